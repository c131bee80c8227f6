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
 * {@code scripts/bench-router --baseline-router}: another build's router measured beside this build's in the same
 * rounds, its req/s over the router's in the table even when the peers are left out ({@code --only-router}).
 */
final class BenchRouterBaselineTest {

    @TempDir
    Path dir;

    @Test
    void table_onlyTheRouterAndItsBaseline_printsTheBaselinesRatioBesideTheJitMillis() throws Exception {
        String table = onlyRouterTable(round("router", 1, 400_000, null)
                + round("baseline router from old.jar", 1, 300_000, null));

        assertThat(table)
                .contains("| errors | CPU µs/request | JIT ms in the runs | ratio to hotshard |")
                .contains("| 503: shard marked down | router | 40,000 |")
                .contains("| 503: shard marked down | baseline router from old.jar | 30,000 |")
                .containsPattern("\\| baseline router from old\\.jar \\|.*\\| 0 \\| 0\\.75 \\|\\n")
                .contains("ratio: the row's req/s over the router's for the same answer.");
    }

    @Test
    void table_theRouterAlone_hasNoRatioColumn() throws Exception {
        String table = onlyRouterTable(round("router", 1, 400_000, null));

        assertThat(table).contains("| errors | CPU µs/request | JIT ms in the runs |\n").doesNotContain("ratio");
    }

    /** results.md of an --only-router run whose rounds.jsonl holds {@code rounds}. */
    private String onlyRouterTable(String rounds) throws Exception {
        Path run = Files.createDirectories(dir.resolve("run"));
        Files.writeString(run.resolve("rounds.jsonl"), rounds, StandardCharsets.UTF_8);
        Result summarized = run("rows.py", "summarize", run.toString());
        Result table = run("table.py", run.toString(), "router", "10", "64", "2", "--only-router");
        assertThat(summarized.exit()).as(summarized.out()).isZero();
        assertThat(table.exit()).as(table.out()).isZero();
        return Files.readString(run.resolve("results.md"));
    }
}
