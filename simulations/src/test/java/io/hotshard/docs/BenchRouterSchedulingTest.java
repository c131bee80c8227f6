package io.hotshard.docs;

import static io.hotshard.docs.BenchRouterHelpers.round;
import static io.hotshard.docs.BenchRouterHelpers.run;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.hotshard.docs.BenchRouterHelpers.Result;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * How {@code scripts/bench-router} reads the scheduler's treatment of a front end's threads: {@code sched.py delta}
 * sums what changed per thread between two snapshots, {@code rows.py summarize} turns a row's rounds into per-request
 * and per-turn figures, and {@code table.py} prints them in their own table.
 */
final class BenchRouterSchedulingTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path dir;

    @Test
    void delta_threadsOfTwoSnapshots_sumsWhatChangedAndCountsANewThreadFromZero() throws Exception {
        Path before = write("before.json", "{\"threads\": {"
                + "\"10/10\": " + thread(1_000_000, 500_000, 10, 8, 2) + ", "
                + "\"10/11\": " + thread(9_000_000, 9_000_000, 90, 90, 0) + "}}");
        Path after = write("after.json", "{\"threads\": {"
                + "\"10/10\": " + thread(4_000_000, 2_500_000, 30, 20, 10) + ", "
                + "\"11/12\": " + thread(2_000_000, 1_000_000, 5, 4, 1) + "}}");

        Result result = run("sched.py", "delta", before.toString(), after.toString());

        assertThat(result.exit()).as(result.out()).isZero();
        JsonNode delta = JSON.readTree(result.out());
        // 10/10 changed by (3 ms, 2 ms, 20, 12, 8); 11/12 is new; 10/11 ended and is not counted.
        assertThat(delta.get("threadRunNanos").asLong()).isEqualTo(5_000_000);
        assertThat(delta.get("threadWaitNanos").asLong()).isEqualTo(3_000_000);
        assertThat(delta.get("threadTurns").asLong()).isEqualTo(25);
        assertThat(delta.get("voluntarySwitches").asLong()).isEqualTo(16);
        assertThat(delta.get("involuntarySwitches").asLong()).isEqualTo(9);
    }

    @Test
    void summarize_roundsWithScheduling_givesWaitPerRequestRunPerTurnAndPreemptedShare() throws Exception {
        Path run = Files.createDirectories(dir.resolve("run"));
        Files.writeString(run.resolve("rounds.jsonl"), round("router", 1, 100_000, sched(2_000_000_000L,
                1_000_000_000L, 10_000, 7_000, 3_000)) + round("router", 2, 300_000, sched(6_000_000_000L,
                3_000_000_000L, 30_000, 29_000, 1_000)) + round("peer", 1, 200_000, null), StandardCharsets.UTF_8);

        Result summarized = run("rows.py", "summarize", run.toString());

        assertThat(summarized.exit()).as(summarized.out()).isZero();
        List<JsonNode> rows = new ArrayList<>();
        for (String line : Files.readAllLines(run.resolve("results.jsonl"))) {
            rows.add(JSON.readTree(line));
        }
        JsonNode router = rows.get(0).get("scheduling");
        // 4 s of waiting over 400,000 requests; 8 s of CPU over 40,000 turns; 4,000 preemptions of 40,000 switches.
        assertThat(router.get("waitMicrosPerRequest").asDouble()).isCloseTo(10.0, within(1e-9));
        assertThat(router.get("runMicrosPerTurn").asDouble()).isCloseTo(200.0, within(1e-9));
        assertThat(router.get("preemptedShare").asDouble()).isCloseTo(0.1, within(1e-9));
        assertThat(rows.get(0).get("rounds").get(1).get("scheduling").get("waitMicrosPerRequest").asDouble())
                .isCloseTo(10.0, within(1e-9));
        assertThat(rows.get(1).get("scheduling").isNull()).as("a row without scheduling figures").isTrue();

        Result table = run("table.py", run.toString(), "router", "10", "64", "2");

        assertThat(table.exit()).as(table.out()).isZero();
        assertThat(Files.readString(run.resolve("results.md")))
                .contains("| 503: shard marked down | router | 10.0 | 200 µs | 10% |")
                .doesNotContain("| 503: shard marked down | peer | 0");
    }

    private static String thread(long runNanos, long waitNanos, long turns, long voluntary, long involuntary) {
        return "{\"runNanos\": " + runNanos + ", \"waitNanos\": " + waitNanos + ", \"turns\": " + turns
                + ", \"voluntary\": " + voluntary + ", \"involuntary\": " + involuntary + "}";
    }

    private static String sched(long runNanos, long waitNanos, long turns, long voluntary, long involuntary) {
        return "{\"threadRunNanos\": " + runNanos + ", \"threadWaitNanos\": " + waitNanos + ", \"threadTurns\": "
                + turns + ", \"voluntarySwitches\": " + voluntary + ", \"involuntarySwitches\": " + involuntary + "}";
    }

    private Path write(String name, String text) throws IOException {
        return Files.writeString(dir.resolve(name), text, StandardCharsets.UTF_8);
    }

}
