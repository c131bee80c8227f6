package io.hotshard.recording;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.hotshard.runformat.EventKind;
import io.hotshard.runformat.RunFiles;
import io.vertx.core.json.JsonObject;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class ClientSideRecorderTest {

    @TempDir
    Path work;

    @Test
    void finish_clientSideTarget_writesTheManifestWithTheAbsenceStatedAndNoReconciliation() throws Exception {
        Path dir = work.resolve("run");
        RunRecorder recorder = RunRecorder.startClientSide(RunSettings.of(dir, "PlainHttp", 7),
                new ClientSideTarget("http://127.0.0.1:8080", "does not answer GET /admin/ring (404)"));
        recorder.recordEvent(EventKind.PHASE, "load", new JsonObject().put("name", "steady"));
        recorder.section("generator", new JsonObject().put("requests", 12).put("ok", 12));

        RunResult result = recorder.finish();

        assertThat(result.status()).isEqualTo("complete");
        assertThat(result.clientSideOnly()).isTrue();
        assertThat(result.files()).containsExactly(dir.resolve("run.json"));
        JsonObject manifest = new JsonObject(Files.readString(dir.resolve("run.json")));
        assertThat(manifest.containsKey("reconciliation")).isFalse();
        assertThat(manifest.getJsonObject("target").getString("kind")).isEqualTo(ClientSideTarget.KIND);
        assertThat(manifest.getJsonObject("target").getString("statement"))
                .contains("http://127.0.0.1:8080", "not reconciled", "no router or per-shard figures");
        assertThat(manifest.getJsonObject("target").getJsonArray("absent")).hasSize(ClientSideTarget.ABSENT.size());
        assertThat(manifest.getJsonObject("generator").getLong("requests")).isEqualTo(12);
        assertThat(manifest.getJsonArray("events")).hasSize(1);
        assertThat(manifest.getJsonObject("cluster").getJsonArray("shards")).isEmpty();
        assertThat(manifest.getJsonObject("versions").getString("hotshard")).as("the build's version, filtered in")
                .matches("\\d+\\.\\d+\\.\\d+.*");
        assertThat(dir.resolve("timeline.csv")).doesNotExist();
        assertThat(dir.resolve("router.csv")).doesNotExist();
    }

    @Test
    void finish_redisTarget_writesKindRedisWithItsAbsenceAndTheRedisSection() throws Exception {
        Path dir = work.resolve("redis-run");
        RunRecorder recorder = RunRecorder.startClientSide(RunSettings.of(dir, "RedisHotKeySimulation", 3),
                ClientSideTarget.redis("redis://127.0.0.1:7000"));
        recorder.recordEvent(EventKind.NODE_KILLED, "127.0.0.1:7001", new JsonObject().put("signal", "SIGKILL"));
        recorder.section(RunFiles.REDIS_SECTION, new JsonObject().put("hottestSlot", 8000));
        List<StampedEvent> soFar = recorder.events();

        recorder.finish();

        JsonObject manifest = new JsonObject(Files.readString(dir.resolve(RunFiles.MANIFEST)));
        JsonObject target = manifest.getJsonObject("target");
        assertThat(target.getString("kind")).isEqualTo(RunFiles.REDIS_TARGET_KIND);
        assertThat(target.getString("url")).isEqualTo("redis://127.0.0.1:7000");
        assertThat(target.getString("reason")).contains("INFO", RunFiles.REDIS_NODES, "no hotshard router");
        assertThat(target.getJsonArray("absent").stream().map(String.class::cast).toList())
                .isEqualTo(ClientSideTarget.REDIS_ABSENT);
        assertThat(target.getString("statement")).startsWith("Redis run: redis://127.0.0.1:7000");
        assertThat(manifest.getJsonArray("events").getJsonObject(0).getString("kind"))
                .isEqualTo(EventKind.NODE_KILLED.label());
        assertThat(manifest.getJsonObject(RunFiles.REDIS_SECTION).getInteger("hottestSlot")).isEqualTo(8000);
        assertThat(soFar).extracting(e -> e.kind() + " " + e.target()).containsExactly("NODE_KILLED 127.0.0.1:7001");
    }

    @Test
    void finish_cassandraTarget_writesKindCassandraWithItsAbsenceAndTheCassandraSection() throws Exception {
        Path dir = work.resolve("cassandra-run");
        RunRecorder recorder = RunRecorder.startClientSide(RunSettings.of(dir, "CassandraHotKeySimulation", 3),
                ClientSideTarget.cassandra("cassandra://127.0.0.11:9042"));
        recorder.section(RunFiles.CASSANDRA_SECTION, new JsonObject().put("measuredHottest", "127.0.0.12"));

        recorder.finish();

        JsonObject manifest = new JsonObject(Files.readString(dir.resolve(RunFiles.MANIFEST)));
        JsonObject target = manifest.getJsonObject("target");
        assertThat(target.getString("kind")).isEqualTo("cassandra");
        assertThat(target.getString("url")).isEqualTo("cassandra://127.0.0.11:9042");
        assertThat(target.getString("reason")).contains("JMX", RunFiles.CASSANDRA_NODES, "no hotshard router");
        assertThat(target.getJsonArray("absent").stream().map(String.class::cast).toList())
                .isEqualTo(ClientSideTarget.CASSANDRA_ABSENT);
        assertThat(target.getString("statement")).startsWith("Cassandra run: cassandra://127.0.0.11:9042");
        assertThat(manifest.getJsonObject(RunFiles.CASSANDRA_SECTION).getString("measuredHottest"))
                .isEqualTo("127.0.0.12");
    }

    @Test
    void new_blankKind_isRefusedNamingTheValue() {
        assertThatThrownBy(() -> new ClientSideTarget(" ", "redis://127.0.0.1:7000", "a reason",
                ClientSideTarget.REDIS_ABSENT)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("kind");
    }

    @Test
    void section_namedTarget_isRefusedAsTheRecordersOwn() throws Exception {
        RunRecorder recorder = RunRecorder.startClientSide(RunSettings.of(work.resolve("run"), "PlainHttp", 7),
                new ClientSideTarget("http://127.0.0.1:8080", "was declared hotshard.targetKind=http"));
        try {
            assertThatThrownBy(() -> recorder.section("target", new JsonObject()))
                    .hasMessageContaining("reserved");
        } finally {
            recorder.abandon();
        }
    }

    @Test
    void new_blankReason_isRefusedNamingTheValue() {
        assertThatThrownBy(() -> new ClientSideTarget("http://127.0.0.1:8080", " "))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("reason");
    }
}
