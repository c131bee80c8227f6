package io.hotshard.keys.analyze;

import java.io.PrintWriter;
import java.util.Arrays;
import java.util.Locale;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/** Registry of report formats by the name users type. */
public enum OutputFormat {

    /** Aligned text for a terminal. */
    TABLE("table", TableReportWriter::new),
    /** One JSON document (see docs/shard-key.md for its fields). */
    JSON("json", JsonReportWriter::new),
    /** One CSV row per candidate, partitioner and shard count. */
    CSV("csv", CsvReportWriter::new),
    /** GitHub-flavoured Markdown tables. */
    MARKDOWN("markdown", MarkdownReportWriter::new);

    private final String label;
    private final Supplier<AnalysisWriter> constructor;

    OutputFormat(String label, Supplier<AnalysisWriter> constructor) {
        this.label = label;
        this.constructor = constructor;
    }

    /** Writes {@code report} to {@code out} in this format. */
    public void write(AnalysisReport report, PrintWriter out) {
        constructor.get().write(report, out);
    }

    /** The format named {@code name}; fails listing the known ones. */
    public static OutputFormat byName(String name) {
        String wanted = name == null ? "" : name.trim().toLowerCase(Locale.ROOT);
        for (OutputFormat f : values()) {
            if (f.label.equals(wanted)) {
                return f;
            }
        }
        throw new IllegalArgumentException("unknown format '" + name + "'; known: "
                + Arrays.stream(values()).map(f -> f.label).collect(Collectors.joining(", ")));
    }

    @Override
    public String toString() {
        return label;
    }
}
