package io.hotshard.metrics;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Whether a run's latencies are the target's or partly the harness's: the {@link HarnessThresholds} applied to
 * the {@link HarnessFigures}, with the reasons and an estimate of the latency the harness added at the p99
 * (send lag p99 plus event-loop delay p99, plus the longest GC pause when GC is a reason).
 *
 * @param reasons one short phrase per exceeded threshold; empty when the run is clean
 */
public record HarnessVerdict(boolean distorted, double addedMillis, List<String> reasons, String line) {

    /** Copies the reasons. */
    public HarnessVerdict {
        reasons = List.copyOf(reasons);
    }

    /** Judges {@code figures} of a run whose shards' mean service time is {@code meanServiceMicros}. */
    public static HarnessVerdict of(HarnessFigures figures, HarnessThresholds thresholds, double meanServiceMicros) {
        List<String> reasons = new ArrayList<>();
        double lagLimit = thresholds.lagShareOfService() * meanServiceMicros;
        if (figures.sendLagP99Micros() > lagLimit) {
            reasons.add(String.format(Locale.ROOT, "generator send lag p99 %s > %s",
                    micros(figures.sendLagP99Micros()), micros(lagLimit)));
        }
        if (figures.loopDelayP99Micros() > lagLimit) {
            reasons.add(String.format(Locale.ROOT, "event-loop delay p99 %s > %s",
                    micros(figures.loopDelayP99Micros()), micros(lagLimit)));
        }
        boolean gc = figures.gcPauseTotalMillis() > thresholds.gcShareOfRun() * figures.seconds() * 1000;
        if (gc) {
            reasons.add(String.format(Locale.ROOT, "GC pauses %d ms in %.0f s (max %d ms)",
                    figures.gcPauseTotalMillis(), figures.seconds(), figures.gcPauseMaxMillis()));
        }
        if (figures.processCpuShare() > thresholds.maxProcessCpuShare()) {
            reasons.add(String.format(Locale.ROOT, "process CPU %.0f%% of all cores > %.0f%%",
                    100 * figures.processCpuShare(), 100 * thresholds.maxProcessCpuShare()));
        }
        double added = (figures.sendLagP99Micros() + figures.loopDelayP99Micros()) / 1000.0
                + (gc ? figures.gcPauseMaxMillis() : 0);
        String line = reasons.isEmpty()
                ? String.format(Locale.ROOT, "harness check passed: send lag p99 %s, event-loop delay p99 %s, "
                        + "GC %d ms, process CPU %s", micros(figures.sendLagP99Micros()),
                        micros(figures.loopDelayP99Micros()), figures.gcPauseTotalMillis(), cpu(figures))
                : String.format(Locale.ROOT, "this run's latencies include %.1f ms added by the harness (%s); "
                        + "reduce the rate or use more injectors", added, String.join("; ", reasons));
        return new HarnessVerdict(!reasons.isEmpty(), added, reasons, line);
    }

    private static String micros(double value) {
        return value >= 1000 ? String.format(Locale.ROOT, "%.2f ms", value / 1000)
                : String.format(Locale.ROOT, "%.0f µs", value);
    }

    private static String cpu(HarnessFigures figures) {
        return Double.isFinite(figures.processCpuShare())
                ? String.format(Locale.ROOT, "%.0f%%", 100 * figures.processCpuShare()) : "unknown";
    }
}
