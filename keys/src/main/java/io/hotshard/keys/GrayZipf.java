package io.hotshard.keys;

/**
 * The Zipfian rank generator of Gray et al., "Quickly Generating Billion-Record Synthetic Databases"
 * (SIGMOD 1994), as YCSB's {@code ZipfianGenerator} computes it: an immutable table of constants that
 * turns one uniform double into a rank in [0, items), rank 0 being the most popular.
 *
 * <p>With zetan = zeta(items, theta), alpha = 1 / (1 - theta) and
 * eta = (1 - (2 / items)^(1 - theta)) / (1 - zeta(2, theta) / zetan): if u * zetan &lt; 1 the rank is 0;
 * else if u * zetan &lt; 1 + 0.5^theta it is 1; else it is {@code (long) (items * (eta * u - eta + 1)^alpha)}.
 * Ranks 0 and 1 get their exact Zipf probabilities; ranks 2 and up come from inverting a continuous
 * approximation, which over-weights the ranks just after 1 (rank 2 by 15-17% at theta 0.99 and 100 to
 * 1000 items; total variation distance from exact Zipf about 1.6%).
 *
 * <p>Two differences from YCSB, both fixes: a u so close to 1 that the power rounds to 1 would give rank
 * {@code items} (one past the end) and is clamped to {@code items - 1}; and {@link #grow} recomputes eta
 * for the new item count, where YCSB keeps the eta of the count it was constructed with.
 */
public final class GrayZipf {

    private final long items;
    private final double theta;
    private final double zetan;
    private final double alpha;
    private final double eta;
    private final double secondRankBound;

    /** Builds the constants for {@code items} items, computing zeta(items, theta). */
    public GrayZipf(long items, double theta) {
        this(items, theta, zetaFor(items, theta));
    }

    private GrayZipf(long items, double theta, double zetan) {
        this.items = items;
        this.theta = theta;
        this.zetan = zetan;
        this.alpha = 1.0 / (1.0 - theta);
        this.eta = (1 - Math.pow(2.0 / items, 1 - theta)) / (1 - Zeta.of(2, theta) / zetan);
        this.secondRankBound = 1.0 + Math.pow(0.5, theta);
    }

    private static double zetaFor(long items, double theta) {
        if (items < 1) {
            throw new IllegalArgumentException("items must be >= 1 but was " + items);
        }
        if (!(theta >= 0 && theta < 1)) {
            throw new IllegalArgumentException("theta must be in [0, 1) for zipfian (Gray et al.) but was " + theta
                    + "; use zipfian-exact for theta >= 1");
        }
        return Zeta.of(items, theta);
    }

    /** Returns the constants for a larger item count, adding the new zeta terms incrementally. */
    public GrayZipf grow(long newItems) {
        if (newItems < items) {
            throw new IllegalArgumentException("new item count must be >= " + items + " but was " + newItems);
        }
        return newItems == items ? this : new GrayZipf(newItems, theta, Zeta.extend(zetan, items, newItems, theta));
    }

    /** Returns the rank for the uniform draw {@code u} in [0, 1). */
    public long rank(double u) {
        double uz = u * zetan;
        if (uz < 1.0) {
            return 0;
        }
        if (uz < secondRankBound) {
            return 1;
        }
        long rank = (long) (items * Math.pow(eta * u - eta + 1, alpha));
        return Math.min(rank, items - 1);
    }

    public long items() {
        return items;
    }

    /** Returns the Zipf exponent theta. */
    public double theta() {
        return theta;
    }

    /** Returns zeta(items, theta). */
    public double zetan() {
        return zetan;
    }

    /** Returns eta, Gray's scale constant for ranks 2 and up. */
    public double eta() {
        return eta;
    }
}
