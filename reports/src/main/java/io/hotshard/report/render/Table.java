package io.hotshard.report.render;

import java.util.List;

/** A table of text cells, rendered as HTML or Markdown. */
public record Table(List<String> header, List<List<String>> rows) {

    /** Copies the lists and checks every row has one cell per column. */
    public Table {
        header = List.copyOf(header);
        rows = rows.stream().map(List::copyOf).toList();
        for (List<String> row : rows) {
            if (row.size() != header.size()) {
                throw new IllegalArgumentException("rows must have " + header.size() + " cells but one had "
                        + row.size() + ": " + row);
            }
        }
    }

    /** The table as escaped HTML. */
    public String html() {
        return Html.table(header, rows);
    }

    /** The table as GitHub-flavoured Markdown, with pipes in cells escaped. */
    public String markdown() {
        StringBuilder out = new StringBuilder();
        out.append("| ").append(String.join(" | ", header.stream().map(Table::md).toList())).append(" |\n");
        out.append("|").append("---|".repeat(header.size())).append('\n');
        for (List<String> row : rows) {
            out.append("| ").append(String.join(" | ", row.stream().map(Table::md).toList())).append(" |\n");
        }
        return out.toString();
    }

    private static String md(String cell) {
        return cell.replace("|", "\\|").replace("\n", " ");
    }
}
