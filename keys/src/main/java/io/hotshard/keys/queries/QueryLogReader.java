package io.hotshard.keys.queries;

import java.io.IOException;
import java.io.InputStream;

/**
 * Reads one query log, streaming: each query goes to the sink as it is read. A line that is not in the format at
 * all (invalid JSON, a CSV without its columns, a count that is not a number) fails the whole read with an
 * {@link IllegalArgumentException} whose message starts {@code name:line:} and says what was expected; a query in
 * the format that the reader cannot interpret goes to {@link QuerySink#notUnderstood}.
 */
public interface QueryLogReader {

    /** Reads {@code in}, the log named {@code name} (used in messages), into {@code sink}. */
    void read(String name, InputStream in, QuerySink sink) throws IOException;
}
