package io.hotshard.cluster;

import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.HistogramLogReader;

/** Reads a run directory back the way a report would: JSON, CSV by column name, HdrHistogram logs. */
final class RunReader {

    /** A CSV file: its header and its rows as column name to cell. */
    record Csv(List<String> header, List<Map<String, String>> rows) {

        long sum(String column) {
            return rows.stream().mapToLong(row -> Long.parseLong(row.get(column))).sum();
        }

        long sum(String column, String keyColumn, String key) {
            return rows.stream().filter(row -> row.get(keyColumn).equals(key))
                    .mapToLong(row -> Long.parseLong(row.get(column))).sum();
        }
    }

    /** An interval log: how many intervals it holds and how many values in all. */
    record Hlog(int intervals, long values) {
    }

    private RunReader() {
    }

    static JsonObject manifest(Path run) throws IOException {
        return new JsonObject(Files.readString(run.resolve("run.json")));
    }

    static Csv csv(Path file) throws IOException {
        List<String> lines = Files.readAllLines(file);
        List<String> header = Arrays.asList(lines.get(0).split(",", -1));
        List<Map<String, String>> rows = new ArrayList<>();
        for (String line : lines.subList(1, lines.size())) {
            String[] cells = line.split(",", -1);
            if (cells.length != header.size()) {
                throw new AssertionError(file.getFileName() + ": row '" + line + "' has " + cells.length
                        + " cells for " + header.size() + " columns");
            }
            Map<String, String> row = new LinkedHashMap<>();
            for (int i = 0; i < cells.length; i++) {
                row.put(header.get(i), cells[i]);
            }
            rows.add(row);
        }
        return new Csv(header, rows);
    }

    static Hlog hlog(Path file) throws IOException {
        int intervals = 0;
        long values = 0;
        try (InputStream in = Files.newInputStream(file); HistogramLogReader reader = new HistogramLogReader(in)) {
            for (EncodableHistogram next = reader.nextIntervalHistogram(); next != null;
                 next = reader.nextIntervalHistogram()) {
                intervals++;
                values += ((org.HdrHistogram.Histogram) next).getTotalCount();
            }
        }
        return new Hlog(intervals, values);
    }
}
