package io.hotshard.keys.analyze;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.PriorityQueue;

/** The counts of an exact table in descending order, and its heaviest keys. */
final class RankedCounts {

    /** Counts below this are sorted by counting them: most keys of a large table have small counts. */
    private static final int SMALL = 1 << 16;

    private RankedCounts() {
    }

    /** Every count, largest first. */
    static long[] descending(KeyTable table) {
        int[] small = new int[SMALL];
        long[] large = new long[16];
        int largeCount = 0;
        for (int e = 0; e < table.size(); e++) {
            long c = table.count(e);
            if (c < SMALL) {
                small[(int) c]++;
            } else {
                if (largeCount == large.length) {
                    large = Arrays.copyOf(large, 2 * largeCount);
                }
                large[largeCount++] = c;
            }
        }
        Arrays.sort(large, 0, largeCount);
        long[] counts = new long[table.size()];
        int i = 0;
        for (int j = largeCount - 1; j >= 0; j--) {
            counts[i++] = large[j];
        }
        for (int c = SMALL - 1; c >= 0; c--) {
            Arrays.fill(counts, i, i + small[c], c);
            i += small[c];
        }
        return counts;
    }

    /**
     * The entries of the {@code k} largest counts, largest first; ties broken by key for a stable order. Counts below
     * {@code floor}, the k-th largest count, cannot be among them and are passed over without a look at their keys.
     */
    static int[] topEntries(KeyTable table, int k, long floor) {
        Comparator<Integer> byCount = Comparator.<Integer>comparingLong(table::count)
                .thenComparing(table::key, Comparator.reverseOrder());
        PriorityQueue<Integer> heap = new PriorityQueue<>(byCount);
        for (int e = 0; e < table.size(); e++) {
            if (table.count(e) < floor) {
                continue;
            }
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
