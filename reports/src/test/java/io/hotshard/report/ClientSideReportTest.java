package io.hotshard.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.hotshard.report.run.RunFormatException;
import io.hotshard.runformat.RunColumns;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogWriter;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class ClientSideReportTest {

    private static final long START_MILLIS = 1_767_000_000_000L;
    static final String MANIFEST = """
            {"format": 1, "status": "complete", "simulation": "ZipfianSimulation",
             "startedAt": "2025-12-29T09:20:00Z", "endedAt": "2025-12-29T09:20:10Z", "seed": 1,
             "versions": {}, "parameters": {"hotshard.target": "http://127.0.0.1:8080"},
             "cluster": {"partitioner": "unknown", "shards": []},
             "target": {"kind": "http", "url": "http://127.0.0.1:8080",
                        "reason": "does not answer GET /admin/ring (404)",
                        "absent": ["router figures", "per-shard figures", "reconciliation"],
                        "statement": "Client-side run: http://127.0.0.1:8080 does not answer GET /admin/ring (404)"},
             "events": [],
             "generator": {"requests": 1000, "offered": 1000, "ok": 990, "failed": 10, "refused": 0,
                           "scheduleLag": {"p50Micros": 120, "p99Micros": 2500, "maxMicros": 9000}}}
            """;

    @TempDir
    Path run;

    @Test
    void write_clientSideRun_writesTheClientFiguresAndStatesWhatIsAbsent() throws Exception {
        Files.writeString(run.resolve("run.json"), MANIFEST);
        writeClientLog();

        ReportWriter.write(run, ReportOptions.defaults());

        String html = Files.readString(run.resolve("report.html"));
        assertThat(html).contains("Client-side run", "does not answer GET /admin/ring", "requests sent", "1000",
                "schedule lag p50 / p99 / max", "2.50 ms", "What this run does not have", "reconciliation", "<svg")
                .doesNotContain("Reconciliation: ", "counts DO NOT match");
        assertThat(run.resolve("report.md")).content().contains("> Client-side run", "client latency p50");
        JsonNode summary = new ObjectMapper().readTree(run.resolve("summary.json").toFile());
        assertThat(summary.path("run").path("clientSideOnly").asBoolean()).isTrue();
        assertThat(summary.path("target").path("absent")).hasSize(3);
        assertThat(summary.path("client").path("sent").asLong()).isEqualTo(1000);
        assertThat(summary.path("client").path("latencyMicros").path("count").asLong()).isEqualTo(10 * 100);
        assertThat(summary.path("client").path("scheduleLagMicros").path("p99").asDouble()).isEqualTo(2500);
    }

    @Test
    void write_cassandraRun_isTheClientSideReportOfACassandraClusterWithItsNodes() throws Exception {
        String section = """
                "cassandra": {"consistency": "LOCAL_ONE", "rf": 1, "predictedHottest": "127.0.0.12",
                              "measuredHottest": "127.0.0.12", "hottestKey": "key0", "hottestKeyShare": 0.6,
                              "hottestKeyReplicas": ["127.0.0.12"],
                              "reconciliation": {"sent": 1000, "coordinated": 1000, "failedOrTimedOut": 0,
                                                 "inFlightAtEnd": 0, "exact": true, "withinTolerance": true},
                              "capacity": {"basis": "from each node's process CPU per request served", "cores": 2,
                                           "clientRequests": 1000, "nodes": [{"address": "127.0.0.12",
                                           "cpuSeconds": 0.2, "served": 725, "cpuMicrosPerRequest": 275.9,
                                           "servedPerSecond": 7250, "cpuMicrosPerClientRequest": 200,
                                           "saturatesAtClientRequestsPerSecond": 10000,
                                           "line": {"method": "marginal", "fixedCores": 0.1, "microsPerRequest": 80,
                                                    "r2": 0.9, "samples": 30, "rateRange": 1.5},
                                           "marginalMicrosPerClientRequest": 58}],
                                           "hottestNode": "127.0.0.12",
                                           "hottestNodeSaturatesAtClientRequestsPerSecond": 10000,
                                           "clientCpuMicrosPerRequest": 100, "clusterCpuMicrosPerRequest": 400,
                                           "hottestNodeCpuShare": 0.5,
                                           "machineSaturatesAtClientRequestsPerSecond": 5000,
                                           "method": "mixed", "fixedCores": 0.1,
                                           "client": {"method": "average", "fixedCores": 0, "microsPerRequest": 100,
                                                      "r2": 0.2, "samples": 30, "rateRange": 1.5}},
                              "table": {"name": "wide", "shape": "wide: 1000 rows per partition, a read reads 100",
                                        "rowsPerPartition": 1000, "sliceRows": 100, "answeredReads": 900,
                                        "rowsRead": 90000, "rowsPerRead": 100.0, "meanReadMicros": 4000.0,
                                        "microsPerRow": 40.0, "nodes": [{"address": "127.0.0.12",
                                        "maxPartitionBytes": 85237, "meanPartitionBytes": 85000, "partitions": 70}]}},
                """;
        Files.writeString(run.resolve("run.json"), MANIFEST.replace("\"kind\": \"http\"", "\"kind\": \"cassandra\"")
                .replace("http://127.0.0.1:8080", "cassandra://127.0.0.11:9042").replace("\"events\": [],",
                        section + "\"events\": [],"));
        Files.writeString(run.resolve("cassandra-shares.csv"), String.join(",", RunColumns.CASSANDRA_SHARES) + "\n"
                + "127.0.0.11,0.2000,0.2100,210,0.2,0.2,10,200,0,1\n"
                + "127.0.0.12,0.7000,0.6900,690,0.7,0.7,35,700,2,9\n"
                + "127.0.0.13,0.1000,0.1000,100,0.1,0.1,5,100,0,0\n");
        StringBuilder nodes = new StringBuilder(String.join(",", RunColumns.CASSANDRA_NODES) + "\n");
        for (int second = 0; second < 3; second++) {
            for (int node = 1; node <= 3; node++) {
                nodes.append(second * 1000).append(",127.0.0.1").append(node).append(',')
                        .append(second * 100L * node).append(",0,0,0,0,0,0,0,0,0,0\n");
            }
        }
        Files.writeString(run.resolve("cassandra-nodes.csv"), nodes.toString());
        writeClientLog();

        ReportWriter.write(run, ReportOptions.defaults());

        assertThat(run.resolve("report.md")).content().startsWith("# hotshard Cassandra cluster report")
                .contains("cassandra://127.0.0.11:9042 (Cassandra cluster, no hotshard router)", "client latency p50",
                        "## Cassandra cluster", "| 127.0.0.12 (hottest) | 70.0 % | 69.0 % | 690 |",
                        "predicted 127.0.0.12, measured 127.0.0.12", "key0 (60.0 %), replicas 127.0.0.12",
                        "1000 sent, 1000 coordinated: exact", "## Cassandra cluster: capacity",
                        "| 127.0.0.12 (hottest) | 0.2 | 725 | 276 µs | marginal: 0.10 core + 80 µs (R² 0.90, rate"
                                + " range 150% of the mean) | 7250 | 58 µs | 10000 |",
                        "| client (Gatling JVM) |  | 1000 | 100 µs | average (line not trusted: R² 0.20, rate range"
                                + " 150% of the mean) |  | 100 µs |  |",
                        "on 2 shared cores (the hottest node 50 %) |  |  |  | mixed, fixed parts 0.10 cores |  |"
                                + " 400 µs | 5000 |",
                        "| table | wide (wide: 1000 rows per partition, a read reads 100) |",
                        "| rows per answered read, read latency mean / per row | 100.0 (90000 rows, 900 reads), 4.00 ms"
                                + " / 40 µs |", "| partition size in SSTables by node, largest / mean (bytes) | "
                                + "127.0.0.12 85237 / 85000 |");
        assertThat(run.resolve("report.html")).content().contains("Local reads per second per node");
        JsonNode summary = new ObjectMapper().readTree(run.resolve("summary.json").toFile());
        assertThat(summary.path("run").path("clientSideOnly").asBoolean()).isTrue();
        assertThat(summary.path("cassandra").path("measuredHottest").asText()).isEqualTo("127.0.0.12");
        assertThat(summary.path("cassandra").path("nodes").get(1).path("localReads").asLong()).isEqualTo(690);
        assertThat(summary.path("cassandra").path("capacity").path("machineSaturatesAtClientRequestsPerSecond")
                .asDouble()).isEqualTo(5000);
        assertThat(summary.path("cassandra").path("table").path("rowsRead").asLong()).isEqualTo(90000);
    }

    @Test
    void write_interruptedClientSideRun_opensSayingItWasInterruptedAndWhy() throws Exception {
        Files.writeString(run.resolve("run.json"), MANIFEST
                .replace("\"status\": \"complete\"", "\"status\": \"incomplete\"")
                .replace("\"events\": []", "\"events\": [{\"atMillis\": 4000, \"kind\": \"note\", \"target\": \"run\","
                        + " \"detail\": {\"name\": \"interrupted\", \"reason\": \"the JVM began to exit\"}}]"));
        writeClientLog();

        ReportWriter.write(run, ReportOptions.defaults());

        String sentence = "This run was interrupted before it finished (status incomplete): the JVM began to exit."
                + " The figures cover what was recorded up to the stop.";
        assertThat(run.resolve("report.md")).content().contains("> " + sentence);
        assertThat(run.resolve("report.html")).content().contains(sentence);
    }

    @Test
    void write_completeClientSideRun_saysNothingOfAnInterruption() throws Exception {
        Files.writeString(run.resolve("run.json"), MANIFEST);
        writeClientLog();

        ReportWriter.write(run, ReportOptions.defaults());

        assertThat(run.resolve("report.md")).content().doesNotContain("interrupted");
    }

    @Test
    void analyze_clientSideRun_failsSayingItHasNoServerFigures() throws Exception {
        Files.writeString(run.resolve("run.json"), MANIFEST);

        assertThatThrownBy(() -> ReportWriter.analyze(run, ReportOptions.defaults()))
                .isInstanceOf(RunFormatException.class).hasMessageContaining("client side only");
    }

    private void writeClientLog() throws Exception {
        writeClientLog(run);
    }

    /** Ten one-second intervals of 100 latencies from 50 µs to 5 ms. */
    static void writeClientLog(Path run) throws Exception {
        try (PrintStream out = new PrintStream(Files.newOutputStream(run.resolve("client.hlog")))) {
            HistogramLogWriter log = new HistogramLogWriter(out);
            log.setBaseTime(START_MILLIS);
            log.outputLogFormatVersion();
            log.outputStartTime(START_MILLIS);
            log.outputLegend();
            for (int second = 0; second < 10; second++) {
                Histogram h = new Histogram(3);
                for (int i = 1; i <= 100; i++) {
                    h.recordValue(i * 50L);
                }
                h.setStartTimeStamp(START_MILLIS + second * 1000L);
                h.setEndTimeStamp(START_MILLIS + second * 1000L + 1000);
                h.setTag("client");
                log.outputIntervalHistogram(h);
            }
        }
    }
}
