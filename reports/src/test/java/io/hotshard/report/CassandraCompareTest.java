package io.hotshard.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.hotshard.report.run.RunFormatException;
import io.hotshard.runformat.RunColumns;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class CassandraCompareTest {

    /** run.json as a Cassandra run writes it, with the figures a comparison reads left as placeholders. */
    private static final String MANIFEST = """
            {"format": 1, "status": "complete", "simulation": "CassandraHotKeySimulation",
             "startedAt": "2026-12-07T00:00:00Z", "endedAt": "2026-12-07T00:00:20Z", "seed": 42,
             "versions": {}, "parameters": {"hotshard.target": "cassandra://127.0.0.11:9042"},
             "cluster": {"partitioner": "unknown", "shards": []},
             "target": {"kind": "cassandra", "url": "cassandra://127.0.0.11:9042",
                        "reason": "is a Cassandra cluster", "absent": ["router figures"],
                        "statement": "Cassandra run: cassandra://127.0.0.11:9042 is a Cassandra cluster"},
             "events": [],
             "generator": {"requests": 10000, "offered": 10000, "ok": 9990, "failed": 10, "refused": 0},
             "cassandra": {"simulation": "CassandraHotKeySimulation", "seed": 42, "consistency": "LOCAL_ONE",
                           "rf": 1, "counts": {"reads": 9500, "writes": 500, "succeeded": 9990, "failed": 4,
                           "timedOut": 6, "refused": 0, "readStatements": READ_STATEMENTS,
                           "writeStatements": 500, "cacheHits": CACHE_HITS},
                           "predictedHottest": "127.0.0.12", "measuredHottest": "HOTTEST",
                           "hottestKey": "key0", "hottestKeyShare": 0.6, "hottestKeyReplicas": ["127.0.0.12"],
                           "reconciliation": {"sent": 10000, "coordinated": 10000, "failedOrTimedOut": 10,
                                              "inFlightAtEnd": 0, "exact": true, "withinTolerance": true},
                           "start": {"clusterMillis": 0, "preloadMillis": 900, "preloadRows": 2000},
                           "started": "2026-12-07T00:00:00Z", "ended": "2026-12-07T00:00:20Z",
                           "mitigation": "MITIGATION", "clientCache": CLIENT_CACHE, "bootstrap": null,
                           "chaos": null TABLE}}
            """;

    private static final String WIDE = """
            , "table": {"name": "wide", "shape": "wide: 1000 rows per partition, a read reads 100",
                        "rowsPerPartition": 1000, "sliceRows": 100, "answeredReads": 9000, "rowsRead": 900000,
                        "rowsPerRead": 100.0, "meanReadMicros": 4000.0, "microsPerRow": 40.0,
                        "nodes": [{"address": "127.0.0.12", "maxPartitionBytes": 85237, "meanPartitionBytes": 85237,
                                   "partitions": 70, "liveSstableBytes": 6000000, "memtableBytes": 1000}]}
            """;

    @TempDir
    Path root;

    @Test
    void write_noneBucketsAndCacheRuns_comparesTheirFiguresSideBySide() throws Exception {
        Path none = cassandraRun("cm-none", "none", 9500, 0, false, "127.0.0.12",
                "127.0.0.12,0.7000,0.6900,6555,0.7,0.7,350,7000,2,9\n");
        Path buckets = cassandraRun("cm-buckets-8-read-all", "8 buckets per key, a read reads all", 43700, 0, false,
                "127.0.0.13", "127.0.0.12,0.3500,0.3000,13110,0.3,0.3,150,3000,1,2\n");
        Path cache = cassandraRun("cm-client-cache", "client-side cache (maximumSize=1000)", 3800, 5700, true,
                "127.0.0.12", "127.0.0.12,0.7000,0.4000,1520,0.7,0.7,350,2000,0,1\n");

        List<Path> written = CompareWriter.write(List.of(none, buckets, cache), root, ReportOptions.defaults());

        assertThat(written).extracting(p -> p.getFileName().toString()).containsExactlyElementsOf(CompareWriter.FILES);
        assertThat(root.resolve("compare.md")).content().contains("# hotshard Cassandra comparison",
                "| figure | none | buckets-8-read-all | client-cache |",
                "| mitigation | none | 8 buckets per key, a read reads all | client-side cache (maximumSize=1000) |",
                "| reads / writes | 9500 / 500 | 9500 / 500 | 9500 / 500 |",
                "| statements per read | 1.00 (9500 for 9500) | 4.60 (43700 for 9500) | 0.40 (3800 for 9500) |",
                "| statements per write | 1.00 (500 for 500) |",
                "| client-side cache hits (hit ratio) | no cache | no cache | 5700 (60.0 %) |",
                "| hottest node by local reads, its local reads | 127.0.0.12, 6555 | 127.0.0.13, 8000 | "
                        + "127.0.0.12, 1520 |",
                "| its share of local reads, measured / predicted | 69.0 % / 70.0 % | 40.0 % / 32.5 % | "
                        + "40.0 % / 70.0 % |",
                "| client latency p50 / p99 / p99.9 | 2.50 ms / 4.95 ms / 5.00 ms |",
                "| failed / timed out / refused at the cap | 4 / 6 / 0 | 4 / 6 / 0 | 4 / 6 / 0 |",
                "| counts reconcile | yes | yes | yes |",
                "| table | wide (wide: 1000 rows per partition, a read reads 100) | not recorded | not recorded |",
                "| rows per answered read, read latency per row | 100.0, 40 µs | not recorded |",
                "| largest partition in SSTables (bytes) | 85237 | not recorded |");
        JsonNode json = new ObjectMapper().readTree(root.resolve("compare.json").toFile());
        assertThat(json.path("kind").asText()).isEqualTo("cassandra");
        JsonNode runs = json.path("runs");
        assertThat(runs).hasSize(3);
        assertThat(runs.get(2).path("name").asText()).isEqualTo("client-cache");
        assertThat(runs.get(2).path("dir").asText()).isEqualTo(cache.toAbsolutePath().normalize().toString());
        // The page shows 4.95 ms for the first run's p99.
        assertThat(runs.get(0).at("/latencyMicros/p99").asDouble()).isBetween(4945.0, 4955.0);
        assertThat(runs.get(1).path("statementsPerRead").asDouble()).isEqualTo(4.6);
        assertThat(runs.get(2).path("cacheHitRatio").asDouble()).isEqualTo(0.6);
        assertThat(runs.get(1).path("hottestMeasuredReadShare").asDouble()).isEqualTo(0.4);
        assertThat(runs.get(0).path("table").path("largestPartitionBytes").asLong()).isEqualTo(85237);
        assertThat(root.resolve("compare.html")).content().contains("hotshard Cassandra comparison",
                "8 buckets per key, a read reads all");
    }

    @Test
    void write_cassandraRunBesideAHotshardRun_failsNamingTheOtherRun() throws Exception {
        Path cassandra = cassandraRun("cassandra", "none", 9500, 0, false, "127.0.0.12", "");
        Path other = Files.createDirectories(root.resolve("router-run"));
        Files.writeString(other.resolve("run.json"), "{\"format\": 1, \"status\": \"complete\"}");

        assertThatThrownBy(() -> CompareWriter.write(List.of(cassandra, other), root, ReportOptions.defaults()))
                .isInstanceOf(RunFormatException.class).hasMessageContaining("router-run")
                .hasMessageContaining("Cassandra runs compare only with Cassandra runs");
    }

    /** A run over nodes .11 to .13 with {@code hotRow} as node .12's row and the others sharing the rest. */
    private Path cassandraRun(String name, String mitigation, long readStatements, long cacheHits,
                              boolean clientCache, String hottest, String hotRow) throws Exception {
        Path dir = Files.createDirectories(root.resolve(name));
        Files.writeString(dir.resolve("run.json"), MANIFEST.replace("READ_STATEMENTS", Long.toString(readStatements))
                .replace("CACHE_HITS", Long.toString(cacheHits)).replace("CLIENT_CACHE", Boolean.toString(clientCache))
                .replace("HOTTEST", hottest).replace("MITIGATION", mitigation)
                .replace("TABLE", mitigation.equals("none") ? WIDE : ""));
        String header = String.join(",", RunColumns.CASSANDRA_SHARES) + "\n";
        String others = hottest.equals("127.0.0.13")
                ? "127.0.0.11,0.3250,0.3000,7600,0.3,0.3,150,3000,1,2\n127.0.0.13,0.3250,0.4000,8000,0.4,0.4,200,4000,3,4\n"
                : "127.0.0.11,0.1500,0.3000,400,0.15,0.15,75,1500,0,0\n127.0.0.13,0.1500,0.3000,300,0.15,0.15,75,1500,0,0\n";
        Files.writeString(dir.resolve("cassandra-shares.csv"), header + hotRow + others);
        ClientSideReportTest.writeClientLog(dir);
        return dir;
    }
}
