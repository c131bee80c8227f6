package io.hotshard.keys.analyze;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.function.Function;
import java.util.regex.Pattern;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

/**
 * A trace's requests in file order, streamed: one row in memory at a time, the file reopened at its end when
 * looping. Rows without a key, and rows that cannot be parsed, are skipped and counted.
 */
public final class TraceReader implements Iterator<TraceRecord>, Closeable {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Pattern RUNS = Pattern.compile("[ \\t]+");

    private final String file;
    private final TraceFormat format;
    private final boolean loop;
    private Rows rows;
    private TraceRecord next;
    private long passRecords;
    private long skipped;
    private long passes;

    /** Opens {@code file}; fails at once when it cannot be read or names no such field. */
    public TraceReader(String file, TraceFormat format, boolean loop) throws IOException {
        this.file = file;
        this.format = format;
        this.loop = loop;
        this.rows = open();
        advance();
        if (next == null) {
            throw new IllegalArgumentException("trace " + file + " holds no request with a key");
        }
    }

    @Override
    public boolean hasNext() {
        return next != null;
    }

    @Override
    public TraceRecord next() {
        if (next == null) {
            throw new NoSuchElementException("trace " + file + " has ended");
        }
        TraceRecord current = next;
        advance();
        return current;
    }

    /** Rows skipped so far (no key, or malformed). */
    public long skipped() {
        return skipped;
    }

    /** Times the file has been opened. */
    public long passes() {
        return passes;
    }

    @Override
    public void close() throws IOException {
        rows.close();
    }

    private void advance() {
        try {
            while (true) {
                List<String> row = rows.next();
                if (row == null) {
                    if (!loop || passRecords == 0) {
                        next = null;
                        return;
                    }
                    rows.close();
                    rows = open();
                    continue;
                }
                TraceRecord record = rows.record(row);
                if (record == null) {
                    skipped++;
                } else {
                    passRecords++;
                    next = record;
                    return;
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read trace " + file, e);
        }
    }

    private Rows open() throws IOException {
        passes++;
        passRecords = 0;
        BufferedReader reader = new BufferedReader(new InputStreamReader(Inputs.open(file, System.in),
                StandardCharsets.UTF_8), 1 << 16);
        return switch (format.layout()) {
            case PLAIN -> new LineRows(reader, line -> List.of(line), false);
            case WHITESPACE -> new LineRows(reader, line -> Arrays.asList(RUNS.split(line.strip())), true);
            case JSONL -> new JsonRows(reader);
            case CSV, TSV, SEMICOLON -> new CsvRows(reader, format.layout() == InputFormat.CSV ? ','
                    : format.layout() == InputFormat.TSV ? '\t' : ';');
        };
    }

    /** Rows of one pass over the file. */
    private abstract class Rows implements Closeable {
        private final BufferedReader reader;
        int[] keyColumns;
        int opColumn = -1;

        Rows(BufferedReader reader) {
            this.reader = reader;
        }

        /** The next row's values, or null at the end. */
        abstract List<String> next() throws IOException;

        void header(List<String> names) {
            keyColumns = Columns.indices(file, names, format.field());
            if (format.opField() != null) {
                opColumn = Columns.indices(file, names, new Candidate(format.opField(), List.of(format.opField())))[0];
            }
        }

        TraceRecord record(List<String> row) {
            StringBuilder key = new StringBuilder();
            for (int p = 0; p < keyColumns.length; p++) {
                if (keyColumns[p] >= row.size() || row.get(keyColumns[p]).isEmpty()) {
                    return null;
                }
                key.append(p > 0 ? ":" : "").append(row.get(keyColumns[p]));
            }
            String op = null;
            if (opColumn >= 0) {
                if (opColumn >= row.size() || row.get(opColumn).isEmpty()) {
                    return null;
                }
                op = TraceFormat.op(row.get(opColumn));
            }
            return new TraceRecord(key.toString(), op);
        }

        @Override
        public void close() throws IOException {
            reader.close();
        }

        BufferedReader reader() {
            return reader;
        }
    }

    private final class LineRows extends Rows {
        private final Function<String, List<String>> split;

        LineRows(BufferedReader reader, Function<String, List<String>> split, boolean hasHeader) {
            super(reader);
            this.split = split;
            if (!hasHeader) {
                keyColumns = new int[] {0};
            }
        }

        @Override
        List<String> next() throws IOException {
            String line;
            while ((line = reader().readLine()) != null) {
                if (line.isBlank()) {
                    skipped++;
                    continue;
                }
                List<String> values = split.apply(line);
                if (keyColumns == null) {
                    header(values);
                    continue;
                }
                return values;
            }
            return null;
        }
    }

    private final class CsvRows extends Rows {
        private final CSVParser parser;
        private final Iterator<CSVRecord> records;

        CsvRows(BufferedReader reader, char delimiter) throws IOException {
            super(reader);
            parser = CSVParser.builder().setReader(reader)
                    .setFormat(CSVFormat.RFC4180.builder().setDelimiter(delimiter).get()).get();
            records = parser.iterator();
        }

        @Override
        List<String> next() {
            try {
                while (records.hasNext()) {
                    List<String> values = records.next().toList();
                    if (keyColumns == null) {
                        header(values);
                        continue;
                    }
                    return values;
                }
            } catch (UncheckedIOException | IllegalStateException e) {
                skipped++;
            }
            return null;
        }
    }

    private final class JsonRows extends Rows {
        private final String[][] keyPaths;
        private final String[] opPath;

        JsonRows(BufferedReader reader) {
            super(reader);
            keyPaths = format.field().parts().stream().map(p -> p.split("\\.", -1)).toArray(String[][]::new);
            opPath = format.opField() == null ? null : format.opField().split("\\.", -1);
            keyColumns = new int[keyPaths.length];
            for (int i = 0; i < keyColumns.length; i++) {
                keyColumns[i] = i;
            }
            opColumn = opPath == null ? -1 : keyPaths.length;
        }

        @Override
        List<String> next() throws IOException {
            String line;
            while ((line = reader().readLine()) != null) {
                JsonNode row;
                try {
                    row = JSON.readTree(line);
                } catch (JsonProcessingException e) {
                    skipped++;
                    continue;
                }
                if (row == null || !row.isObject()) {
                    skipped++;
                    continue;
                }
                List<String> values = new ArrayList<>();
                for (String[] path : keyPaths) {
                    values.add(text(row, path));
                }
                if (opPath != null) {
                    values.add(text(row, opPath));
                }
                return values;
            }
            return null;
        }

        private static String text(JsonNode row, String[] path) {
            JsonNode node = row;
            for (String step : path) {
                node = node.get(step);
                if (node == null || node.isNull()) {
                    return "";
                }
            }
            return node.isValueNode() ? node.asText() : node.toString();
        }
    }
}
