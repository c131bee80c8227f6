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
        double errorRate = analysis.errorRate();
        // Fmt prints a figure that does not exist as "n/a", never NaN.
        out.println(String.format(Locale.ROOT,
                "  headline: hottest %s share %s (fair %s, skew %s), utilisation mean %s peak %s,"
                        + " rejections %d; single-key p50 %s p99 %s p99.9 %s; %s; %s",
                hottest.id(), Fmt.num(hottest.share(), 3), Fmt.num(hottest.fairShare(), 3),
                Fmt.num(analysis.load().skew(), 2), Fmt.num(saturation.meanUtilisation(), 2),
                Fmt.num(saturation.peakUtilisation(), 2), analysis.saturation().totalRejections(),
                Fmt.micros(analysis.singleKey().p50Micros()), Fmt.micros(analysis.singleKey().p99Micros()),
                Fmt.micros(analysis.singleKey().p999Micros()),
                Double.isNaN(fanOutP99) ? "no fan-out queries in this run" : "fan-out p99 " + Fmt.micros(fanOutP99),
                Double.isNaN(errorRate) ? "no answers to compute an error rate from"
                        : "error rate " + Fmt.num(errorRate, 4)));
    }
}
