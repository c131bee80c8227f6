package io.hotshard.report.analysis;

/**
 * The mean queue wait of one shard as its law predicts it: Erlang C's M/M/c wait scaled by
 * {@code (Ca² + Cs²) / 2}, the squared coefficients of variation of the arrival gaps and of the service time
 * (Allen and Cunneen; Allen, Probability, Statistics and Queueing Theory, 1990, section 6.3). The scaling is
 * exact for the M/M/c queue (both 1) and for any M/G/1 queue (Pollaczek–Khinchine), an approximation otherwise.
 *
 * <p>A run's rate is not constant (a ramp, a mitigation, the last second), and the mean wait is convex in the rate,
 * so the run's mean rate would under-predict the wait of a run that spent most of its requests at its peak. The
 * prediction is therefore made per second and averaged with each second's arrivals as weights, the rate of each
 * second read from a centred window of {@value #WINDOW_SECONDS} seconds (those with arrivals: the seconds before the
 * load began and after it ended are not a lull): a single second's count carries its own Poisson noise, which the
 * convex wait would turn into a bias of several per cent near saturation.
 *
 * @param servers           c, the shard's service slots
 * @param meanServiceMicros S, the mean service time
 * @param arrivalScv        Ca², 1 for Poisson arrivals
 * @param serviceScv        Cs², 1 for exponential service, 0 for a fixed one
 */
public record QueueModel(int servers, double meanServiceMicros, double arrivalScv, double serviceScv) {

    /** Seconds of the centred window a second's rate is read from. */
    public static final int WINDOW_SECONDS = 5;

    /** Checks the values. */
    public QueueModel {
        if (servers < 1) {
            throw new IllegalArgumentException("servers must be >= 1 but was " + servers);
        }
        if (!(meanServiceMicros >= 0) || !(arrivalScv >= 0) || !(serviceScv >= 0)) {
            throw new IllegalArgumentException("meanServiceMicros, arrivalScv and serviceScv must be >= 0 but were "
                    + meanServiceMicros + ", " + arrivalScv + ", " + serviceScv);
        }
    }

    /** The arrivals' Ca² at a shard that receives {@code share} of a stream whose own Ca² is {@code sourceScv}. */
    public static double thinnedScv(double sourceScv, double share) {
        return 1 - share * (1 - sourceScv);
    }

    /** The mean wait at a steady {@code ratePerSecond}; infinite when the offered load reaches c. */
    public double meanWaitMicros(double ratePerSecond) {
        double offered = ratePerSecond * meanServiceMicros / 1e6;
        if (!ErlangC.stable(servers, offered)) {
            return Double.POSITIVE_INFINITY;
        }
        return (arrivalScv + serviceScv) / 2 * ErlangC.meanWait(servers, offered, meanServiceMicros);
    }

    /**
     * The mean wait over a run whose shard accepted {@code acceptedPerSecond[i]} requests in second i: each second's
     * prediction at its windowed rate, weighted by its arrivals. Infinite when any second with arrivals reaches c;
     * NaN when nothing arrived.
     */
    public double meanWaitMicros(long[] acceptedPerSecond) {
        double[] perSecond = perSecondWaitMicros(acceptedPerSecond);
        double weighted = 0;
        long total = 0;
        for (int i = 0; i < acceptedPerSecond.length; i++) {
            if (acceptedPerSecond[i] > 0) {
                weighted += acceptedPerSecond[i] * perSecond[i];
                total += acceptedPerSecond[i];
            }
        }
        return total == 0 ? Double.NaN : weighted / total;
    }

    /** Each second's predicted mean wait at its windowed rate; NaN for a second without arrivals. */
    public double[] perSecondWaitMicros(long[] acceptedPerSecond) {
        double[] waits = new double[acceptedPerSecond.length];
        for (int i = 0; i < acceptedPerSecond.length; i++) {
            waits[i] = acceptedPerSecond[i] == 0 ? Double.NaN
                    : meanWaitMicros(windowRate(acceptedPerSecond, i));
        }
        return waits;
    }

    private static double windowRate(long[] perSecond, int at) {
        int half = WINDOW_SECONDS / 2;
        int from = Math.max(0, at - half);
        int to = Math.min(perSecond.length - 1, at + half);
        long sum = 0;
        int seconds = 0;
        for (int i = from; i <= to; i++) {
            if (perSecond[i] > 0) {
                sum += perSecond[i];
                seconds++;
            }
        }
        return sum / (double) seconds;
    }
}
