package io.hotshard.report.render;

import io.hotshard.report.analysis.CapacityPlan;
import io.hotshard.report.analysis.Knee;
import io.hotshard.report.analysis.RunAnalysis;
import io.hotshard.report.analysis.ShardLoad;
import io.hotshard.report.analysis.Sweep;
import io.hotshard.report.analysis.SweepPoint;
import io.hotshard.report.analysis.UslFit;
import io.hotshard.report.run.Series;
import io.hotshard.runformat.RunEvent;
import java.util.List;
import java.util.Locale;

/** The charts of the run report, as inline SVG. */
public final class RunCharts {

    private static final String KNEE_COLOUR = "#c0392b";
    private static final String GUIDE_COLOUR = "#555555";
    private static final int USL_CURVE_POINTS = 200;

    private RunCharts() {
    }

    /** Request share per shard with the fair share 1/N as a line. */
    public static String loadShare(RunAnalysis a) {
        List<ShardLoad> shards = a.load().shards();
        SvgBarChart chart = new SvgBarChart("Request share per shard", "shard", "share of requests (%)",
                shards.stream().map(ShardLoad::id).toList()).yTicks(v -> Fmt.compact(v * 100));
        chart.add("share of requests", shards.stream().mapToDouble(ShardLoad::share).toArray());
        chart.guide(1.0 / shards.size(), "fair share 1/N = " + Fmt.percent(1.0 / shards.size(), 2), GUIDE_COLOUR);
        return chart.render();
    }

    /** Client requests per second over the run. */
    public static String requests(RunAnalysis a) {
        SvgLineChart chart = new SvgLineChart("Load over time", "time since start (s)", "requests per second (req/s)")
                .add(a.requestsPerSecond(), SvgLineChart.Style.LINE);
        return events(chart, a).render();
    }

    /** Utilisation per shard over time, with the knee of each concurrency as a horizontal line. */
    public static String utilisation(RunAnalysis a) {
        SvgLineChart chart = new SvgLineChart("Utilisation per shard", "time since start (s)",
                "utilisation (busy slots / c)").yAtLeast(1.0);
        shards(chart, a.saturation().utilisation(), a.load().hottest().id());
        for (Knee k : a.knees()) {
            chart.guide(k.approximate(), String.format(Locale.ROOT, "knee (m+1)^(-1/m) = %.3f, m = %d (exact %.3f)",
                    k.approximate(), k.slots(), k.exact()), KNEE_COLOUR);
        }
        return events(chart, a).render();
    }

    /** Sampled queue depth per shard over time. */
    public static String queueDepth(RunAnalysis a) {
        SvgLineChart chart = new SvgLineChart("Queue depth per shard", "time since start (s)",
                "queue depth (requests waiting)");
        shards(chart, a.saturation().queueDepth(), a.load().hottest().id());
        return events(chart, a).render();
    }

    /** Rejections per second, all shards added up. */
    public static String rejections(RunAnalysis a) {
        SvgLineChart chart = new SvgLineChart("Rejections (queue full)", "time since start (s)",
                "rejections per second (req/s)").add(a.saturation().rejectionsPerSecond(), SvgLineChart.Style.LINE,
                "#e15759", 1.6);
        return events(chart, a).render();
    }

    /** Latency percentiles per interval on a log scale. */
    public static String latencyOverTime(String title, List<Series> series, RunAnalysis a) {
        SvgLineChart chart = new SvgLineChart(title, "time since start (s)", "latency (log scale)").logY()
                .yTicks(Fmt::microsTick);
        series.forEach(s -> chart.add(s, SvgLineChart.Style.LINE));
        return events(chart, a).render();
    }

    /** The percentile distribution: x is 1/(1-p) on a log scale, labelled as percentiles. */
    public static String percentiles(RunAnalysis a) {
        SvgLineChart chart = new SvgLineChart("Latency by percentile", "percentile (log scale of 1/(1-p))",
                "latency (log scale)").logX(RunCharts::percentileLabel).logY().yTicks(Fmt::microsTick);
        for (Series s : a.percentileCurves()) {
            chart.add(s, s.name().contains("predicted") ? SvgLineChart.Style.DASHED : SvgLineChart.Style.LINE);
        }
        return chart.render();
    }

