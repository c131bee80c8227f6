package io.hotshard.simulations;

import io.hotshard.report.analysis.RunAnalysis;
import io.hotshard.report.analysis.ShardLoad;
import io.hotshard.report.analysis.ShardSaturation;
import java.io.PrintStream;
import java.util.Locale;

/** The few numbers a person wants first: hottest shard, its utilisation, tail latency and errors. */
final class Headline {

    private Headline() {
    }

    static void print(RunAnalysis analysis, PrintStream out) {
        ShardLoad hottest = analysis.load().hottest();
        ShardSaturation saturation = analysis.hottestSaturation();
        out.println(String.format(Locale.ROOT,
                "  headline: hottest %s share %.3f (fair %.3f, skew %.2f), utilisation mean %.2f peak %.2f,"
                        + " rejections %d; single-key p50 %.0f us p99 %.0f us p99.9 %.0f us; fan-out p99 %.0f us;"
                        + " error rate %.4f",
                hottest.id(), hottest.share(), hottest.fairShare(), analysis.load().skew(),
                saturation.meanUtilisation(), saturation.peakUtilisation(), analysis.saturation().totalRejections(),
                analysis.singleKey().p50Micros(), analysis.singleKey().p99Micros(), analysis.singleKey().p999Micros(),
                analysis.fanout().p99Micros(), analysis.errorRate()));
    }
}
