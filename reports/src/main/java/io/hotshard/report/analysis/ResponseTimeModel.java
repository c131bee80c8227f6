package io.hotshard.report.analysis;

/**
 * An approximate response-time distribution of one shard: the M/M/c waiting time (Erlang C, with its
 * exponential tail {@code P(W > t) = C exp(-(c - a) t / S)}) added to an independent draw from the measured
 * service distribution. The M/M/c wait assumes exponential service; with other service distributions this
 * is an approximation, stated as such in the report.
 *
 * @param servers c, the shard's service slots
 * @param arrivalRatePerSecond requests per second reaching the shard
 */
public record ResponseTimeModel(int servers, double arrivalRatePerSecond, ServiceDistribution service) {

    private static final int MAX_DOUBLINGS = 200;
    private static final int BISECTIONS = 100;

    /** a = lambda S, in Erlangs. */
    public double offeredErlangs() {
        return arrivalRatePerSecond * service.meanMicros() / 1e6;
    }

    /** rho = a / c. */
    public double utilisation() {
        return offeredErlangs() / servers;
    }

    /** Whether the queue is stable (rho below 1). */
    public boolean stable() {
        return ErlangC.stable(servers, offeredErlangs());
    }

    /** Erlang C mean wait in microseconds; infinite when unstable. */
    public double meanWaitMicros() {
        if (!stable()) {
            return Double.POSITIVE_INFINITY;
        }
        return ErlangC.meanWait(servers, offeredErlangs(), service.meanMicros());
    }

    /** P(response <= t): the wait's distribution averaged over the service distribution. */
    public double cdf(double tMicros) {
        double a = offeredErlangs();
        double pWait = ErlangC.probabilityOfWait(servers, a);
        double rate = (servers - a) / service.meanMicros();
        return service.expect(s -> s > tMicros ? 0 : 1 - pWait * Math.exp(-rate * (tMicros - s)));
    }

    /** The p-quantile of the response time in microseconds; infinite when unstable. */
    public double quantileMicros(double p) {
        if (!(p > 0 && p < 1)) {
            throw new IllegalArgumentException("p must be in (0, 1) but was " + p);
        }
        if (!stable()) {
            return Double.POSITIVE_INFINITY;
        }
        double hi = Math.max(1, service.meanMicros());
        for (int i = 0; i < MAX_DOUBLINGS && cdf(hi) < p; i++) {
            hi *= 2;
        }
        double lo = 0;
        for (int i = 0; i < BISECTIONS && hi - lo > 1e-3; i++) {
            double mid = (lo + hi) / 2;
            if (cdf(mid) >= p) {
                hi = mid;
            } else {
                lo = mid;
            }
        }
        return hi;
    }
}
