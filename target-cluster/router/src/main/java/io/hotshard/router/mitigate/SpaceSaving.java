package io.hotshard.router.mitigate;

import java.util.HashMap;
import java.util.Map;

/**
 * Space-Saving top-k sketch (Metwally, Agrawal and El Abbadi, ICDT 2005) with {@code capacity} counters: an
 * unmonitored key replaces the key of the smallest counter and inherits its count as its error, so every
 * monitored key's count over-estimates its true count by at most its error, and any key whose true count exceeds
 * the smallest counter is monitored. Counters sit in the paper's Stream-Summary: a list of buckets of equal count
 * in ascending order, each a queue of its counters by last update, so an offer costs O(1) and the evicted counter
 * is the least recently updated of the smallest ones. Not thread-safe.
 */
final class SpaceSaving {

    /** One monitored key; {@code count - error <= true count <= count}. */
    static final class Counter {
        final String key;
        long count;
        long error;
        private Bucket bucket;
        private Counter previous;
        private Counter next;

        Counter(String key, long count, long error) {
            this.key = key;
            this.count = count;
            this.error = error;
        }
    }

    /** The counters of one count, oldest update first; buckets link in ascending count. */
    private static final class Bucket {
        final long count;
        Bucket lower;
        Bucket higher;
        Counter oldest;
        Counter newest;

        Bucket(long count) {
            this.count = count;
        }

        void append(Counter counter) {
            counter.bucket = this;
            counter.previous = newest;
            counter.next = null;
            if (newest == null) {
                oldest = counter;
            } else {
                newest.next = counter;
            }
            newest = counter;
        }

        void remove(Counter counter) {
            if (counter.previous == null) {
                oldest = counter.next;
            } else {
                counter.previous.next = counter.next;
            }
            if (counter.next == null) {
                newest = counter.previous;
            } else {
                counter.next.previous = counter.previous;
            }
            counter.previous = null;
            counter.next = null;
        }

        boolean empty() {
            return oldest == null;
        }
    }

    private final int capacity;
    private final Map<String, Counter> counters;
    private Bucket smallest;
    private long offered;

    SpaceSaving(int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("capacity must be >= 1 but was " + capacity);
        }
        this.capacity = capacity;
        this.counters = new HashMap<>(Math.max(16, capacity * 2));
    }

    /** Counts one occurrence of {@code key}. */
    void offer(String key) {
        offered++;
        Counter counter = counters.get(key);
        if (counter != null) {
            raise(counter, counter.bucket);
            return;
        }
        if (counters.size() < capacity) {
            counter = new Counter(key, 1, 0);
            counters.put(key, counter);
            if (smallest == null || smallest.count != 1) {
                Bucket ones = new Bucket(1);
                ones.higher = smallest;
                if (smallest != null) {
                    smallest.lower = ones;
                }
                smallest = ones;
            }
            smallest.append(counter);
            return;
        }
        Counter evicted = smallest.oldest;
        counters.remove(evicted.key);
        Counter replacement = new Counter(key, evicted.count, evicted.count);
        counters.put(key, replacement);
        Bucket from = smallest;
        from.remove(evicted);
        // The replacement takes the evicted counter's place for a moment, then moves up like any increment.
        from.append(replacement);
        raise(replacement, from);
    }

    /** Moves {@code counter} from {@code from} to the bucket of its count + 1, creating or dropping buckets. */
    private void raise(Counter counter, Bucket from) {
        long next = counter.count + 1;
        from.remove(counter);
        Bucket to = from.higher;
        if (to == null || to.count != next) {
            Bucket created = new Bucket(next);
            created.lower = from;
            created.higher = to;
            if (to != null) {
                to.lower = created;
            }
            from.higher = created;
            to = created;
        }
        counter.count = next;
        to.append(counter);
        if (from.empty()) {
            unlink(from);
        }
    }

    private void unlink(Bucket bucket) {
        if (bucket.lower == null) {
            smallest = bucket.higher;
        } else {
            bucket.lower.higher = bucket.higher;
        }
        if (bucket.higher != null) {
            bucket.higher.lower = bucket.lower;
        }
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
        return counters.size() < capacity ? 0 : smallest.count;
    }

    long offered() {
        return offered;
    }
}
