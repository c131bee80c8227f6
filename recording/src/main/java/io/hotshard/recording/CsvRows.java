package io.hotshard.recording;

import io.hotshard.runformat.AtomicFiles;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.HdrHistogram.Histogram;

/** The rows of one CSV file of a run, kept in memory and rewritten whole (atomically) when flushed. */
public final class CsvRows {

    private final String header;
    private final List<String> rows = new ArrayList<>();

    /** Rows under {@code header}, the CSV file's first line. */
    public CsvRows(String header) {
        this.header = header;
    }

    /** Appends one row, its cells already joined. */
    public void add(String row) {
        rows.add(row);
    }

    /** Writes the header and every row to {@code target}, atomically. */
    public void write(Path target) throws IOException {
        StringBuilder text = new StringBuilder(header.length() + 64 * rows.size()).append(header).append('\n');
        rows.forEach(row -> text.append(row).append('\n'));
        AtomicFiles.write(target, text.toString());
    }

    /** Formats a ratio with four decimals, as {@code Locale.ROOT} writes it. */
    public static String ratio(double value) {
        return String.format(Locale.ROOT, "%.4f", value);
    }

    /** The p50, p99, p99.9 and max columns of a histogram in microseconds, or four empty cells when it is empty. */
    public static String percentiles(Histogram histogram) {
        if (histogram == null || histogram.getTotalCount() == 0) {
            return ",,,";
        }
        return histogram.getValueAtPercentile(50.0) + "," + histogram.getValueAtPercentile(99.0) + ","
                + histogram.getValueAtPercentile(99.9) + "," + histogram.getMaxValue();
    }
}
