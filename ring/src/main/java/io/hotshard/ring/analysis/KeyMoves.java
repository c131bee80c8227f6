package io.hotshard.ring.analysis;

import io.hotshard.ring.Partitioner;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;

/**
 * Keys whose owner differs between two partitioner snapshots over the same keys.
 *
 * @param total  number of keys compared
 * @param moved  number of keys whose owner changed
 * @param fromTo moved keys counted by old owner, then new owner (ids sorted)
 */
public record KeyMoves(long total, long moved, Map<String, Map<String, Long>> fromTo) {

    /** Copies the matrix. */
    public KeyMoves {
        Map<String, Map<String, Long>> copy = new TreeMap<>();
        fromTo.forEach((from, row) -> copy.put(from, Collections.unmodifiableMap(new TreeMap<>(row))));
        fromTo = Collections.unmodifiableMap(copy);
    }

    /** Compares the owners of each key in {@code before} and {@code after}, streaming the keys once. */
    public static KeyMoves between(Partitioner before, Partitioner after, Iterable<String> keys) {
        Map<String, Map<String, long[]>> counters = new LinkedHashMap<>();
        long total = 0;
        long moved = 0;
        for (String key : keys) {
            total++;
            String from = before.ownerOf(key);
            String to = after.ownerOf(key);
            if (!from.equals(to)) {
                moved++;
                counters.computeIfAbsent(from, f -> new LinkedHashMap<>()).computeIfAbsent(to, t -> new long[1])[0]++;
            }
        }
        Map<String, Map<String, Long>> matrix = new TreeMap<>();
        counters.forEach((from, row) -> {
            Map<String, Long> counts = new TreeMap<>();
            row.forEach((to, c) -> counts.put(to, c[0]));
            matrix.put(from, counts);
        });
        return new KeyMoves(total, moved, matrix);
    }

    /** Share of keys that moved, in [0, 1]. */
    public double movedShare() {
        return total == 0 ? 0 : (double) moved / total;
    }

    /** Keys that moved away from {@code nodeId}. */
    public long movedFrom(String nodeId) {
        return fromTo.getOrDefault(nodeId, Map.of()).values().stream().mapToLong(Long::longValue).sum();
    }

    /** Keys that moved onto {@code nodeId}. */
    public long movedTo(String nodeId) {
        return fromTo.values().stream().mapToLong(row -> row.getOrDefault(nodeId, 0L)).sum();
    }

    /** Monotone for an addition: every moved key moved onto {@code addedNode}. */
    public boolean movedOnlyTo(String addedNode) {
        return movedTo(addedNode) == moved;
    }

    /** Monotone for a removal: every moved key came from {@code removedNode}. */
    public boolean movedOnlyFrom(String removedNode) {
        return movedFrom(removedNode) == moved;
    }
}
