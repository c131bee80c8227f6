package io.hotshard.keys.analyze;

import java.io.IOException;
import java.io.InputStream;
import java.util.List;

/** One key per line, read as bytes; an empty line is a row without a key. */
final class PlainReader implements RowReader {

    @Override
    public void read(String name, InputStream in, List<Candidate> candidates, RowSink sink) throws IOException {
        LineScanner.scan(in, (b, off, len) -> {
            if (len == 0) {
                sink.missing(0);
            } else {
                sink.value(0, b, off, len);
            }
        });
    }
}
