package io.hotshard.metrics;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Whether a run's latencies are the target's or partly the harness's: the {@link HarnessThresholds} applied to
 * the {@link HarnessFigures}, with the reasons and an estimate of the latency the harness added to the shards' own
 * figures on the mean.
 *
 * <p>The estimate: a generator or router that stalls for D sends the requests due meanwhile together, and a queue at
 * utilisation ρ takes ρD / (1 − ρ) to drain them; summed over a run the waits this adds come to ρ / (1 − ρ) times
 * the delays' bursts ({@link DelayBursts}: their mean part beyond one service time, Σ D² / 2T). Delays shorter than
 * that barely move a Poisson stream. An event loop's delay also holds every answer back once, so its mean adds as
 * it is. With ρ the busiest shard's utilisation (capped at 0.95): added = mean loop delay + (send-lag bursts +
 * loop-delay bursts) · ρ / (1 − ρ). A client's latencies from the intended send time also include the send lag.
 *
 * @param addedMillis the estimated latency the harness added on the mean, milliseconds
 * @param reasons     one short phrase per exceeded threshold; empty when the run is clean
 */
public record HarnessVerdict(boolean distorted, double addedMillis, List<String> reasons, String line) {

    private static final double MAX_UTILISATION = 0.95;

    /** Copies the reasons. */
    public HarnessVerdict {
        reasons = List.copyOf(reasons);
    }

    /**
     * Judges {@code figures} of a run whose shards' mean service time is {@code meanServiceMicros} and whose
     * busiest shard was utilised {@code utilisation} (0..1; NaN when unknown, taken as an idle queue).
     */
    public static HarnessVerdict of(HarnessFigures figures, HarnessThresholds thresholds, double meanServiceMicros,
                                    double utilisation) {
        List<String> reasons = new ArrayList<>();
        double rho = queueUtilisation(utilisation);
        double bursts = bursts(figures);
        double addedMicros = orZero(figures.loopDelayMeanMicros()) + addedWaitMicros(figures, utilisation);
        double limit = thresholds.lagShareOfService() * meanServiceMicros;
        if (addedMicros > limit) {
            reasons.add(String.format(Locale.ROOT, "about %s added on the mean > %s: event-loop delay mean %s, "
                            + "send-lag and loop-delay bursts %s ×%.1f through the busiest queue at utilisation %.2f",
                    micros(addedMicros), micros(limit), micros(orZero(figures.loopDelayMeanMicros())),
                    micros(bursts), rho / (1 - rho), rho));
        }
        reasons.addAll(starvation(figures, thresholds));
        String line = reasons.isEmpty()
                ? String.format(Locale.ROOT, "harness check passed: about %s added on the mean; send lag mean %s "
                        + "(p99 %s), event-loop delay mean %s (p99 %s), GC %d ms, process CPU %s", micros(addedMicros),
                        micros(orZero(figures.sendLagMeanMicros())), micros(figures.sendLagP99Micros()),
                        micros(orZero(figures.loopDelayMeanMicros())), micros(figures.loopDelayP99Micros()),
                        figures.gcPauseTotalMillis(), cpu(figures))
                : String.format(Locale.ROOT, "this run's latencies include about %s added by the harness (%s); "
                        + "reduce the rate or use more injectors", millis(addedMicros), String.join("; ", reasons));
        return new HarnessVerdict(!reasons.isEmpty(), addedMicros / 1000, reasons, line);
    }

    /**
     * The wait the bursts of send lag and loop delay add on the mean at a queue utilised {@code utilisation}:
     * bursts · ρ / (1 − ρ), with ρ capped at 0.95 and NaN taken as an idle queue.
     */
    public static double addedWaitMicros(HarnessFigures figures, double utilisation) {
        double rho = queueUtilisation(utilisation);
        return bursts(figures) * rho / (1 - rho);
    }

    private static double queueUtilisation(double utilisation) {
        return Double.isFinite(utilisation) ? Math.max(0, Math.min(MAX_UTILISATION, utilisation)) : 0;
    }

    private static double bursts(HarnessFigures figures) {
        return orZero(figures.sendLagBurstMicros()) + orZero(figures.loopDelayBurstMicros());
    }

    /** The reasons, if any, why the process itself was short of time: GC pauses or CPU beyond their thresholds. */
    public static List<String> starvation(HarnessFigures figures, HarnessThresholds thresholds) {
        List<String> reasons = new ArrayList<>();
        if (figures.gcPauseTotalMillis() > thresholds.gcShareOfRun() * figures.seconds() * 1000) {
            reasons.add(String.format(Locale.ROOT, "GC pauses %d ms in %.0f s (max %d ms)",
                    figures.gcPauseTotalMillis(), figures.seconds(), figures.gcPauseMaxMillis()));
        }
        if (figures.processCpuShare() > thresholds.maxProcessCpuShare()) {
            reasons.add(String.format(Locale.ROOT, "process CPU %.0f%% of all cores > %.0f%%",
                    100 * figures.processCpuShare(), 100 * thresholds.maxProcessCpuShare()));
        }
        return reasons;
    }

    private static double orZero(double value) {
        return Double.isFinite(value) ? value : 0;
    }

    private static String millis(double micros) {
        return String.format(Locale.ROOT, "%.1f ms", micros / 1000);
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
