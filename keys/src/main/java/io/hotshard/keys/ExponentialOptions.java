package io.hotshard.keys;

/**
 * Parameters of the {@code exponential} distribution (YCSB {@code exponential.percentile},
 * {@code exponential.frac}): {@code percentile}% of requests go to the most recent {@code fraction} of
 * the keys, before truncation to the key space.
 *
 * @param percentile in (0, 100)
 * @param fraction > 0
 */
public record ExponentialOptions(double percentile, double fraction) {

    /** YCSB's defaults: 95% of requests within the most recent 6/7 of the keys. */
    public static final ExponentialOptions DEFAULT = new ExponentialOptions(95, 0.8571428571);

    /** Validates both parameters. */
    public ExponentialOptions {
        if (!(percentile > 0 && percentile < 100)) {
            throw new IllegalArgumentException("exponential percentile must be in (0, 100) but was " + percentile);
        }
        if (!(fraction > 0 && Double.isFinite(fraction))) {
            throw new IllegalArgumentException("exponential fraction must be a finite number > 0 but was " + fraction);
        }
    }

    /** Returns the exponential rate per key for {@code items} keys: -ln(1 - percentile / 100) / (items * fraction). */
    public double gamma(long items) {
        return -Math.log1p(-percentile / 100) / (items * fraction);
    }
}
