package io.hotshard.runformat;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A comma-separated file of the run as read back, with a header row; columns are found by name, so extra columns are
 * ignored.
 */
public final class CsvTable {

    private final String file;
    private final Map<String, Integer> columns = new HashMap<>();
    private final List<String[]> rows = new ArrayList<>();
    private final List<Integer> lineNumbers = new ArrayList<>();

    private CsvTable(String file) {
        this.file = file;
    }

    /**
     * Parses the text of a CSV file.
     *
     * @param required the columns the contract requires
     * @param dropTruncatedTail whether a last line without its newline is dropped (an interrupted writer's tail)
     */
    public static CsvTable parse(String file, String text, List<String> required, boolean dropTruncatedTail) {
        CsvTable table = new CsvTable(file);
        String[] lines = text.split("\r?\n", -1);
        int last = lines.length - 1;
        if (!lines[last].isEmpty() && dropTruncatedTail) {
            last--;
        }
        if (lines.length == 0 || lines[0].isBlank()) {
            throw new IllegalArgumentException(file + ": header row is missing");
        }
        String[] header = lines[0].trim().split(",", -1);
        for (int i = 0; i < header.length; i++) {
            table.columns.put(header[i].trim(), i);
        }
        for (String name : required) {
            if (!table.columns.containsKey(name)) {
                throw new IllegalArgumentException(file + ": column " + name + " is missing from header " + lines[0]);
            }
        }
        for (int i = 1; i <= last && i < lines.length; i++) {
            if (lines[i].isBlank()) {
                continue;
            }
            String[] cells = lines[i].split(",", -1);
            if (cells.length < header.length) {
                throw new IllegalArgumentException(file + " line " + (i + 1) + ": expected " + header.length
                        + " cells but found " + cells.length);
            }
            table.rows.add(cells);
            table.lineNumbers.add(i + 1);
        }
        return table;
    }

    public int size() {
        return rows.size();
    }

    /** The cell of {@code column} in {@code row}, trimmed. */
    public String text(int row, String column) {
        return rows.get(row)[columns.get(column)].trim();
    }

    /** The cell as a whole number; anything else fails naming the file, line, column and cell. */
    public long whole(int row, String column) {
        String cell = text(row, column);
        try {
            return Long.parseLong(cell);
        } catch (NumberFormatException e) {
            throw bad(row, column, cell, "a whole number");
        }
    }

    /** A number; an empty cell reads as NaN, which the contract uses for "no value this second". */
    public double number(int row, String column) {
        String cell = text(row, column);
        if (cell.isEmpty()) {
            return Double.NaN;
        }
        try {
            return Double.parseDouble(cell);
        } catch (NumberFormatException e) {
            throw bad(row, column, cell, "a number");
        }
    }

    private IllegalArgumentException bad(int row, String column, String cell, String expected) {
        return new IllegalArgumentException(file + " line " + lineNumbers.get(row) + ": " + column
                + " must be " + expected + " but was '" + cell + "'");
    }
}
