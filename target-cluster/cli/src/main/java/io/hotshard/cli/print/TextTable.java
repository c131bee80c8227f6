package io.hotshard.cli.print;

import java.util.ArrayList;
import java.util.List;

/** A titled table of typed cells; numbers stay numbers until a {@link TableFormat} renders them. */
public record TextTable(String title, List<String> headers, List<List<Object>> rows) {

    /** Copies the lists and checks that every row has one cell per header. */
    public TextTable {
        headers = List.copyOf(headers);
        List<List<Object>> copy = new ArrayList<>(rows.size());
        for (List<Object> row : rows) {
            if (row.size() != headers.size()) {
                throw new IllegalArgumentException(
                        "row has " + row.size() + " cells but the table has " + headers.size() + " headers");
            }
            copy.add(java.util.Collections.unmodifiableList(new ArrayList<>(row)));
        }
        rows = List.copyOf(copy);
    }

    /** Starts a table with these headers. */
    public static Builder builder(String title, String... headers) {
        return new Builder(title, List.of(headers));
    }

    /** Collects rows for a {@link TextTable}. */
    public static final class Builder {
        private final String title;
        private final List<String> headers;
        private final List<List<Object>> rows = new ArrayList<>();

        private Builder(String title, List<String> headers) {
            this.title = title;
            this.headers = headers;
        }

        /** Appends a row; cells may be null, strings, or numbers. */
        public Builder row(Object... cells) {
            rows.add(java.util.Arrays.asList(cells));
            return this;
        }

        /** The finished table. */
        public TextTable build() {
            return new TextTable(title, headers, rows);
        }
    }
}
