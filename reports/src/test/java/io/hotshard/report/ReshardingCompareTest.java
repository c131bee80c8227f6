package io.hotshard.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.hotshard.report.analysis.ComparedRun;
import io.hotshard.report.analysis.Resharding;
import io.hotshard.report.analysis.RunComparison;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A resharding comparison leads with the move's own figures, read from the run directories alone. */
final class ReshardingCompareTest {

    static final String STAMP = "ReshardingSimulation-20261202-180224-";

    @TempDir
    static Path temp;

    static List<Path> runs;

    @BeforeAll
    static void writeRuns() throws Exception {
        runs = writeReshardingRuns(temp.resolve("runs"));
    }

    /** Three resharding runs (a plain add, migrations at 200 and 2000 keys/s) named as the script names them. */
    static List<Path> writeReshardingRuns(Path root) throws Exception {
        Path plain = root.resolve(STAMP + "plain-add");
        fixture(run -> {
            ((ArrayNode) run.get("events")).addObject().put("atMillis", 8000).put("kind", "node-added")
                    .put("target", "shard-4");
            run.putObject("resharding").put("readsNotFound", 1577);
        }).write(plain);
        Path slow = root.resolve(STAMP + "migrate-200");
        fixture(run -> migration(run, 6_000, 27_400, 4200, 3)).write(slow);
        Path fast = root.resolve(STAMP + "migrate-2000");
        fixture(run -> migration(run, 6_000, 11_400, 4200, 0)).write(fast);
        return List.of(plain, slow, fast);
    }

    private static RunFixture fixture(java.util.function.Consumer<ObjectNode> extra) {
        RunFixture f = new RunFixture();
        f.seconds = 30;
        f.keyedRate = 800;
        f.fanoutPerSecond = 2;
        f.extra = run -> {
            run.put("simulation", "ReshardingSimulation");
            ((ObjectNode) run.get("parameters")).put("hotshard.ramp", "4s");
            extra.accept(run);
        };
        return f;
    }

    private static void migration(ObjectNode run, long startMillis, long endMillis, long keys, long dualWrites) {
        long start = RunFixture.START.toEpochMilli();
        run.putObject("migration").put("id", 1).put("node", "shard-4").put("phase", "done")
                .put("startedAtMillis", start + startMillis).put("finishedAtMillis", start + endMillis)
                .put("keysToMove", keys).put("keysCopied", keys).put("verified", keys).put("mismatches", 0)
                .put("dualWrites", dualWrites);
    }

    @Test
    void compare_scriptNamedRuns_labelsEachByWhatSetsItApart() {
        RunComparison c = CompareWriter.compare(runs, ReportOptions.defaults());

        assertThat(c.runs()).extracting(ComparedRun::name).containsExactly("plain-add", "migrate-200", "migrate-2000");
    }

    @Test
    void compare_reshardingRuns_readsTheMoveOfEachFromItsFiles() {
        RunComparison c = CompareWriter.compare(runs, ReportOptions.defaults());

        Resharding plain = c.runs().get(0).resharding().orElseThrow();
        Resharding slow = c.runs().get(1).resharding().orElseThrow();
        assertThat(plain.migrated()).isFalse();
        assertThat(plain.readsNotFound()).isEqualTo(1577);
        assertThat(plain.impact().startSeconds()).isEqualTo(8.0);
        assertThat(plain.impact().before().fromSeconds()).isEqualTo(4.0);
        assertThat(slow.migrated()).isTrue();
        assertThat(slow.impact().durationSeconds()).isCloseTo(21.4, within(1e-9));
        assertThat(slow.impact().during().requests()).isPositive();
        assertThat(slow.keysCopied()).isEqualTo(4200);
        assertThat(slow.dualWrites()).isEqualTo(3);
        assertThat(slow.readsNotFound()).as("the router's 4xx when the generator's count is not recorded").isZero();
    }

    @Test
    void write_reshardingRuns_leadWithTheMoveRowsInEveryFormat() throws Exception {
        Path out = temp.resolve("cmp");
        CompareWriter.write(runs, out, ReportOptions.defaults());

        String md = Files.readString(out.resolve("compare.md"));
        assertThat(md.indexOf("## Resharding: the move")).isPositive().isLessThan(md.indexOf("## Every run"));
        assertThat(md).contains("| figure | plain-add | migrate-200 | migrate-2000 |", "| reads answered 404 | 1577 | 0 | 0 |",
                "| move duration | 0 s (nothing moved) | 21.4 s | 5.4 s |", "| keys copied | - | 4200 | 4200 |",
                "| dual writes | - | 3 | 0 |", "single-key p99 during | - | ");
        String html = Files.readString(out.resolve("compare.html"));
        assertThat(html.indexOf("Resharding: the move")).isLessThan(html.indexOf("Every run"));
        JsonNode json = RunFixture.JSON.readTree(out.resolve("compare.json").toFile());
        assertThat(json.at("/runs/1/resharding/durationSeconds").asDouble()).isCloseTo(21.4, within(1e-9));
        assertThat(json.at("/runs/0/resharding/readsNotFound").asLong()).isEqualTo(1577);
    }

    @Test
    void labels_namesSharingAPrefix_keepWhatFollowsTheLastSharedSeparator() {
        assertThat(CompareWriter.labels(List.of("zipfian-none", "zipfian-hedging"))).containsExactly("none", "hedging");
        assertThat(CompareWriter.labels(List.of("run-a1", "run-a2"))).containsExactly("a1", "a2");
        assertThat(CompareWriter.labels(List.of("alone"))).containsExactly("alone");
        assertThat(CompareWriter.labels(List.of("same", "same"))).containsExactly("same", "same");
    }
}
