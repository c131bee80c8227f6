package io.hotshard.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import io.hotshard.cli.print.TextTable;
import java.io.IOException;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/** Output formats of every table the CLI prints. */
public enum TableFormat {
    /** Aligned columns for a terminal: numbers right-aligned, text left-aligned. */
    TEXT {
        @Override
        public String render(TextTable table) {
            int[] widths = widths(table);
            StringBuilder out = new StringBuilder();
            if (table.title() != null && !table.title().isEmpty()) {
                out.append(table.title()).append('\n');
            }
            appendHeaders(out, table, widths);
            out.append(Arrays.stream(widths).mapToObj("-"::repeat).collect(Collectors.joining("  "))).append('\n');
            for (List<Object> row : table.rows()) {
                appendAligned(out, row.toArray(), widths);
            }
            return out.toString();
        }
    },
    /** RFC 4180 CSV with a header line. */
    CSV {
        @Override
        public String render(TextTable table) {
            StringBuilder out = new StringBuilder();
            out.append(table.headers().stream().map(TableFormat::csvField).collect(Collectors.joining(","))).append('\n');
            for (List<Object> row : table.rows()) {
                out.append(row.stream().map(c -> csvField(Cells.text(c))).collect(Collectors.joining(","))).append('\n');
            }
            return out.toString();
        }
    },
    /** A JSON object with the title and an array of row objects keyed by header. */
    JSON {
        @Override
        public String render(TextTable table) {
            StringWriter writer = new StringWriter();
            try (JsonGenerator json = new JsonFactory().createGenerator(writer)) {
                json.useDefaultPrettyPrinter();
                json.writeStartObject();
                json.writeStringField("title", table.title());
                json.writeArrayFieldStart("rows");
                for (List<Object> row : table.rows()) {
                    json.writeStartObject();
                    for (int i = 0; i < row.size(); i++) {
                        writeCell(json, table.headers().get(i), row.get(i));
                    }
                    json.writeEndObject();
                }
                json.writeEndArray();
                json.writeEndObject();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return writer + "\n";
        }
    },
    /** A GitHub-flavoured Markdown table. */
    MARKDOWN {
        @Override
        public String render(TextTable table) {
            StringBuilder out = new StringBuilder();
            if (table.title() != null && !table.title().isEmpty()) {
                out.append("**").append(table.title()).append("**\n\n");
            }
            out.append("| ").append(String.join(" | ", table.headers())).append(" |\n|");
            for (int i = 0; i < table.headers().size(); i++) {
                out.append(isNumericColumn(table, i) ? "---:|" : "---|");
            }
            out.append('\n');
            for (List<Object> row : table.rows()) {
                out.append("| ")
                        .append(row.stream().map(c -> Cells.text(c).replace("|", "\\|")).collect(Collectors.joining(" | ")))
                        .append(" |\n");
            }
            return out.toString();
        }
    };

    /** Renders the whole table, ending with a newline. */
    public abstract String render(TextTable table);

    private static int[] widths(TextTable table) {
        int[] widths = table.headers().stream().mapToInt(String::length).toArray();
        for (List<Object> row : table.rows()) {
            for (int i = 0; i < row.size(); i++) {
                widths[i] = Math.max(widths[i], Cells.text(row.get(i)).length());
            }
        }
        return widths;
    }

    private static void appendHeaders(StringBuilder out, TextTable table, int[] widths) {
        List<String> headers = table.headers();
        for (int i = 0; i < headers.size(); i++) {
            String pad = " ".repeat(widths[i] - headers.get(i).length());
            boolean last = i == headers.size() - 1;
            out.append(isNumericColumn(table, i) ? pad + headers.get(i) : (last ? headers.get(i) : headers.get(i) + pad));
            out.append(last ? "\n" : "  ");
        }
    }

    private static void appendAligned(StringBuilder out, Object[] cells, int[] widths) {
        for (int i = 0; i < cells.length; i++) {
            String text = Cells.text(cells[i]);
            boolean right = Cells.isNumber(cells[i]);
            String pad = " ".repeat(widths[i] - text.length());
            out.append(right ? pad + text : (i == cells.length - 1 ? text : text + pad));
            if (i < cells.length - 1) {
                out.append("  ");
            }
        }
        out.append('\n');
    }

    private static boolean isNumericColumn(TextTable table, int column) {
        return !table.rows().isEmpty() && table.rows().stream().allMatch(r -> r.get(column) == null || Cells.isNumber(r.get(column)));
    }

    private static String csvField(String text) {
        if (text.contains(",") || text.contains("\"") || text.contains("\n") || text.contains("\r")) {
            return '"' + text.replace("\"", "\"\"") + '"';
        }
        return text;
    }

    private static void writeCell(JsonGenerator json, String field, Object cell) throws IOException {
        if (cell == null) {
            json.writeNullField(field);
        } else if (cell instanceof Integer || cell instanceof Long) {
            json.writeNumberField(field, ((Number) cell).longValue());
        } else if (cell instanceof Number number && Double.isFinite(number.doubleValue())) {
            json.writeNumberField(field, number.doubleValue());
        } else if (cell instanceof Boolean flag) {
            json.writeBooleanField(field, flag);
        } else {
            json.writeStringField(field, cell.toString());
        }
    }

    /** The format named by a user, case-insensitively. */
    public static TableFormat byName(String name) {
        for (TableFormat format : values()) {
            if (format.name().equalsIgnoreCase(name)) {
                return format;
            }
        }
        throw new IllegalArgumentException("unknown format '" + name + "'; known: "
                + Arrays.stream(values()).map(f -> f.name().toLowerCase(Locale.ROOT)).collect(Collectors.joining(", ")));
    }
}
