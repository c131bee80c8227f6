package io.hotshard.shard;

import io.vertx.core.buffer.Buffer;
import java.util.ArrayList;
import java.util.List;
import java.util.NavigableSet;
import java.util.TreeMap;

/** The shard's in-memory key-value data, ordered by key so that prefix scans touch only matching keys. */
final class KvStore {

    /** Result of a prefix scan: how many keys the shard holds, how many match, and the first matches. */
    record ScanResult(int totalKeys, int matched, List<String> keys) {
    }

    /**
     * One page of the key listing: up to {@code limit} keys in key order, and the last of them when more keys
     * follow ({@code next}, else null), to be passed as {@code after} for the next page.
     */
    record KeyPage(List<String> keys, String next, int totalKeys) {
    }

    private final TreeMap<String, Buffer> entries = new TreeMap<>();

    /** Returns the value, or null when absent. */
    Buffer get(String key) {
        return entries.get(key);
    }

    /** Stores the value and returns true when the key was new. */
    boolean put(String key, Buffer value) {
        return entries.put(key, value) == null;
    }

    /** Removes the key and returns true when it was present. */
    boolean delete(String key) {
        return entries.remove(key) != null;
    }

    int size() {
        return entries.size();
    }

    /** Counts keys starting with {@code prefix} and lists the first {@code limit} of them in key order. */
    ScanResult scan(String prefix, int limit) {
        List<String> keys = new ArrayList<>();
        int matched = 0;
        for (String key : entries.tailMap(prefix, true).keySet()) {
            if (!key.startsWith(prefix)) {
                break;
            }
            matched++;
            if (keys.size() < limit) {
                keys.add(key);
            }
        }
        return new ScanResult(entries.size(), matched, keys);
    }

    /** The first {@code limit} keys strictly after {@code after} (from the first key when null), in key order. */
    KeyPage keysAfter(String after, int limit) {
        NavigableSet<String> rest = after == null ? entries.navigableKeySet()
                : entries.navigableKeySet().tailSet(after, false);
        List<String> keys = new ArrayList<>(Math.min(limit, rest.size()));
        for (String key : rest) {
            if (keys.size() == limit) {
                break;
            }
            keys.add(key);
        }
        String last = keys.isEmpty() ? null : keys.get(keys.size() - 1);
        String next = last != null && entries.higherKey(last) != null ? last : null;
        return new KeyPage(keys, next, entries.size());
    }
}
