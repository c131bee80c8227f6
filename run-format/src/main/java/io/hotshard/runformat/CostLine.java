package io.hotshard.runformat;

/**
 * How one process's CPU grows with the requests it serves, in {@code run.json}'s {@code cassandra.capacity}: a
 * least-squares line through the run's one-second samples of (requests served per second, CPU cores used), a fixed
 * part and a marginal cost. When the line cannot be trusted (the rate barely varied, few samples, a poor fit) the
 * method is {@link #AVERAGE}: no fixed part, and the CPU over the run per request served as the cost.
 *
 * @param method            {@link #MARGINAL} or {@link #AVERAGE}
 * @param fixedCores        the CPU the process uses at no load, in cores (0 for the average)
 * @param microsPerRequest  the CPU each further request served costs (the marginal), or the average
 * @param r2                the line's coefficient of determination; -1 when there was no line
 * @param samples           one-second samples the line was fitted to
 * @param rateRange         the samples' range of rates over their mean rate; -1 without samples
 */
public record CostLine(String method, double fixedCores, double microsPerRequest, double r2, int samples,
                       double rateRange) {

    /** The line through the samples is the plan's basis. */
    public static final String MARGINAL = "marginal";
    /** The CPU over the run per request served is the plan's basis (the line was not trusted). */
    public static final String AVERAGE = "average";
    /** Fewer samples than this and the line is not trusted. */
    public static final int MIN_SAMPLES = 10;
    /** A rate range under this share of the mean rate and the line is not trusted. */
    public static final double MIN_RATE_RANGE = 0.3;
    /** A coefficient of determination under this and the line is not trusted. */
    public static final double MIN_R2 = 0.5;

    /** Whether the line is the basis. */
    public boolean marginal() {
        return MARGINAL.equals(method);
    }

    /** A line fitted to {@code samples}, kept when it is trusted, else the average cost {@code averageMicros}. */
    public static CostLine of(double fixedCores, double slopeMicros, double r2, int samples, double rateRange,
                              double averageMicros) {
        boolean trusted = samples >= MIN_SAMPLES && rateRange >= MIN_RATE_RANGE && r2 >= MIN_R2 && slopeMicros > 0;
        return trusted ? new CostLine(MARGINAL, fixedCores, slopeMicros, r2, samples, rateRange)
                : new CostLine(AVERAGE, 0, averageMicros, r2, samples, rateRange);
    }

    /** The average cost {@code averageMicros} (-1: not measured) where no samples were taken. */
    public static CostLine average(double averageMicros) {
        return new CostLine(AVERAGE, 0, averageMicros, -1, 0, -1);
    }
}
