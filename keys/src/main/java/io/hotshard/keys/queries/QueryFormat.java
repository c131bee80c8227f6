package io.hotshard.keys.queries;

import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;
import java.util.Locale;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/** The query log formats, by the name {@code --query-format} takes. */
public enum QueryFormat {

    /** hotshard's own JSON lines ({@link JsonQueryReader}). */
    JSON("json", JsonQueryReader::new),
    /** PostgreSQL's {@code pg_stat_statements} exported as CSV ({@link PgStatementsReader}). */
    PG("pg", PgStatementsReader::new),
    /** A MongoDB profiler export: {@code system.profile} documents as JSON lines ({@link MongoProfileReader}). */
    MONGO("mongo", MongoProfileReader::new);

    private final String label;
    private final Supplier<QueryLogReader> reader;

    QueryFormat(String label, Supplier<QueryLogReader> reader) {
        this.label = label;
        this.reader = reader;
    }

    QueryLogReader reader() {
        return reader.get();
    }

    /** Reads the log {@code in} (named {@code name} in messages) in this format into {@code sink}. */
    public void read(String name, InputStream in, QuerySink sink) throws IOException {
        reader.get().read(name, in, sink);
    }

    /** The format a file's name suggests: {@code .csv} is pg_stat_statements, a name with {@code profile} MongoDB's. */
    public static QueryFormat guess(String name) {
        String file = name.substring(name.lastIndexOf('/') + 1).toLowerCase(Locale.ROOT);
        if (file.contains("profile")) {
            return MONGO;
        }
        if (file.endsWith(".csv") || file.endsWith(".csv.gz") || file.endsWith(".csv.zst")) {
            return PG;
        }
        return JSON;
    }

    /** The format named {@code name}; fails listing the known ones. */
    public static QueryFormat byName(String name) {
        String wanted = name == null ? "" : name.trim().toLowerCase(Locale.ROOT);
        for (QueryFormat f : values()) {
            if (f.label.equals(wanted)) {
                return f;
            }
        }
        throw new IllegalArgumentException("unknown query format '" + name + "'; known: "
                + Arrays.stream(values()).map(f -> f.label).collect(Collectors.joining(", ")));
    }

    public String label() {
        return label;
    }

    @Override
    public String toString() {
        return label;
    }
}
