package io.hotshard.report;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.node.ArrayNode;
import io.hotshard.report.analysis.Outage;
import io.hotshard.report.analysis.Stall;
import io.hotshard.report.analysis.Stalls;
import io.hotshard.report.run.RunDirectory;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The incidents a report opens with: a stall found in the router's latency log, and a target that died. */
final class IncidentsTest {

    private static final int SECONDS = 12;

    @TempDir
    Path temp;

    private Path run(String name, java.util.function.Consumer<ArrayNode> events) throws Exception {
        RunFixture fixture = new RunFixture();
        fixture.seconds = SECONDS;
        fixture.keyedRate = 2000;
        fixture.fanoutPerSecond = 20;
        fixture.extra = manifest -> events.accept((ArrayNode) manifest.get("events"));
        Path dir = temp.resolve(name);
        fixture.write(dir);
        return dir;
    }

    /** A router log of 200 requests a second around 1 ms, and a 1.4 s stall starting in {@code stallSecond}. */
    private static void writeRouterLog(Path dir, int stallSecond) throws Exception {
        SplittableRandom random = new SplittableRandom(3);
        Histogram[] intervals = new Histogram[SECONDS];
        for (int s = 0; s < SECONDS; s++) {
            intervals[s] = new Histogram(3);
            for (int i = 0; i < 200; i++) {
                intervals[s].recordValue(800 + random.nextInt(400));
            }
        }
        for (int i = 0; i < 280; i++) {
            intervals[stallSecond].recordValue(1_400_000 - i * 5_000L);
        }
        RunFixture.writeHlog(dir.resolve("router-single-key.hlog"), intervals);
    }

    @Test
    void detect_steadyRun_findsNoStallAndNoOutage() throws Exception {
        Path dir = run("steady", events -> { });
        RunFixture.writeHlog(dir.resolve("router-single-key.hlog"), steadyIntervals());

        assertThat(Stalls.detect(RunDirectory.read(dir))).isEmpty();
        assertThat(Outage.describe(RunDirectory.read(dir))).isEmpty();
    }

    @Test
    void detect_routerLogWithAStall_marksItWithThePausedShardInBothReports() throws Exception {
        Path dir = run("stalled", events -> { });
        writeRouterLog(dir, 6);

        List<Stall> stalls = Stalls.detect(RunDirectory.read(dir));
        ReportWriter.write(dir, ReportOptions.defaults());

        assertThat(stalls).singleElement().satisfies(stall -> {
            assertThat(stall.fromSecond()).isEqualTo(6);
            assertThat(stall.toSecond()).isEqualTo(7);
            assertThat(stall.maxMicros()).isBetween(1_390_000L, 1_410_000L);
            assertThat(stall.heldRequests()).isBetween(230L, 260L);
            assertThat(stall.shard()).isEqualTo("shard-2");
        });
        assertThat(dir.resolve("report.md")).content().contains("> **Incident:** Stall between second 6 and 7"
                + " (shard-2 paused)");
        assertThat(dir.resolve("report.html")).content().contains("Stall between second 6 and 7");
    }

    @Test
    void describe_everyShardKilledAndNoneBack_saysTheTargetStoppedServing() throws Exception {
        Path dir = run("dead", IncidentsTest::killEveryShardAt8s);

        ReportWriter.write(dir, ReportOptions.defaults());

        assertThat(Outage.describe(RunDirectory.read(dir))).hasValueSatisfying(line ->
                assertThat(line).startsWith("The target stopped serving: by second 8 every shard"));
        assertThat(dir.resolve("report.md")).content().contains("The target stopped serving");
    }

    @Test
    void describe_aShardKilledAndRevived_isNoOutage() throws Exception {
        Path dir = run("revived", events -> {
            killEveryShardAt8s(events);
            events.addObject().put("atMillis", 9000).put("kind", "node-up").put("target", "shard-1");
        });

        assertThat(Outage.describe(RunDirectory.read(dir))).isEmpty();
    }

    private static void killEveryShardAt8s(ArrayNode events) {
        for (int i = 0; i < 4; i++) {
            events.addObject().put("atMillis", 8000 + i).put("kind", "node-killed").put("target", "shard-" + i);
        }
    }

    private static Histogram[] steadyIntervals() {
        Histogram[] intervals = new Histogram[SECONDS];
        for (int s = 0; s < SECONDS; s++) {
            intervals[s] = new Histogram(3);
            intervals[s].recordValueWithCount(1_000, 200);
        }
        return intervals;
    }
}
