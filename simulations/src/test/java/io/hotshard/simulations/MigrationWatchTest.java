package io.hotshard.simulations;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.hotshard.cluster.ClusterConfig;
import io.hotshard.cluster.EmbeddedCluster;
import io.hotshard.keys.KeyFormat;
import io.hotshard.recording.StampedEvent;
import io.hotshard.runformat.EventKind;
import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class MigrationWatchTest {

    private static final Duration TIMEOUT = Duration.ofSeconds(30);
    private static final Duration POLL = Duration.ofMillis(200);
    private static final long KEYS = 300;
    private static final KeyFormat FORMAT = KeyFormat.DEFAULT;

    private final HttpClient http = HttpClient.newHttpClient();
    private final List<StampedEvent> events = new CopyOnWriteArrayList<>();
    private EmbeddedCluster cluster;
    private String spareUrl;

    @TempDir
    Path directory;

    @BeforeEach
    void startClusterWithDataAndASpare() throws Exception {
        ClusterConfig config = ClusterConfig.defaults(2);
        cluster = EmbeddedCluster.startBlocking(config, TIMEOUT);
        RouterPreload.Result stored = RouterPreload.run(cluster.vertx(), cluster.routerUrl(), FORMAT, KEYS, 8, TIMEOUT);
        assertThat(stored.complete()).as("preload %s", stored).isTrue();
        spareUrl = cluster.startSpare(ClusterPlan.spareConfig(config, "shard-2")).toCompletionStage()
                .toCompletableFuture().get(TIMEOUT.toSeconds(), TimeUnit.SECONDS);
    }

    @AfterEach
    void stopCluster() {
        cluster.stopBlocking(TIMEOUT);
    }

    @Test
    void finish_migrationDuringTheWatch_writesOneRowPerPollEndingDone() throws Exception {
        long start = System.currentTimeMillis();
        MigrationWatch watch = MigrationWatch.start(cluster.routerUrl(), directory, start, events::add, POLL);
        assertThat(migrate(200)).isEqualTo(202);
        awaitFinished();

        JsonObject last = watch.finish();

        assertThat(last.getString("phase")).isEqualTo("done");
        long moved = last.getLong("keysToMove");
        assertThat(moved).isBetween(1L, KEYS - 1);
        assertThat(last.getLong("keysCopied")).isEqualTo(moved);
        assertThat(last.getLong("mismatches")).isZero();
        List<String> lines = Files.readAllLines(directory.resolve(MigrationWatch.FILE));
        assertThat(lines.get(0)).isEqualTo("second,phase,keysToMove,keysCopied,lagKeys,dualWrites,verified,"
                + "mismatches,missingAfterCutover,cleaned,id,node");
        assertThat(lines).hasSizeGreaterThan(2);
        List<String[]> rows = lines.stream().skip(1).map(line -> line.split(",")).toList();
        assertThat(rows).allSatisfy(row -> {
            assertThat(row).hasSize(12);
            assertThat(Long.parseLong(row[4])).isEqualTo(Math.max(0, Long.parseLong(row[2]) - Long.parseLong(row[3])));
            assertThat(row[10]).isEqualTo("1");
            assertThat(row[11]).isEqualTo("shard-2");
        });
        assertThat(rows.stream().mapToLong(row -> Long.parseLong(row[0])).toArray()).isSorted();
        String[] end = rows.get(rows.size() - 1);
        assertThat(Arrays.copyOfRange(end, 1, 10)).containsExactly("done", "" + moved, "" + moved, "0", "0",
                "" + moved, "0", "0", "" + moved);
        assertThat(rows).anySatisfy(row -> assertThat(row[1]).isNotEqualTo("done"));
        assertThat(everyKeyReadable()).isEqualTo(KEYS);
    }

    @Test
    void finish_migrationDuringTheWatch_notesEachPhaseOnTheTimelineInOrder() throws Exception {
        MigrationWatch watch = MigrationWatch.start(cluster.routerUrl(), directory, System.currentTimeMillis(),
                events::add, POLL);
        migrate(2000);
        awaitFinished();

        watch.finish();

        assertThat(events).allSatisfy(event -> {
            assertThat(event.kind()).isEqualTo(EventKind.NOTE);
            assertThat(event.target()).isEqualTo("shard-2");
            assertThat(event.detail().getString("source")).isEqualTo("migration");
        });
        assertThat(events.stream().sorted(Comparator.comparingLong(StampedEvent::timestampMillis))
                .map(event -> event.detail().getString("name")))
                .containsExactly("migration dual-write", "migration backfill", "migration verify", "migration cutover",
                        "migration cleanup", "migration done");
    }

    @Test
    void finish_migrationFinishedBeforeTheWatch_isIgnoredAndWritesNoFile() throws Exception {
        migrate(2000);
        awaitFinished();
        MigrationWatch watch = MigrationWatch.start(cluster.routerUrl(), directory, System.currentTimeMillis(),
                events::add, POLL);

        assertThat(watch.finish()).isNull();
        assertThat(directory.resolve(MigrationWatch.FILE)).doesNotExist();
        assertThat(events).isEmpty();
        assertThat(watch.failures()).isEqualTo("0");
    }

    @Test
    void finish_routerNotAnswering_countsFailedPollsAndAnswersNull() {
        MigrationWatch watch = MigrationWatch.start("http://127.0.0.1:1", directory, System.currentTimeMillis(),
                events::add, Duration.ofMinutes(1));

        assertThat(watch.finish()).isNull();
        assertThat(watch.failures()).startsWith("2 (").contains("ConnectException");
        assertThat(directory.resolve(MigrationWatch.FILE)).doesNotExist();
    }

    @Test
    void start_zeroInterval_failsNamingTheValue() {
        assertThatThrownBy(() -> MigrationWatch.start(cluster.routerUrl(), directory, 0, events::add, Duration.ZERO))
                .hasMessage("migration poll interval must be > 0 but was PT0S");
    }

    private int migrate(int throttleKeysPerSecond) throws IOException, InterruptedException {
        JsonObject body = new JsonObject().put("addNode", new JsonObject().put("id", "shard-2").put("url", spareUrl))
                .put("throttleKeysPerSecond", throttleKeysPerSecond);
        return http.send(HttpRequest.newBuilder(URI.create(cluster.routerUrl() + "/admin/migrations"))
                .POST(HttpRequest.BodyPublishers.ofString(body.encode())).build(), HttpResponse.BodyHandlers.ofString())
                .statusCode();
    }

    private void awaitFinished() throws IOException, InterruptedException {
        long deadline = System.nanoTime() + TIMEOUT.toNanos();
        while (System.nanoTime() < deadline) {
            JsonObject migration = new JsonObject(get("/admin/migrations").body()).getJsonObject("migration");
            if (migration != null && List.of("done", "failed").contains(migration.getString("phase"))) {
                return;
            }
            Thread.sleep(POLL.toMillis());
        }
        throw new AssertionError("the migration did not finish within " + TIMEOUT);
    }

    private long everyKeyReadable() throws IOException, InterruptedException {
        long found = 0;
        for (long id = 0; id < KEYS; id++) {
            HttpResponse<String> answer = get("/kv/" + FORMAT.format(id));
            if (answer.statusCode() == 200 && answer.body().equals("preload-" + id)) {
                found++;
            }
        }
        return found;
    }

    private HttpResponse<String> get(String path) throws IOException, InterruptedException {
        return http.send(HttpRequest.newBuilder(URI.create(cluster.routerUrl() + path)).GET().build(),
                HttpResponse.BodyHandlers.ofString());
    }
}
