package io.hotshard.keys;

import java.util.Objects;
import org.apache.commons.rng.UniformRandomProvider;

/**
 * YCSB's {@code ZipfianGenerator}: Zipf-distributed ranks by the method of Gray et al. (SIGMOD 1994),
 * one uniform double per key; id = rank, so key0 is the most popular. See {@link GrayZipf} for the
 * formula and the two places it differs from YCSB.
 */
public final class ZipfianKeys implements KeyGenerator {

    /** YCSB's {@code ZIPFIAN_CONSTANT}. */
    public static final double YCSB_THETA = 0.99;

    private final GrayZipf zipf;
    private final UniformRandomProvider rng;

    /** Creates a Zipfian generator over ranks [0, items) with exponent theta in [0, 1). */
    public ZipfianKeys(long items, double theta, UniformRandomProvider rng) {
        this.zipf = new GrayZipf(items, theta);
        this.rng = Objects.requireNonNull(rng, "rng");
    }

    @Override
    public long nextId() {
        return zipf.rank(rng.nextDouble());
    }
}
