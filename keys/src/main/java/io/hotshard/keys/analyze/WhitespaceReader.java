package io.hotshard.keys.analyze;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;

/** Columns separated by runs of spaces or tabs, as in many logs; no quoting, blank lines skipped. */
final class WhitespaceReader implements RowReader {

    private static final Pattern RUNS = Pattern.compile("[ \\t]+");

    private final boolean header;

    WhitespaceReader(boolean header) {
        this.header = header;
    }

    @Override
    public void read(String name, InputStream in, List<Candidate> candidates, RowSink sink) throws IOException {
        Columns[] columns = {header ? null : Columns.resolve(name, null, candidates)};
        LineScanner.scan(in, (b, off, len) -> {
            String line = new String(b, off, len, StandardCharsets.UTF_8).strip();
            if (line.isEmpty()) {
                return;
            }
            String[] values = RUNS.split(line);
            if (columns[0] == null) {
                columns[0] = Columns.resolve(name, Arrays.asList(values), candidates);
                return;
            }
            columns[0].emit(values.length, i -> values[i], sink);
        });
    }
}
