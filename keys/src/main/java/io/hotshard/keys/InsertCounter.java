package io.hotshard.keys;

import java.util.concurrent.atomic.AtomicLong;

/**
 * The ids of inserted keys, 0, 1, 2, ...: the growing key space that {@link LatestKeys} reads from
 * (YCSB's transaction insert key sequence). Thread-safe, so inserting and reading feeders may share it.
 * An id counts as soon as it is claimed, so a read may pick a key whose insert is still in flight
 * (YCSB waits for acknowledgement instead).
 */
public final class InsertCounter {

    private final AtomicLong count;

    /** Starts with {@code initialCount} keys already inserted (ids 0..initialCount-1). */
    public InsertCounter(long initialCount) {
        this.count = new AtomicLong(KeyChecks.atLeast("initial count", initialCount, 0));
    }

    /** Claims and returns the id of the next key to insert. */
    public long next() {
        return count.getAndIncrement();
    }

    /** Returns how many ids have been claimed, initial keys included. */
    public long count() {
        return count.get();
    }
}
