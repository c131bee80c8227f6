package io.hotshard.simulations;

import java.util.Locale;

/**
 * Whether this machine can hold a rate, judged before the load from a short window at a lower rate: what a request
 * cost the JVM in CPU (the load generator and, for an embedded cluster, the router and shards in the same process),
 * and how much of the cores other processes took meanwhile. Holding {@code rate} needs {@code rate × cost} of the
 * cores; a generator that needs more than {@code maxUtilisation} of what other processes leave falls behind in
 * bursts (on two cores, runnable threads outnumber the cores and answers queue behind them), so the run is refused
 * with these figures instead of missing silently.
 *
 * @param windowSeconds        the measured window
 * @param requests             requests completed in it
 * @param cpuMicrosPerRequest  this JVM's CPU time per completed request
 * @param cores                the machine's cores
 * @param otherCores           cores' worth of CPU other processes used in the window
 * @param targetRate           the rate to hold, requests a second
 * @param neededCores          {@code targetRate × cpuMicrosPerRequest}
 * @param utilisation          {@code neededCores} over the cores other processes left
 * @param maxUtilisation       the highest utilisation at which the rate counts as holdable
 */
public record Preflight(double windowSeconds, long requests, double cpuMicrosPerRequest, int cores,
                        double otherCores, double targetRate, double neededCores, double utilisation,
                        double maxUtilisation) {

    /** Clock ticks a second of {@code /proc/stat} (USER_HZ, 100 on Linux whatever the kernel's own tick). */
    static final double TICKS_PER_SECOND = 100;

    /** Judges the window from {@code start} to {@code end} for {@code targetRate} on {@code cores} cores. */
    public static Preflight judge(CpuReading start, CpuReading end, int cores, double targetRate,
                                  double maxUtilisation) {
        if (cores < 1 || targetRate <= 0 || maxUtilisation <= 0 || maxUtilisation > 1) {
            throw new IllegalArgumentException("cores >= 1, a positive rate and a utilisation in (0, 1] needed but were "
                    + cores + ", " + targetRate + ", " + maxUtilisation);
        }
        double seconds = (end.nanoTime() - start.nanoTime()) / 1e9;
        if (seconds <= 0) {
            throw new IllegalArgumentException("the window must end after it starts but lasted " + seconds + " s");
        }
        long requests = end.completed() - start.completed();
        double processSeconds = (end.processCpuNanos() - start.processCpuNanos()) / 1e9;
        double cost = requests > 0 ? processSeconds * 1e6 / requests : Double.POSITIVE_INFINITY;
        double other = 0;
        if (start.machineBusyTicks() >= 0 && end.machineBusyTicks() >= 0) {
            double machineSeconds = (end.machineBusyTicks() - start.machineBusyTicks()) / TICKS_PER_SECOND;
            other = Math.min(cores, Math.max(0, machineSeconds - processSeconds) / seconds);
        }
        double needed = targetRate * cost / 1e6;
        double left = cores - other;
        double utilisation = left > 0 ? needed / left : Double.POSITIVE_INFINITY;
        return new Preflight(seconds, requests, cost, cores, other, targetRate, needed, utilisation, maxUtilisation);
    }

    /** The rate can be held: it needs at most {@code maxUtilisation} of the cores other processes leave. */
    public boolean canHold() {
        return utilisation <= maxUtilisation;
    }

    /** The highest rate this window says the machine holds. */
    public double holdableRate() {
        return requests == 0 ? 0 : maxUtilisation * (cores - otherCores) * 1e6 / cpuMicrosPerRequest;
    }

    /** One line with the figures and the verdict. */
    public String line() {
        if (requests == 0) {
            return String.format(Locale.ROOT, "pre-flight: no request completed in %.1f s, so this machine cannot be "
                    + "judged to hold %,.0f req/s", windowSeconds, targetRate);
        }
        return String.format(Locale.ROOT, "pre-flight: %,d requests in %.1f s cost %.0f µs of this JVM's CPU each; "
                        + "%,.0f req/s needs %.2f of the %d cores, other processes used %.2f, so %.0f%% of what they "
                        + "left (at most %.0f%% holds a rate): %s", requests, windowSeconds, cpuMicrosPerRequest,
                targetRate, neededCores, cores, otherCores, 100 * utilisation, 100 * maxUtilisation,
                canHold() ? "this machine can hold it"
                        : String.format(Locale.ROOT, "this machine cannot hold it now (about %,.0f req/s at most)",
                                holdableRate()));
    }
}
