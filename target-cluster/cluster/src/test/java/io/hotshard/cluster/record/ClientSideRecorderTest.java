package io.hotshard.cluster.record;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.hotshard.runformat.EventKind;
import io.vertx.core.json.JsonObject;
import java.nio.file.Files;
import java.nio.file.Path;
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
        assertThat(dir.resolve("timeline.csv")).doesNotExist();
        assertThat(dir.resolve("router.csv")).doesNotExist();
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
