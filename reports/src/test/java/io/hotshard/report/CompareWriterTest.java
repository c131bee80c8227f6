package io.hotshard.report;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import com.fasterxml.jackson.databind.JsonNode;
import io.hotshard.report.analysis.ComparedRun;
import io.hotshard.report.analysis.RunComparison;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

final class CompareWriterTest {

    @TempDir
    static Path temp;

    static Path baseline;
    static Path cached;

    @BeforeAll
    static void writeRuns() throws Exception {
        RunFixture hot = new RunFixture();
        hot.seconds = 5;
        hot.celebrityShare = 0.3;
        baseline = temp.resolve("runs/no-mitigation");
        hot.write(baseline);
        RunFixture cool = new RunFixture();
        cool.seconds = 5;
        cool.celebrityShare = 0.03;
        cool.extra = run -> run.putObject("mitigation").put("name", "cache").putObject("cost")
                .put("extraRequests", 0).put("staleReads", 412).put("memoryBytes", 1_048_576);
        cached = temp.resolve("runs/cache");
        cool.write(cached);
    }

    @Test
    void compare_cacheAgainstNone_showsLowerHottestShareAndTheCacheCost() {
        RunComparison c = CompareWriter.compare(List.of(baseline, cached), ReportOptions.defaults());
        ComparedRun none = c.runs().get(0);
        ComparedRun cache = c.runs().get(1);
        assertThat(none.name()).isEqualTo("no-mitigation");
        assertThat(none.mitigation()).isEqualTo("none");
        assertThat(cache.mitigation()).isEqualTo("cache");
        assertThat(none.hottestShare()).isCloseTo(0.46, within(0.02));
        assertThat(cache.hottestShare()).isLessThan(none.hottestShare() - 0.15);
        assertThat(cache.hottestUtilisation()).isLessThan(none.hottestUtilisation());
        assertThat(cache.p99Micros()).isLessThan(none.p99Micros());
        assertThat(cache.cost()).containsEntry("staleReads", 412.0);
        assertThat(c.costNames()).containsExactly("extraRequests", "staleReads", "memoryBytes");
        assertThat(none.errorRate()).isZero();
    }

    @Test
    void write_outDirectory_writesThreeFilesThere() throws Exception {
        Path out = temp.resolve("cmp");
        List<Path> written = CompareWriter.write(List.of(baseline, cached), out, ReportOptions.defaults());
        assertThat(written).containsExactly(out.resolve("compare.html"), out.resolve("compare.md"),
                out.resolve("compare.json"));
        JsonNode json = RunFixture.JSON.readTree(out.resolve("compare.json").toFile());
        assertThat(json.at("/runs/1/cost/memoryBytes").asDouble()).isEqualTo(1_048_576);
        assertThat(json.at("/runs/0/shareByShard/shard-0").asDouble())
                .isGreaterThan(json.at("/runs/1/shareByShard/shard-0").asDouble());
        assertThat(Files.readString(out.resolve("compare.md"))).contains("| figure | no-mitigation | cache |",
                "| mitigation | none | cache |", "| cost: stale reads | - | 412 |", "## Mitigations: what each bought and cost");
        assertThat(Files.readString(out.resolve("compare.html"))).contains("Hottest shard utilisation by run", "<svg");
    }

    @Test
    void compare_sameNameTwice_numbersTheSecond() {
        RunComparison c = CompareWriter.compare(List.of(baseline, baseline), ReportOptions.defaults());
        assertThat(c.runs()).extracting(ComparedRun::name).containsExactly("no-mitigation", "no-mitigation (2)");
    }

    @Test
    void defaultOutput_isTheFirstRunsParent() {
        assertThat(CompareWriter.defaultOutput(List.of(cached, baseline))).isEqualTo(temp.resolve("runs"));
    }
}
