package io.hotshard.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.hotshard.report.run.RunFormatException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class RedisReportTest {

    static final String MANIFEST = """
            {"format": 1, "status": "complete", "simulation": "RedisHotKeySimulation",
             "startedAt": "2026-12-02T10:00:00Z", "endedAt": "2026-12-02T10:00:20Z", "seed": 7,
             "versions": {}, "parameters": {"hotshard.dist": "celebrity"},
             "cluster": {"partitioner": "unknown", "shards": []},
             "target": {"kind": "redis", "url": "redis://127.0.0.1:7000",
                        "reason": "is a Redis Cluster: per-node figures come from each node's INFO",
                        "absent": ["router figures", "hotshard's per-shard figures", "the recorder's reconciliation"],
                        "statement": "Redis run: redis://127.0.0.1:7000 is a Redis Cluster"},
             "events": [
               {"atMillis": 10000, "time": "2026-12-02T10:00:10Z", "kind": "node-killed", "target": "127.0.0.1:7001",
                "detail": {"signal": "SIGKILL", "pid": 4242, "slot": 8000}}],
             "generator": {"requests": 20000, "offered": 20000, "ok": 19880, "failed": 120, "refused": 0},
             "redis": {"simulation": "RedisHotKeySimulation", "command": "GET", "hottestSlot": 8000,
                       "hottestKey": "celebrity", "hottestKeyShare": 0.6,
                       "reconciliation": {"sent": 20000, "served": 19950, "failedOrTimedOut": 120,
                                          "inFlightAtEnd": 0, "killWindow": 3, "exact": false,
                                          "withinTolerance": true},
                       "failover": {"armed": true, "failed": true, "recovered": true, "outageMillis": 5400,
                                    "firstFailureAfterMillis": 1000, "recoveredAfterMillis": 6400,
                                    "failedRequests": 120}}}
            """;
    static final String SHARES = """
            shard_port,predicted_share,placed_share,measured_share,calls,mean_main_loop_utilisation,\
            peak_main_loop_utilisation,mean_command_busy,peak_command_busy,replica_calls,\
            replica_mean_command_busy,replica_peak_command_busy,client_p99_micros,client_failed
            7000,0.2000,0.2010,0.2005,4000,0.1500,0.2500,0.0500,0.0800,0,0.0000,0.0000,900,0
            7001,0.6000,0.5980,0.5990,11950,0.4200,0.9100,0.2100,0.3300,6000,0.6900,0.9600,2100000,120
            7002,0.2000,0.2010,0.2005,4000,0.1400,0.2200,0.0400,0.0700,0,0.0000,0.0000,850,0
            """;

    @TempDir
    Path run;

    @Test
    void write_redisRun_writesTheRedisClusterSectionFromTheSharesAndTheRedisSection() throws Exception {
        Files.writeString(run.resolve("run.json"), MANIFEST);
        Files.writeString(run.resolve("redis-shares.csv"), SHARES);

        ReportWriter.write(run, ReportOptions.defaults());

        String html = Files.readString(run.resolve("report.html"));
        assertThat(html).contains("hotshard Redis Cluster report", "<h2 id=\"redis\">Redis Cluster</h2>",
                "7001 (hottest)", "60.0 %", "59.9 %", "11950", "42 % / 91 %", "21 % / 33 %", "hottest slot", "8000", "celebrity, 60.0 %",
                "sent 20000, served 19950: differ by 50, within 120 failed or timed out + 0 in flight at the end + 3"
                        + " in flight as the node died",
                "first failure 1000 ms after the signal; served again 5400 ms later (6400 ms after the signal)",
                "node-killed", "127.0.0.1:7001", "What this run does not have",
                "redis://127.0.0.1:7000 (Redis Cluster, no hotshard router)").doesNotContain("intended start");
        assertThat(run.resolve("report.md")).content().contains("## Redis Cluster",
                "| 7001 (hottest) | 60.0 % | 59.8 % | 59.9 % | 11950 | 42 % / 91 % | 21 % / 33 % | 6000 | 69 % / 96 % | 2.10 s | 120 |", "## Events");
        JsonNode redis = new ObjectMapper().readTree(run.resolve("summary.json").toFile()).path("redis");
        assertThat(redis.path("hottestSlot").asInt()).isEqualTo(8000);
        assertThat(redis.path("hottestShard").asInt()).isEqualTo(7001);
        assertThat(redis.path("shards")).hasSize(3);
        assertThat(redis.path("shards").get(1).path("measuredShare").asDouble()).isEqualTo(0.599);
        assertThat(redis.path("shards").get(1).path("peakMainLoopUtilisation").asDouble()).isEqualTo(0.91);
        assertThat(redis.path("shards").get(1).path("meanCommandBusy").asDouble()).isEqualTo(0.21);
        assertThat(redis.path("shards").get(1).path("replicaCalls").asLong()).isEqualTo(6000);
        assertThat(redis.path("shards").get(1).path("replicaPeakCommandBusy").asDouble()).isEqualTo(0.96);
        assertThat(redis.path("reconciliation").path("served").asLong()).isEqualTo(19950);
        assertThat(redis.path("reconciliation").path("withinTolerance").asBoolean()).isTrue();
        assertThat(redis.path("failover").path("outageMillis").asLong()).isEqualTo(5400);
    }

    @Test
    void write_redisRunWithNodeSamples_chartsEachNodesBusyShareAndOpsWithTheEventsMarked() throws Exception {
        Files.writeString(run.resolve("run.json"), MANIFEST);
        Files.writeString(run.resolve("redis-shares.csv"), SHARES);
        Files.writeString(run.resolve("redis-nodes.csv"), """
                epoch_ms,port,role,instantaneous_ops_per_sec,calls_total,cpu_main_seconds,main_loop_utilisation,\
                command_micros,command_busy,connected_clients,master_link_status,cluster_state
                1764669601000,7001,master,0,0,1.0,0.0000,0,0.0000,3,-,ok
                1764669602000,7001,master,900,900,1.5,0.5000,800000,0.8000,3,-,ok
                1764669611000,7001,down,0,0,0,0,0,0,0,-,-
                1764669601000,7004,replica,0,0,1.0,0.0000,0,0.0000,3,up,ok
                1764669602000,7004,replica,10,10,1.0,0.0100,1000,0.0010,3,up,ok
                1764669612000,7004,master,950,960,2.0,0.6000,850000,0.8500,3,-,ok
                """);

        ReportWriter.write(run, ReportOptions.defaults());

        String html = Files.readString(run.resolve("report.html"));
        assertThat(html).contains("Time in the load&#39;s commands per node", "Operations per second per node",
                "7001 (master)", "7004 (master)", "node-killed 127.0.0.1:7001", "redis-nodes.csv, one sample a second");
        // 7001: its main thread used 0.5 s of CPU for 900 calls, 556 µs a call (its commands alone 800,000 µs, 889 µs
        // a call); at its measured share 59.9%, 1e6 / (0.599 × 555.6) = 3,005/s, where the command time says 1,878.
        assertThat(run.resolve("report.md")).content().contains("## Redis Cluster: capacity",
                "| main-loop CPU per call on the hottest master (7001, INFO cpu over its calls) | 556 µs |",
                "| command time per call on the same master (commandstats; not the basis of the rates) | 889 µs |",
                "| commands/s at which the hottest master saturates (its measured share 59.9 %) | 3005 |");
        JsonNode capacity = new ObjectMapper().readTree(run.resolve("summary.json").toFile()).path("redis")
                .path("capacity");
        assertThat(capacity.path("hottestMasterMainLoopMicrosPerCall").asDouble()).isCloseTo(555.6, within(0.1));
        assertThat(capacity.path("hottestMasterCommandMicrosPerCall").asDouble()).isCloseTo(888.9, within(0.1));
        assertThat(capacity.path("hottestMasterSaturatesAtCommandsPerSecond").asDouble()).isCloseTo(3005.0,
                within(0.1));
        assertThat(io.hotshard.report.run.RedisNodeSeries.read(run, 1764669600000L).commandBusy())
                .satisfiesExactly(busy -> assertThat(busy.y()).containsExactly(0.8),
                        busy -> assertThat(busy.x()).containsExactly(2.0, 12.0));
    }

    @Test
    void write_redisSectionWithoutSharesFile_failsNamingTheFile() throws Exception {
        Files.writeString(run.resolve("run.json"), MANIFEST);

        assertThatThrownBy(() -> ReportWriter.write(run, ReportOptions.defaults()))
                .isInstanceOf(RunFormatException.class).hasMessageContaining("redis-shares.csv");
    }

    @Test
    void write_redisRunThatDidNotFinish_saysThereAreNoRedisFigures() throws Exception {
        Files.writeString(run.resolve("run.json"), MANIFEST.replace("\"status\": \"complete\"", "\"status\": "
                + "\"incomplete\"").replaceAll("(?s),\\s*\"redis\": \\{.*}}}", "}"));

        ReportWriter.write(run, ReportOptions.defaults());

        assertThat(run.resolve("report.md")).content().contains("## Redis Cluster", "No Redis figures");
        assertThat(new ObjectMapper().readTree(run.resolve("summary.json").toFile()).has("redis")).isFalse();
    }
}
