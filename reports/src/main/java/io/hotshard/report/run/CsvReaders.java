package io.hotshard.report.run;

import io.hotshard.runformat.RunColumns;
import java.util.ArrayList;
import java.util.List;

/** Turns {@code timeline.csv} and {@code router.csv} into rows. */
final class CsvReaders {

    private CsvReaders() {
    }

    static List<ShardSecond> timeline(String file, String text, boolean dropTruncatedTail) {
        CsvTable t = CsvTable.parse(file, text, RunColumns.TIMELINE, dropTruncatedTail);
        List<ShardSecond> rows = new ArrayList<>(t.size());
        for (int i = 0; i < t.size(); i++) {
            rows.add(new ShardSecond(second(t, i), t.text(i, "shard"), t.whole(i, "arrivals"),
                    t.whole(i, "completions"), t.whole(i, "rejections"), t.whole(i, "errors"),
                    t.number(i, "utilisation"), t.number(i, "queue_depth"), t.number(i, "queue_depth_max"),
                    t.number(i, "in_flight"), t.number(i, "p50_us"), t.number(i, "p99_us"),
                    t.number(i, "p999_us"), t.number(i, "max_us")));
        }
        return rows;
    }

    static List<RouterSecond> router(String file, String text, boolean dropTruncatedTail) {
        CsvTable t = CsvTable.parse(file, text, RunColumns.ROUTER, dropTruncatedTail);
        List<RouterSecond> rows = new ArrayList<>(t.size());
        for (int i = 0; i < t.size(); i++) {
            rows.add(new RouterSecond(second(t, i), t.whole(i, "requests"), t.whole(i, "responses_2xx"),
                    t.whole(i, "responses_4xx"), t.whole(i, "responses_5xx"), t.whole(i, "failures_502"),
                    t.whole(i, "failures_504"), t.whole(i, "fanout_requests"), t.number(i, "p50_us"),
                    t.number(i, "p99_us"), t.number(i, "p999_us"), t.number(i, "max_us")));
        }
        return rows;
    }

    private static int second(CsvTable t, int row) {
        long second = t.whole(row, "second");
        if (second < 0 || second > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("second must be >= 0 but was " + second);
        }
        return (int) second;
    }
}
