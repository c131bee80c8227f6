package io.hotshard.report;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.hotshard.report.analysis.GrayFailure;
import io.hotshard.report.analysis.RunComparison;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A gray-failure comparison leads with the slow shard's story, read from each run's events and files. */
final class GrayFailureCompareTest {

    @TempDir
    static Path temp;

    static Path stays;
    static Path evicts;

    @BeforeAll
    static void writeRuns() throws Exception {
        stays = temp.resolve("runs/GrayFailureSimulation-20261202-190000-stays");
        fixture(false).write(stays);
        evicts = temp.resolve("runs/GrayFailureSimulation-20261202-190000-evicts");
        fixture(true).write(evicts);
    }

    private static RunFixture fixture(boolean evicted) {
        RunFixture f = new RunFixture();
        f.seconds = 20;
        f.keyedRate = 800;
        f.fanoutPerSecond = 2;
        f.extra = run -> {
            ArrayNode events = (ArrayNode) run.get("events");
            ObjectNode slowed = events.addObject().put("atMillis", 8000).put("kind", "config-changed")
                    .put("target", "shard-1");
            slowed.putObject("detail").put("slownessMultiplier", 30);
            events.addObject().put("atMillis", 9500).put("kind", "node-down").put("target", "shard-1");
            if (evicted) {
                events.addObject().put("atMillis", 9600).put("kind", "node-removed").put("target", "shard-1");
            }
        };
        return f;
    }

    @Test
    void compare_slowedShard_readsWhenItWasMarkedDownAndEvicted() {
        RunComparison c = CompareWriter.compare(List.of(stays, evicts), ReportOptions.defaults());

        GrayFailure stayed = c.runs().get(0).grayFailure().orElseThrow();
        GrayFailure evicted = c.runs().get(1).grayFailure().orElseThrow();
        assertThat(c.runs().get(0).name()).isEqualTo("stays");
        assertThat(stayed.shard()).isEqualTo("shard-1");
        assertThat(stayed.multiplier()).isEqualTo(30);
        assertThat(stayed.markedDownSeconds()).isEqualTo(9.5);
        assertThat(stayed.evictedSeconds()).isNaN();
        assertThat(evicted.evictedSeconds()).isEqualTo(9.6);
        assertThat(stayed.shareBefore()).isBetween(0.1, 0.4);
        assertThat(stayed.impact().before().requests()).isPositive();
    }

    @Test
    void write_grayFailureRuns_leadWithTheSlowShardRows() throws Exception {
        Path out = temp.resolve("cmp");
        CompareWriter.write(List.of(stays, evicts), out, ReportOptions.defaults());

        String md = Files.readString(out.resolve("compare.md"));
        assertThat(md.indexOf("## Gray failure: the slow shard")).isPositive().isLessThan(md.indexOf("## Every run"));
        assertThat(md).contains("| slowed shard | shard-1 ×30 at 8.0 s | shard-1 ×30 at 8.0 s |",
                "| marked down | 1.5 s after the slowdown | 1.5 s after the slowdown |",
                "| evicted from the ring | no | 1.6 s after the slowdown |");
        assertThat(RunFixture.JSON.readTree(out.resolve("compare.json").toFile()).at("/runs/1/grayFailure/evictedSeconds")
                .asDouble()).isEqualTo(9.6);
    }
}
