package io.hotshard.keys.analyze;

import java.io.IOException;
import java.io.InputStream;
import java.util.List;

/** Reads rows from one input and tells a sink each candidate's value. */
interface RowReader {

    /** Reads {@code in} (named {@code name} in messages) to its end. */
    void read(String name, InputStream in, List<Candidate> candidates, RowSink sink) throws IOException;

    /** The reader for {@code format}; {@code header} says whether delimited input starts with column names. */
    static RowReader of(InputFormat format, boolean header) {
        return switch (format) {
            case PLAIN -> new PlainReader();
            case CSV -> new CsvReader(',', header);
            case TSV -> new CsvReader('\t', header);
            case SEMICOLON -> new CsvReader(';', header);
            case WHITESPACE -> new WhitespaceReader(header);
            case JSONL -> new JsonLinesReader();
        };
    }
}
