package io.hotshard.report.run;

import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

/**
 * A comma-separated file of the run as read back, with a header row; columns are found by name, so extra columns are
 * ignored. Cells are read as RFC 4180 says (commons-csv): a quoted cell may hold commas and doubled quotes.
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
        String firstLine = text.lines().findFirst().orElse("");
        if (firstLine.isBlank()) {
            throw new IllegalArgumentException(file + ": header row is missing");
        }
        CsvTable table = new CsvTable(file);
        try (CSVParser parser = CSVParser.builder().setReader(new StringReader(kept(text, dropTruncatedTail)))
                .setFormat(CSVFormat.RFC4180).get()) {
            table.read(parser, required, firstLine);
        } catch (IOException e) {
            throw new IllegalArgumentException(file + ": " + e.getMessage(), e);
        } catch (UncheckedIOException e) {
            throw new IllegalArgumentException(file + ": " + e.getCause().getMessage(), e);
        }
        return table;
    }

    /** The text without a last line that lacks its newline, when asked; a lone header line is kept. */
    private static String kept(String text, boolean dropTruncatedTail) {
        if (!dropTruncatedTail || text.endsWith("\n")) {
            return text;
        }
        int end = text.lastIndexOf('\n') + 1;
        return end == 0 ? text : text.substring(0, end);
    }

    private void read(CSVParser parser, List<String> required, String firstLine) {
        String[] header = null;
        // The line breaks read when the last record ended: a record starts on the line after (a quoted cell may span
        // lines, so records and lines are counted apart).
        long breaksBefore = 0;
        for (CSVRecord record : parser) {
            String[] cells = record.values();
            int line = (int) breaksBefore + 1;
            breaksBefore = parser.getCurrentLineNumber();
            if (header == null) {
                header = cells;
                for (int i = 0; i < header.length; i++) {
                    columns.put(header[i].trim(), i);
                }
                for (String name : required) {
                    if (!columns.containsKey(name)) {
                        throw new IllegalArgumentException(file + ": column " + name + " is missing from header "
                                + firstLine);
                    }
                }
                continue;
            }
            // A blank line reads as one blank cell: skipped, but counted in the line numbers.
            if (cells.length == 1 && cells[0].isBlank()) {
                continue;
            }
            if (cells.length < header.length) {
                throw new IllegalArgumentException(file + " line " + line + ": expected " + header.length
                        + " cells but found " + cells.length);
            }
            rows.add(cells);
            lineNumbers.add(line);
        }
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
