package io.hotshard.keys;

import java.util.Objects;

/**
 * Scatters the popular ranks of another generator over the id space: id = FNV-1a 64 of the rank,
 * taken as an unsigned number, modulo the item count.
 *
 * <p>YCSB's {@code ScrambledZipfianGenerator} differs: it always draws the rank from a Gray Zipfian over
 * a fixed space of {@code ITEM_COUNT} = 10^10 items (10^10 + 1 in fact, as it passes max = ITEM_COUNT
 * inclusive) with the precomputed {@code ZETAN} = 26.46902820178302 for theta 0.99 (any other theta means
 * summing 10^10 terms), and maps it with {@code Utils.fnvhash64(rank) % itemcount}, where {@code fnvhash64}
 * is FNV-1a 64 over the rank's eight octets, least significant first, passed through {@code Math.abs}.
 * So in YCSB rank 0 carries about 1 / 26.47 = 3.8% of requests whatever the item count, and for 1000
 * items about 71% of requests come from ranks beyond 1000, spread evenly over all keys: much flatter
 * than Zipf(1000, 0.99), whose rank 0 carries 12.9%.
 *
 * <p>Fixed here: the rank comes from a distribution over exactly {@code items} ranks, so the key
 * popularities are those of that distribution pushed through the hash, for any theta; and the unsigned
 * remainder replaces {@code Math.abs}, which folds the sign bit and leaves {@code Long.MIN_VALUE} negative.
 * Kept as in YCSB: hashing modulo the item count is not a permutation, so about 1/e (37%) of ids are
 * never drawn and some ids carry the popularity of two ranks or more.
 */
public final class ScrambledKeys implements KeyGenerator {

    private final KeyGenerator ranks;
    private final long items;

    /** Scrambles the ranks of {@code ranks}, which must lie in [0, items), over ids [0, items). */
    public ScrambledKeys(KeyGenerator ranks, long items) {
        this.ranks = Objects.requireNonNull(ranks, "ranks");
        this.items = KeyChecks.atLeast("items", items, 1);
    }

    /** Returns the id a rank is scattered to. */
    public static long scramble(long rank, long items) {
        return Long.remainderUnsigned(Fnv1a64.hash(rank), items);
    }

    @Override
    public long nextId() {
        return scramble(ranks.nextId(), items);
    }
}
