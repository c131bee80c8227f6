package io.hotshard.simulations;

import io.hotshard.keys.analyze.Candidate;
import io.hotshard.keys.queries.Query;
import io.hotshard.keys.queries.QueryFormat;
import io.hotshard.keys.queries.QuerySink;
import io.hotshard.storeload.SimProperties;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * A query log replayed through the cluster instead of keys: {@code hotshard.trace.queries=FILE} (hotshard's JSON
 * lines, as {@code keys analyze --queries} reads them), {@code hotshard.trace.field} naming the candidate key the
 * queries are targeted by ({@code a} or {@code a+b}) and {@code hotshard.trace.loop} (start over at the end; default
 * true). The file is read once when the setting is, so a bad line is refused before the run starts.
 *
 * @param file        the query log
 * @param key         the candidate key
 * @param loop        whether the log is reopened at its end
 * @param understood  the queries of the file that can be replayed, by weight
 */
public record QueryTraceSettings(Path file, Candidate key, boolean loop, long understood) {

    /** The property naming the file. */
    public static final String QUERIES = "hotshard.trace.queries";

    /** The query log the properties name, or null when {@code hotshard.trace.queries} is unset; refuses a bad value. */
    public static QueryTraceSettings from(SimProperties props) {
        String file = props.raw(QUERIES);
        if (file == null) {
            return null;
        }
        if (props.raw("hotshard.trace") != null) {
            throw new IllegalArgumentException(QUERIES + " replays queries instead of the keys of hotshard.trace; "
                    + "set one of them, not both");
        }
        for (String keysOnly : List.of("hotshard.trace.delimiter", "hotshard.trace.opField")) {
            if (props.raw(keysOnly) != null) {
                throw new IllegalArgumentException(keysOnly + " does not apply to " + QUERIES + " '" + file
                        + "': its lines are JSON queries that carry their op");
            }
        }
        Path path = Path.of(file);
        if (!Files.isRegularFile(path) || !Files.isReadable(path)) {
            throw new IllegalArgumentException(QUERIES + " '" + file + "' must be a readable file");
        }
        String field = props.raw("hotshard.trace.field");
        if (field == null) {
            throw new IllegalArgumentException("hotshard.trace.field must name the candidate key (a or a+b) that "
                    + QUERIES + " '" + file + "' is targeted by");
        }
        List<Candidate> candidates = Candidate.parseAll(field);
        if (candidates.size() != 1) {
            throw new IllegalArgumentException("hotshard.trace.field must name one key (a or a+b) but was '" + field
                    + "'");
        }
        long understood = understood(path);
        if (understood == 0) {
            throw new IllegalArgumentException(QUERIES + " '" + file + "' holds no query that can be replayed");
        }
        return new QueryTraceSettings(path, candidates.get(0), props.booleanValue("hotshard.trace.loop", true),
                understood);
    }

    /** Reads the whole log: its understood queries by weight; a line that is not a query fails naming it. */
    private static long understood(Path path) {
        long[] weight = new long[1];
        try (InputStream in = Files.newInputStream(path)) {
            QueryFormat.JSON.read(path.toString(), in, new QuerySink() {
                @Override
                public void accept(Query query) {
                    weight[0] += query.count();
                }

                @Override
                public void notUnderstood(String location, String text, long count) {
                    // Skipped when replayed, and counted then.
                }
            });
        } catch (IOException e) {
            throw new UncheckedIOException(QUERIES + " '" + path + "' cannot be read", e);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(QUERIES + ": " + e.getMessage(), e);
        }
        return weight[0];
    }
}
