package io.hotshard.router;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.router.dashboard.Dashboard;
import io.hotshard.testkit.Await;
import io.hotshard.testkit.TestHttp;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpClientOptions;
import io.vertx.core.http.HttpClientResponse;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

final class DashboardStreamTest {

    private static final int VIEWERS = 6;

    private TestCluster cluster;
    private final List<HttpClient> clients = new ArrayList<>();

    @AfterEach
    void stop() throws Exception {
        clients.forEach(HttpClient::close);
        cluster.close();
    }

    @Test
    void dashboard_get_servesOneSelfContainedPage() {
        cluster = TestCluster.start(TestCluster.shardConfigs(2, 0), c -> c);

        TestHttp.Answer page = cluster.get("/dashboard");

        assertThat(page.status()).isEqualTo(200);
        assertThat(page.body()).contains("<svg id=\"ring\"", "new EventSource(\"/admin/stream\")")
                .doesNotContain("<script src", "src=\"http", "href=\"http", "import ");
    }

    @Test
    void stream_manyViewers_oneSnapshotPerSecondSharedByAllAndClosedStreamsRemoved() {
        cluster = TestCluster.start(TestCluster.shardConfigs(3, 0), c -> c);
        Dashboard dashboard = cluster.router().dashboard();
        List<Stream> streams = new ArrayList<>();
        for (int i = 0; i < VIEWERS; i++) {
            streams.add(open());
        }
        Await.until("every stream is registered", () -> dashboard.viewers() == VIEWERS);
        long builtBefore = dashboard.snapshotsBuilt();
        long startNanos = System.nanoTime();

        Await.until("every viewer received 3 snapshots", () -> streams.stream().allMatch(s -> s.events.size() >= 3));

        double seconds = (System.nanoTime() - startNanos) / 1e9;
        long built = dashboard.snapshotsBuilt() - builtBefore;
        assertThat(built).as("snapshots built in %.1f s with %d viewers", seconds, VIEWERS)
                .isLessThanOrEqualTo((long) Math.ceil(seconds) + 1);
        String last = streams.get(0).events.get(streams.get(0).events.size() - 1);
        assertThat(streams).allSatisfy(s -> assertThat(s.events).contains(last));
        JsonObject snapshot = new JsonObject(last);
        JsonArray shards = snapshot.getJsonArray("shards");
        assertThat(shards.stream().map(s -> ((JsonObject) s).getString("id"))).containsExactly("s0", "s1", "s2");
        assertThat(shards.getJsonObject(0).getBoolean("answered")).as("the shard's /metrics was read").isTrue();
        assertThat(snapshot.getJsonObject("ring").getJsonArray("tokens")).hasSize(300);

        clients.remove(0).close();
        clients.remove(0).close();
        Await.until("closed streams leave the dashboard", () -> dashboard.viewers() == VIEWERS - 2);
        clients.forEach(HttpClient::close);
        clients.clear();
        Await.until("no stream is left", () -> dashboard.viewers() == 0);
    }

    @Test
    void snapshots_moreShardsThanOneSnapshotReads_shardsReadInTurnAndEachShownOnceRead() {
        int count = 150;
        cluster = TestCluster.start(TestCluster.shardConfigs(count, 0), c -> c);
        Dashboard dashboard = cluster.router().dashboard();
        open();
        Await.until("a first snapshot", () -> !dashboard.latest().isEmpty());
        JsonArray first = dashboard.latest().getJsonArray("shards");
        long read = rows(first).filter(row -> row.getBoolean("answered")).count();
        assertThat(first).hasSize(count);
        assertThat(read).as("shards read by one snapshot").isBetween(100L, (long) count);
        assertThat(rows(first).filter(row -> !row.getBoolean("answered")))
                .allSatisfy(row -> assertThat(row.getInteger("notReadYet")).isEqualTo(100));

        Await.until("every shard was read", () -> rows(dashboard.latest().getJsonArray("shards"))
                .allMatch(row -> row.getBoolean("answered")));
        JsonArray all = dashboard.latest().getJsonArray("shards");
        assertThat(rows(all).map(row -> row.getLong("readAtMillis")).distinct().count())
                .as("read at two different seconds at least").isGreaterThanOrEqualTo(2);
    }

