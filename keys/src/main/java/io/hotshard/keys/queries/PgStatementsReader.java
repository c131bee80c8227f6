package io.hotshard.keys.queries;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

/**
 * Reads PostgreSQL's {@code pg_stat_statements} exported as CSV (RFC 4180, a header naming at least {@code query} and
 * {@code calls}, in any order and case): each row is one normalized statement weighted by its calls. Rows with no
 * calls are skipped; statements JSqlParser cannot parse, or that are not SELECT, INSERT ... VALUES, UPDATE or
 * DELETE, go to {@link QuerySink#notUnderstood} as {@code name:line}.
 */
public final class PgStatementsReader implements QueryLogReader {

    private static final int REMEMBERED_STATEMENTS = 16_384;
    private static final int SHOWN_CHARACTERS = 80;

    @Override
    public void read(String name, InputStream in, QuerySink sink) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8), 1 << 16);
        CSVParser parser = CSVParser.builder().setReader(reader).setFormat(CSVFormat.RFC4180).get();
        Iterator<CSVRecord> records = parser.iterator();
        SqlStatements statements = new SqlStatements(REMEMBERED_STATEMENTS);
        PgStatementsHeader header = null;
        while (true) {
            long line = parser.getCurrentLineNumber() + 1;
            CSVRecord record = next(records, name, line);
            if (record == null) {
                break;
            }
            if (header == null) {
                header = PgStatementsHeader.of(name, line, record.toList());
            } else if (!isBlank(record)) {
                long calls = header.calls(name, line, record);
                if (calls > 0) {
                    String query = record.get(header.query());
                    Optional<QueryShape> shape = statements.shape(query);
                    if (shape.isPresent()) {
                        sink.accept(shape.get().times(calls));
                    } else {
                        sink.notUnderstood(name + ":" + line, oneLine(query), calls);
                    }
                }
            }
        }
        if (header == null) {
            // An empty input fails as a header without the columns would.
            PgStatementsHeader.of(name, 1, List.of());
        }
    }

    private static CSVRecord next(Iterator<CSVRecord> records, String name, long line) {
        try {
            return records.hasNext() ? records.next() : null;
        } catch (UncheckedIOException | IllegalStateException e) {
            throw new IllegalArgumentException(name + ":" + line + ": expected a CSV record (RFC 4180), found an"
                    + " unbalanced quote or other malformed input", e);
        }
    }

    private static boolean isBlank(CSVRecord record) {
        return record.size() == 1 && record.get(0).isBlank();
    }

    /** The first characters of {@code query} with each run of white space, line breaks included, as one space. */
    private static String oneLine(String query) {
        StringBuilder shown = new StringBuilder(SHOWN_CHARACTERS);
        boolean space = false;
        for (int i = 0; i < query.length() && shown.length() < SHOWN_CHARACTERS; i++) {
            char c = query.charAt(i);
            if (Character.isWhitespace(c)) {
                space = shown.length() > 0;
            } else {
                if (space) {
                    shown.append(' ');
                    space = false;
                }
                shown.append(c);
            }
        }
        return shown.toString();
    }
}
