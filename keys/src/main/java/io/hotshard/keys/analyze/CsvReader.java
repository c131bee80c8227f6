package io.hotshard.keys.analyze;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.Iterator;
import java.util.List;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

/**
 * Delimited text with RFC 4180 quoting (commons-csv): quoted values may hold the delimiter, quotes and line
 * breaks. An unbalanced quote swallows the rest of the input; that row is counted as malformed.
 */
final class CsvReader implements RowReader {

    private final CSVFormat format;
    private final boolean header;

    CsvReader(char delimiter, boolean header) {
        this.format = CSVFormat.RFC4180.builder().setDelimiter(delimiter).get();
        this.header = header;
    }

    @Override
    public void read(String name, InputStream in, List<Candidate> candidates, RowSink sink) throws IOException {
        BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8), 1 << 16);
        CSVParser parser = CSVParser.builder().setReader(reader).setFormat(format).get();
        Iterator<CSVRecord> records = parser.iterator();
        Columns columns = null;
        if (!header) {
            columns = Columns.resolve(name, null, candidates);
        }
        while (true) {
            CSVRecord record;
            try {
                if (!records.hasNext()) {
                    break;
                }
                record = records.next();
            } catch (UncheckedIOException | IllegalStateException e) {
                sink.malformed(parser.getCurrentLineNumber() + 1);
                break;
            }
            if (columns == null) {
                columns = Columns.resolve(name, record.toList(), candidates);
                continue;
            }
            columns.emit(record.size(), record::get, sink);
        }
        if (columns == null) {
            Columns.resolve(name, List.of(), candidates);
        }
    }
}
