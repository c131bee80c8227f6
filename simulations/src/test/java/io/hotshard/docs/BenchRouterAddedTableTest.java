package io.hotshard.docs;

import static io.hotshard.docs.BenchRouterHelpers.round;
import static io.hotshard.docs.BenchRouterHelpers.run;
import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.docs.BenchRouterHelpers.Result;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The added-latency table of {@code scripts/bench-router}: beside each path's percentiles, how late the generator sent
 * that path's requests and its own collections during them, so that a stall of the generator is not read as the
 * path's.
 */
final class BenchRouterAddedTableTest {

    @TempDir
    Path dir;

    @Test
    void table_generatorStoppedDuringOnePath_printsItsLatenessAndCollectionsOnThatPathsRow() throws Exception {
        String table = table(path(900, 3_100, 0, 0), path(1_200, 38_400, 1, 37));

        assertThat(table)
                .contains("| path | p50 | p99 | p99.9 | sent | non-2xx | failed |"
                        + " generator: sent late p99 / max, its GC |")
                .contains("| direct to the owner shard | 1.00 ms | 4.00 ms | 8.00 ms | 50,000 | 0 | 0 |"
                        + " 0.90 ms / 3.10 ms, no GC |")
                .contains("| through the router | 1.00 ms | 4.00 ms | 8.00 ms | 50,000 | 0 | 0 |"
                        + " 1.20 ms / 38.40 ms, 1 GC, 37 ms |")
                .contains("| added by the router | 0.00 ms | 0.00 ms | 0.00 ms | | | | |")
                .contains("a stall of the generator counts as the latency of the path it was measuring");
    }

    @Test
    void table_resultWithoutTheGeneratorsFigures_printsADash() throws Exception {
        String table = table("", "");

        assertThat(table).contains("| through the router | 1.00 ms | 4.00 ms | 8.00 ms | 50,000 | 0 | 0 | – |");
    }

    /** results.md of a run with one 503 row and an added-latency.json whose paths carry {@code direct}, {@code router}. */
    private String table(String direct, String router) throws Exception {
        Path run = Files.createDirectories(dir.resolve("run"));
        Files.writeString(run.resolve("rounds.jsonl"), round("router", 1, 400_000, null), StandardCharsets.UTF_8);
        Files.writeString(run.resolve("added-latency.json"), "{\"ratePerSecond\": 5000, \"secondsPerPath\": 10,"
                + " \"segmentMillis\": 1000, \"direct\": {" + percentiles() + direct + "}, \"router\": {"
                + percentiles() + router + "}, \"addedFromIntendedMicros\": {\"p50\": 0, \"p99\": 0, \"p99.9\": 0},"
                + " \"fronts\": []}", StandardCharsets.UTF_8);
        Result summarized = run("rows.py", "summarize", run.toString());
        Result table = run("table.py", run.toString(), "router", "10", "64", "2");
        assertThat(summarized.exit()).as(summarized.out()).isZero();
        assertThat(table.exit()).as(table.out()).isZero();
        return Files.readString(run.resolve("results.md"));
    }

    private static String percentiles() {
        return "\"sent\": 50000, \"nonSuccess\": 0, \"failures\": 0,"
                + " \"fromIntendedMicros\": {\"p50\": 1000, \"p99\": 4000, \"p99.9\": 8000, \"max\": 9000}";
    }

    /** The generator's figures of one path, as {@code AddedLatency} writes them. */
    private static String path(long lateP99Micros, long lateMaxMicros, int collections, int millis) {
        return ", \"generator\": {\"sendLateMicros\": {\"p50\": 100, \"p99\": " + lateP99Micros + ", \"max\": "
                + lateMaxMicros + "}, \"gcCollections\": " + collections + ", \"gcMillis\": " + millis + "}";
    }
}
