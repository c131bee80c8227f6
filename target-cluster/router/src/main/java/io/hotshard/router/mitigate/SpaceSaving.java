package io.hotshard.router.mitigate;

import java.util.HashMap;
import java.util.Map;
import java.util.TreeSet;

/**
 * Space-Saving top-k sketch (Metwally, Agrawal and El Abbadi, ICDT 2005) with {@code capacity} counters: an
 * unmonitored key replaces the key of the smallest counter and inherits its count as its error, so every
 * monitored key's count over-estimates its true count by at most its error, and any key whose true count exceeds
 * the smallest counter is monitored. Not thread-safe.
 */
final class SpaceSaving {

    /** One monitored key; {@code count - error <= true count <= count}. */
    static final class Counter {
        final String key;
        long count;
        long error;
        long order;

        Counter(String key, long count, long error, long order) {
            this.key = key;
            this.count = count;
            this.error = error;
            this.order = order;
        }
    }

    private final int capacity;
    private final Map<String, Counter> counters = new HashMap<>();
    /** Counters by count, then by last update; the order is unique, so removal finds exactly one counter. */
    private final TreeSet<Counter> smallest = new TreeSet<>((a, b) -> a.count != b.count
            ? Long.compare(a.count, b.count) : Long.compare(a.order, b.order));
    private long offered;
    private long sequence;

    SpaceSaving(int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("capacity must be >= 1 but was " + capacity);
        }
        this.capacity = capacity;
    }

    /** Counts one occurrence of {@code key}. */
    void offer(String key) {
        offered++;
        Counter counter = counters.get(key);
        if (counter != null) {
            // The set orders by count, so an increment re-positions the counter.
            smallest.remove(counter);
            counter.count++;
            counter.order = ++sequence;
            smallest.add(counter);
            return;
        }
        if (counters.size() < capacity) {
            counter = new Counter(key, 1, 0, ++sequence);
        } else {
            Counter evicted = smallest.pollFirst();
            counters.remove(evicted.key);
            counter = new Counter(key, evicted.count + 1, evicted.count, ++sequence);
        }
        counters.put(key, counter);
        smallest.add(counter);
    }

    /** The counter of {@code key}, or null if it is not monitored. */
    Counter counter(String key) {
        return counters.get(key);
    }

    /** The monitored counters by key. */
    Map<String, Counter> counters() {
        return counters;
    }

    /** An upper bound of the true count of any unmonitored key: the smallest count once full, else 0. */
    long unmonitoredBound() {
        return counters.size() < capacity ? 0 : smallest.first().count;
    }

    /** Occurrences offered. */
    long offered() {
        return offered;
    }
}
