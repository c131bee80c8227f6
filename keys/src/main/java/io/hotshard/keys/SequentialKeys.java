package io.hotshard.keys;

/**
 * Time-ordered keys: ids 0, 1, 2, ... items-1, then again from 0 (YCSB's {@code SequentialGenerator}
 * cycles the same way). With items at least the number of keys drawn the stream is strictly increasing,
 * the write pattern that makes the last range of a range partitioner hot. Keys are zero-padded by default
 * so that their text order is their numeric order. Uses no randomness.
 */
public final class SequentialKeys implements KeyGenerator {

    private final long items;
    private long next;

    /** Creates the sequence over ids [0, items). */
    public SequentialKeys(long items) {
        this.items = KeyChecks.atLeast("items", items, 1);
    }

    @Override
    public long nextId() {
        long id = next;
        next = next + 1 == items ? 0 : next + 1;
        return id;
    }
}
