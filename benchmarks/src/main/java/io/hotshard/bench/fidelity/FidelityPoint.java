package io.hotshard.bench.fidelity;

import java.util.Locale;

/**
 * One point of the fidelity sweep: {@code shards} shards of {@code servers} slots each (one shard is reached
 * directly, more through the router), service law and mean, target utilisation rho, arrival process, how long.
 * {@code stampIntended} tells the shards each request's intended send time rather than its actual one, which tests
 * the shards alone: the generator's lag then shows in the answers' lateness, not in the modelled queue.
 */
record FidelityPoint(int shards, int servers, ServiceLaw law, long meanServiceMicros, double rho, Arrivals arrivals,
                     double seconds, double warmUpSeconds, long hogMillis, boolean stampIntended, long seed) {

    /** Checks every field, naming the bad value. */
    FidelityPoint {
        if (shards < 1) {
            throw new IllegalArgumentException("shards must be >= 1 but was " + shards);
        }
        if (servers < 1) {
            throw new IllegalArgumentException("servers must be >= 1 but was " + servers);
        }
        if (!(rho > 0 && rho < 1)) {
            throw new IllegalArgumentException("rho must be in (0, 1) but was " + rho);
        }
        if (meanServiceMicros < 1) {
            throw new IllegalArgumentException("mean service must be >= 1 µs but was " + meanServiceMicros);
        }
        if (!(seconds > 0)) {
            throw new IllegalArgumentException("seconds must be > 0 but was " + seconds);
        }
    }

    /** The total offered rate: each shard at {@code rho c / S} (the router spreads keys only about evenly). */
    double totalRatePerSecond() {
        return shards * rho * servers * 1e6 / meanServiceMicros;
    }

    /**
     * Seconds for a 95% confidence half-width of {@code relativeError} on the mean, from the asymptotic variance
     * of the M/M/1 time-average number in system, {@code 2 rho (1 + rho) / (1 - rho)^4} service times (Whitt,
     * "Planning queueing simulations", Management Science 1989): {@code 1.96^2 2 (1 + rho) / (rho (1 - rho)^2 e^2)}
     * mean service times. An estimate for c = 1 used for every c; the batch means of the run give the achieved one.
     */
    static double secondsFor(double rho, long meanServiceMicros, double relativeError) {
        double serviceTimes = 1.96 * 1.96 * 2 * (1 + rho) / (rho * (1 - rho) * (1 - rho) * relativeError * relativeError);
        return serviceTimes * meanServiceMicros / 1e6;
    }

    String label() {
        return String.format(Locale.ROOT, "%s %d shard%s c=%d S=%.1fms rho=%.2f", law.name().toLowerCase(Locale.ROOT),
                shards, shards == 1 ? "" : "s", servers, meanServiceMicros / 1000.0, rho);
    }
}
