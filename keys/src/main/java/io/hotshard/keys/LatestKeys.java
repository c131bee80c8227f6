package io.hotshard.keys;

import java.util.Objects;
import org.apache.commons.rng.UniformRandomProvider;

/**
 * YCSB's {@code SkewedLatestGenerator}: the most recently inserted keys are the most popular. With
 * {@code count} keys inserted (ids 0..count-1), id = count - 1 - rank, the rank drawn from a Gray
 * Zipfian over {@code count} items that grows with the {@link InsertCounter}.
 *
 * <p>YCSB computes max - zipfian(max) with max = the last acknowledged id, i.e. a rank over max items
 * that never reaches id 0 and, as inserts arrive, keeps the eta of the first item count (see
 * {@link GrayZipf}). Here every inserted id can be drawn and eta follows the count.
 */
public final class LatestKeys implements KeyGenerator {

    private final InsertCounter inserted;
    private final UniformRandomProvider rng;
    private GrayZipf zipf;

    /** Creates the generator over the keys counted by {@code inserted}, which must hold at least one key. */
    public LatestKeys(InsertCounter inserted, double theta, UniformRandomProvider rng) {
        this.inserted = Objects.requireNonNull(inserted, "inserted");
        this.rng = Objects.requireNonNull(rng, "rng");
        this.zipf = new GrayZipf(KeyChecks.atLeast("inserted keys", inserted.count(), 1), theta);
    }

    @Override
    public long nextId() {
        long count = inserted.count();
        if (count != zipf.items()) {
            zipf = zipf.grow(count);
        }
        return count - 1 - zipf.rank(rng.nextDouble());
    }
}