    private static java.util.stream.Stream<JsonObject> rows(JsonArray shards) {
        return shards.stream().map(JsonObject.class::cast);
    }

    @Test
    void stream_nodeAddedAndShardStalled_snapshotShowsThem() {
        cluster = TestCluster.start(TestCluster.shardConfigs(2, 0), c -> c);
        int port = cluster.startShard(TestCluster.shardConfigs(3, 0).get(2));
        Stream stream = open();

        cluster.call(HttpMethod.POST, "/admin/nodes", new JsonObject().put("id", "s2")
                .put("url", "http://127.0.0.1:" + port).encode());
        cluster.http().send(HttpMethod.POST, port, "/admin/stall", "{\"millis\": 5000}");

        Await.until("a snapshot shows s2 in the ring, stalled and saturated", () -> stream.events.stream()
                .map(JsonObject::new).anyMatch(s -> s.getJsonObject("ring").getJsonArray("owners").contains("s2")
                        && s.getJsonArray("shards").stream().map(JsonObject.class::cast)
                        .anyMatch(row -> row.getString("id").equals("s2") && row.getBoolean("saturated", false))));
        JsonObject last = new JsonObject(stream.events.get(stream.events.size() - 1));
        assertThat(last.getJsonArray("events").stream().map(e -> ((JsonObject) e).getString("kind")))
                .contains("added", "stalled");
    }

    @Test
    void snapshots_nobodyWatches_noneBuiltAndTheNextViewerStartsAfresh() throws InterruptedException {
        cluster = TestCluster.start(TestCluster.shardConfigs(2, 0), c -> c);
        Dashboard dashboard = cluster.router().dashboard();

        // The timer ticks every second: a dashboard that built unwatched would have built at least once by now.
        Thread.sleep(Dashboard.PERIOD_MILLIS + 300);
        assertThat(dashboard.snapshotsBuilt()).as("snapshots built in 1.3 s with no viewer").isZero();
        assertThat(dashboard.latest().isEmpty()).isTrue();

        Stream stream = open();
        Await.until("a viewer gets a first snapshot", () -> !stream.events.isEmpty());
        clients.remove(0).close();
        Await.until("the stream is closed", () -> dashboard.viewers() == 0);
        // A build under way as the viewer left may still end; the tick after it drops what was built.
        Thread.sleep(Dashboard.PERIOD_MILLIS + 100);
        long built = dashboard.snapshotsBuilt();
        Thread.sleep(Dashboard.PERIOD_MILLIS + 300);
        assertThat(dashboard.snapshotsBuilt()).as("snapshots built in 1.3 s after the last viewer left")
                .isEqualTo(built);
        assertThat(dashboard.latest().isEmpty()).as("no snapshot of the past is kept for the next viewer").isTrue();
    }

    private Stream open() {
        HttpClient client = cluster.vertx().createHttpClient(new HttpClientOptions().setKeepAlive(true));
        clients.add(client);
        Stream stream = new Stream();
        StringBuilder pending = new StringBuilder();
        HttpClientResponse response = Await.result(client.request(HttpMethod.GET, cluster.router().port(),
                "127.0.0.1", "/admin/stream").compose(request -> request.send()).map(answer -> {
                    // Set on the event loop as the answer arrives, so no event is missed.
                    answer.handler(bytes -> stream.add(pending, bytes.toString()));
                    return answer;
                }));
        assertThat(response.getHeader("content-type")).isEqualTo("text/event-stream");
        return stream;
    }

    private static final class Stream {
        final List<String> events = new CopyOnWriteArrayList<>();

        void add(StringBuilder pending, String bytes) {
            pending.append(bytes);
            int end;
            while ((end = pending.indexOf("\n\n")) >= 0) {
                String event = pending.substring(0, end);
                pending.delete(0, end + 2);
                if (event.startsWith("data: ")) {
                    events.add(event.substring("data: ".length()));
                }
            }
        }
    }
}
