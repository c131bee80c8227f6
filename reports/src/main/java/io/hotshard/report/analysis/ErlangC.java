package io.hotshard.report.analysis;

/**
 * The M/M/c queue: Poisson arrivals, exponential service, c servers, unbounded FIFO queue.
 *
 * <p>Erlang C (Erlang 1917) is computed from Erlang B with the stable recursion
 * {@code B(0) = 1, B(k) = a B(k-1) / (k + a B(k-1))} and {@code C = c B / (c - a (1 - B))}
 * (Kleinrock, Queueing Systems vol. 1, 1975, section 3.5), which avoids the factorials of the closed form.
 */
public final class ErlangC {

    private ErlangC() {
    }

    /**
     * The probability that an arrival has to wait: Erlang C, {@code C(c, a)}.
     *
     * @param servers c, the number of servers (service slots)
     * @param offeredErlangs a = arrival rate x mean service time; must be below c for a stable queue
     */
    public static double probabilityOfWait(int servers, double offeredErlangs) {
        check(servers, offeredErlangs);
        double b = 1.0;
        for (int k = 1; k <= servers; k++) {
            b = offeredErlangs * b / (k + offeredErlangs * b);
        }
        return servers * b / (servers - offeredErlangs * (1 - b));
    }

    /** The mean time waiting in the queue, {@code Wq = C(c, a) S / (c - a)}, in the unit of {@code meanService}. */
    public static double meanWait(int servers, double offeredErlangs, double meanService) {
        return probabilityOfWait(servers, offeredErlangs) * meanService / (servers - offeredErlangs);
    }

    /**
     * P(wait <= t) for the M/M/c FIFO queue: {@code 1 - C(c, a) exp(-(c - a) t / S)}.
     *
     * @param t a time in the unit of {@code meanService}
     */
    public static double waitCdf(int servers, double offeredErlangs, double meanService, double t) {
        if (t < 0) {
            return 0;
        }
        double c = probabilityOfWait(servers, offeredErlangs);
        return 1 - c * Math.exp(-(servers - offeredErlangs) * t / meanService);
    }

    /** Whether the queue is stable, i.e. the offered load is below the number of servers. */
    public static boolean stable(int servers, double offeredErlangs) {
        return offeredErlangs < servers;
    }

    private static void check(int servers, double offeredErlangs) {
        if (servers < 1) {
            throw new IllegalArgumentException("servers must be >= 1 but was " + servers);
        }
        if (!(offeredErlangs >= 0 && offeredErlangs < servers)) {
            throw new IllegalArgumentException("offered load must be in [0, servers=" + servers + ") but was "
                    + offeredErlangs);
        }
    }
}
