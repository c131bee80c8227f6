package io.hotshard.keys.analyze;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.apache.datasketches.frequencies.ItemsSketch;
import org.apache.datasketches.hll.HllSketch;
import org.apache.datasketches.hll.Union;

/**
 * What one pass learns about one candidate: exact counts per key while at most {@code maxExact} distinct keys
 * have been seen; past that, a HyperLogLog sketch of the distinct keys and a frequent-items sketch of the
 * heaviest (Apache DataSketches), fed from the table's keys and then from every row, so memory stays bounded.
 */
public final class KeyStats {

    /** log2 of the HyperLogLog's buckets: relative standard error about 1.04 / sqrt(2^14) = 0.8%. */
    static final int HLL_LG_K = 14;
    /** Frequent-items map size: counts are exact to within total / (0.75 * 2^16) or so. */
    static final int ITEMS_MAP_SIZE = 1 << 16;

    private final int maxExact;
    private KeyTable table = new KeyTable();
    private final KeyOrder order = new KeyOrder();
    private TimeOrder timeOrder;
    private long requests;
    private long missing;
    private HllSketch distinct;
    private ItemsSketch<String> heavy;
    private KeyTable reads;
    private long readRequests;

    /** Stats that stay exact up to {@code maxExact} distinct keys. */
    public KeyStats(int maxExact) {
        if (maxExact < 1) {
            throw new IllegalArgumentException("maxExact must be >= 1 but was " + maxExact);
        }
        this.maxExact = maxExact;
    }

    /** One row's value for this candidate. */
    public void add(byte[] b, int off, int len) {
        add(b, off, len, KeyHash.hash(b, off, len));
        detach();
    }

    /**
     * One row's value whose {@link KeyHash} is {@code hash}; its bytes must stay as they are until {@link #detach()},
     * as order compares each value with the one before.
     */
    void add(byte[] b, int off, int len, int hash) {
        requests++;
        order.next(b, off, len);
        if (distinct == null) {
            table.add(b, off, len, 1, hash);
            if (table.size() > maxExact) {
                spill();
            }
        } else {
            byte[] key = Arrays.copyOfRange(b, off, off + len);
            distinct.update(key);
            heavy.update(new String(key, StandardCharsets.UTF_8));
        }
    }

    /** The bytes of the values added so far may change from now on. */
    void detach() {
        order.detach();
    }

    /**
     * The time of the row whose value was just {@link #add added}: from the first call on, order is measured against
     * time ({@link TimeOrder}) instead of against the order of the rows.
     */
    public void time(byte[] time, int timeOff, int timeLen, byte[] b, int off, int len) {
        if (timeOrder == null) {
            timeOrder = new TimeOrder();
        }
        timeOrder.next(time, timeOff, timeLen, b, off, len);
    }

    /** Whether order is measured against a time field. */
    public boolean timed() {
        return timeOrder != null;
    }

    /** One row's value whose op is a read (after {@link #add} of the same value); counted per key while exact. */
    public void read(byte[] b, int off, int len) {
        readRequests++;
        if (distinct == null) {
            if (reads == null) {
                reads = new KeyTable();
            }
            reads.add(b, off, len);
        }
    }

    /** Rows whose op is a read. */
    public long readRequests() {
        return readRequests;
    }

    /** Reads per key while exact, or null when no read was seen or the counts spilled to sketches. */
    public KeyTable reads() {
        return distinct == null ? reads : null;
    }

    /** One row without a value for this candidate. */
    public void missing() {
        missing++;
    }

    /** Folds in the stats of the rows read right after this one's (another part of the same input). */
    public void append(KeyStats later) {
        requests += later.requests;
        missing += later.missing;
        readRequests += later.readRequests;
        if (later.reads != null) {
            if (reads == null) {
                reads = new KeyTable();
            }
            reads.addAll(later.reads);
        }
        order.append(later.order);
        if (later.timeOrder != null) {
            if (timeOrder == null) {
                timeOrder = new TimeOrder();
            }
            timeOrder.append(later.timeOrder);
        }
        if (later.distinct != null && distinct == null) {
            spill();
        }
        if (distinct == null) {
            table.addAll(later.table);
            if (table.size() > maxExact) {
                spill();
            }
            return;
        }
        if (later.distinct != null) {
            Union union = new Union(HLL_LG_K);
            union.update(distinct);
            union.update(later.distinct);
            distinct = union.getResult();
            heavy.merge(later.heavy);
        } else {
            feed(later.table);
        }
    }

    private void spill() {
        distinct = new HllSketch(HLL_LG_K);
        heavy = new ItemsSketch<>(ITEMS_MAP_SIZE);
        feed(table);
    }

    private void feed(KeyTable from) {
        for (int e = 0; e < from.size(); e++) {
            distinct.update(from.keyBytes(e));
            heavy.update(from.key(e), from.count(e));
        }
    }

    /** Rows with a value. */
    public long requests() {
        return requests;
    }

    /** Rows without a value. */
    public long missingCount() {
        return missing;
    }

    /** Whether every key was counted exactly. */
    public boolean exact() {
        return distinct == null;
    }

    /** The exact counts (all keys when {@link #exact()}, else the first keys seen before the spill). */
    public KeyTable table() {
        return table;
    }

    /** The distinct-key sketch, or null while exact. */
    public HllSketch distinctSketch() {
        return distinct;
    }

    /** The frequent-items sketch, or null while exact. */
    public ItemsSketch<String> heavySketch() {
        return heavy;
    }

    /** Pairs of consecutive rows compared for order (with a time field: those whose times differ). */
    public long orderPairs() {
        return timeOrder != null ? timeOrder.pairs() : order.pairs();
    }

    /** Pairs whose second key sorts after the first (with a time field: whose key moves as their time does). */
    public long ascendingPairs() {
        return timeOrder != null ? timeOrder.concordant() : order.ascending();
    }
}
