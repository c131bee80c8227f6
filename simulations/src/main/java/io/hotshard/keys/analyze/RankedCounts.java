package io.hotshard.keys.analyze;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;

/** The counts of an exact table in descending order, and its heaviest keys. */
final class RankedCounts {

    private RankedCounts() {
    }

    /** Every count, largest first. */
    static long[] descending(KeyTable table) {
        long[] counts = new long[table.size()];
        for (int e = 0; e < counts.length; e++) {
            counts[e] = table.count(e);
        }
        Arrays.sort(counts);
        for (int i = 0, j = counts.length - 1; i < j; i++, j--) {
            long t = counts[i];
            counts[i] = counts[j];
            counts[j] = t;
        }
        return counts;
    }

    /** The entries of the {@code k} largest counts, largest first; ties broken by key for a stable order. */
    static int[] topEntries(KeyTable table, int k) {
        Comparator<Integer> byCount = Comparator.<Integer>comparingLong(table::count)
                .thenComparing(table::key, Comparator.reverseOrder());
        PriorityQueue<Integer> heap = new PriorityQueue<>(byCount);
        for (int e = 0; e < table.size(); e++) {
            if (heap.size() < k) {
                heap.add(e);
            } else if (table.count(e) > table.count(heap.peek())
                    || table.count(e) == table.count(heap.peek()) && byCount.compare(e, heap.peek()) > 0) {
                heap.poll();
                heap.add(e);
            }
        }
        List<Integer> top = new ArrayList<>(heap);
        top.sort(byCount.reversed());
        return top.stream().mapToInt(Integer::intValue).toArray();
    }

    /** The share of {@code total} carried by the top {@code fraction} of the keys (at least one key). */
    static double topShare(long[] descending, double fraction, long total) {
        if (descending.length == 0 || total == 0) {
            return 0;
        }
        int n = (int) Math.max(1, Math.ceil(descending.length * fraction));
        long sum = 0;
        for (int i = 0; i < n; i++) {
            sum += descending[i];
        }
        return (double) sum / total;
    }
}
