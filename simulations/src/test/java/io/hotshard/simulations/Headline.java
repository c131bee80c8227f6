package io.hotshard.simulations;

import io.hotshard.report.analysis.RunAnalysis;
import io.hotshard.report.analysis.ShardLoad;
import io.hotshard.report.analysis.ShardSaturation;
import io.hotshard.report.render.Fmt;
import java.io.PrintStream;
import java.util.Locale;

/** The few numbers a person wants first: hottest shard, its utilisation, tail latency and errors. */
final class Headline {

    private Headline() {
    }

    static void print(RunAnalysis analysis, PrintStream out) {
        ShardLoad hottest = analysis.load().hottest();
        ShardSaturation saturation = analysis.hottestSaturation();
        double fanOutP99 = analysis.fanout().p99Micros();
        out.println(String.format(Locale.ROOT,
                "  headline: hottest %s share %.3f (fair %.3f, skew %.2f), utilisation mean %.2f peak %.2f,"
                        + " rejections %d; single-key p50 %s p99 %s p99.9 %s; %s; error rate %.4f",
                hottest.id(), hottest.share(), hottest.fairShare(), analysis.load().skew(),
                saturation.meanUtilisation(), saturation.peakUtilisation(), analysis.saturation().totalRejections(),
                Fmt.micros(analysis.singleKey().p50Micros()), Fmt.micros(analysis.singleKey().p99Micros()),
                Fmt.micros(analysis.singleKey().p999Micros()),
                Double.isNaN(fanOutP99) ? "no fan-out queries in this run" : "fan-out p99 " + Fmt.micros(fanOutP99),
                analysis.errorRate()));
    }
}