    /** The hottest shard's predicted utilisation against the shard count, per what-if. */
    public static String capacity(CapacityPlan plan) {
        SvgLineChart chart = new SvgLineChart("Hottest shard utilisation by shard count (at the target rate)",
                "shards (log scale)", "hottest shard utilisation (ρ)").logX(Fmt::compact).yAtLeast(1.0);
        plan.utilisationByShards().forEach(s -> chart.add(s, SvgLineChart.Style.LINE));
        chart.guide(plan.input().targets().targetUtilisation(), "target utilisation "
                + Fmt.num(plan.input().targets().targetUtilisation(), 2), KNEE_COLOUR);
        chart.guide(1.0, "saturation ρ = 1", GUIDE_COLOUR);
        chart.marker(plan.input().currentShards(), "run: " + plan.input().currentShards() + " shards")
                .markerLegend("the run's shard count");
        return chart.render();
    }

    /** Throughput against offered load, with the line throughput = offered. */
    public static String sweepThroughput(Sweep sweep) {
        double[] offered = sweep.points().stream().mapToDouble(SweepPoint::offeredRatePerSecond).toArray();
        double[] x = sweep.points().stream().mapToDouble(SweepPoint::throughputPerSecond).toArray();
        double max = 0;
        for (double v : offered) {
            max = Math.max(max, v);
        }
        return new SvgLineChart("Throughput vs offered load", "offered load (req/s)", "throughput (2xx/s)")
                .add(new Series("measured throughput", offered, x), SvgLineChart.Style.POINTS)
                .add(new Series("throughput = offered", new double[] {0, max}, new double[] {0, max}),
                        SvgLineChart.Style.DASHED, GUIDE_COLOUR, 1.2)
                .render();
    }

    /** Throughput against N with the fitted USL curve and its peak. */
    public static String usl(Sweep sweep) {
        double[] n = sweep.points().stream().mapToDouble(SweepPoint::concurrency).toArray();
        double[] x = sweep.points().stream().mapToDouble(SweepPoint::throughputPerSecond).toArray();
        SvgLineChart chart = new SvgLineChart("Universal Scalability Law fit", "N (concurrency)", "throughput X (req/s)")
                .add(new Series("measured", n, x), SvgLineChart.Style.POINTS);
        sweep.fit().ifPresent(f -> {
            double top = 0;
            for (double v : n) {
                top = Math.max(top, v);
            }
            double peak = f.peakConcurrency();
            top = Double.isFinite(peak) ? Math.max(top, peak * 1.3) : top * 1.3;
            chart.add(curve(f, top), SvgLineChart.Style.LINE, "#e15759", 1.6);
            if (Double.isFinite(peak)) {
                chart.marker(peak, "N* = " + Fmt.num(peak, 1)).markerLegend("predicted peak N* = sqrt((1-σ)/κ)");
            }
        });
        return chart.render();
    }

    private static Series curve(UslFit fit, double top) {
        double[] n = new double[USL_CURVE_POINTS + 1];
        double[] x = new double[n.length];
        for (int i = 0; i <= USL_CURVE_POINTS; i++) {
            n[i] = Math.max(1e-3, top * i / USL_CURVE_POINTS);
            x[i] = fit.throughputAt(n[i]);
        }
        return new Series("USL fit", n, x);
    }

    private static void shards(SvgLineChart chart, List<Series> series, String hottest) {
        for (int i = 0; i < series.size(); i++) {
            Series s = series.get(i);
            boolean hot = s.name().equals(hottest);
            chart.add(hot ? new Series(s.name() + " (hottest)", s.x(), s.y()) : s, SvgLineChart.Style.LINE,
                    Palette.colour(i), hot ? 3.0 : 1.3);
        }
    }

    private static SvgLineChart events(SvgLineChart chart, RunAnalysis a) {
        for (RunEvent e : a.run().manifest().events()) {
            chart.marker(e.atSeconds(), e.label());
        }
        return chart;
    }

    /** Labels 10^k as its percentile: 1 is 0%, 10 is 90%, 100 is 99%, 1000 is 99.9%. */
    static String percentileLabel(double x) {
        double k = Math.log10(x);
        long decades = Math.round(k);
        if (Math.abs(k - decades) < 1e-9 && decades >= 0) {
            return decades == 0 ? "0%" : decades == 1 ? "90%" : "99" + (decades > 2 ? "." + "9".repeat((int) decades - 2) : "") + "%";
        }
        return Fmt.num((1 - 1 / x) * 100, 3) + "%";
    }
}
