package io.hotshard.keys.queries;

import java.util.List;
import java.util.Locale;
import org.apache.commons.csv.CSVRecord;

/** Where {@code query} and {@code calls} are in a pg_stat_statements CSV, read from its header. */
record PgStatementsHeader(int query, int calls) {

    /** The columns of {@code names}, the header on line {@code line} of {@code name}. */
    static PgStatementsHeader of(String name, long line, List<String> names) {
        int query = -1;
        int calls = -1;
        for (int i = 0; i < names.size(); i++) {
            String column = names.get(i).trim().toLowerCase(Locale.ROOT);
            if (column.equals("query") && query < 0) {
                query = i;
            } else if (column.equals("calls") && calls < 0) {
                calls = i;
            }
        }
        if (query < 0 || calls < 0) {
            throw new IllegalArgumentException(name + ":" + line + ": expected a header with columns query and calls, found "
                    + names);
        }
        return new PgStatementsHeader(query, calls);
    }

    /** The calls of {@code record}, on line {@code line} of {@code name}: a whole number, at least 0. */
    long calls(String name, long line, CSVRecord record) {
        if (record.size() <= Math.max(query, calls)) {
            throw new IllegalArgumentException(name + ":" + line + ": expected a row with columns query and calls, found "
                    + record.toList());
        }
        String text = record.get(calls).trim();
        try {
            long count = Long.parseLong(text);
            if (count >= 0) {
                return count;
            }
        } catch (NumberFormatException e) {
            // reported below with the text
        }
        throw new IllegalArgumentException(name + ":" + line + ": expected a whole number of calls, found '" + text
                + "'");
    }
}
