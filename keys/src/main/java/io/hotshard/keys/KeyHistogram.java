package io.hotshard.keys;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** Counts draws per key id; memory grows with the number of distinct ids drawn, not with the draws. */
public final class KeyHistogram {

    private final Map<Long, long[]> counts = new HashMap<>();
    private long total;

    /** Counts one draw of {@code id}. */
    public void add(long id) {
        counts.computeIfAbsent(id, k -> new long[1])[0]++;
        total++;
    }

    public long total() {
        return total;
    }

    /** Returns the (id, count) rows, most frequent first, ties by increasing id. */
    public List<Row> rows() {
        List<Row> rows = new ArrayList<>(counts.size());
        counts.forEach((id, count) -> rows.add(new Row(id, count[0])));
        rows.sort(Comparator.comparingLong(Row::count).reversed().thenComparingLong(Row::id));
        return rows;
    }

    /** Writes {@code key<TAB>count<TAB>share} lines, most frequent first, share with six decimals. */
    public void write(PrintWriter out, KeyFormat format) {
        for (Row row : rows()) {
            out.write(format.format(row.id()) + '\t' + row.count() + '\t'
                    + String.format(Locale.ROOT, "%.6f", (double) row.count() / total) + '\n');
        }
    }

    /**
     * One histogram row.
     *
     * @param id the key id
     * @param count how many times it was drawn
     */
    public record Row(long id, long count) {
    }
}
