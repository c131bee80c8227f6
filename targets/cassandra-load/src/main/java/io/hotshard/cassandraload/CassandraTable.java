package io.hotshard.cassandraload;

import io.hotshard.storeload.SimProperties;
import java.util.Locale;

/**
 * The table a Cassandra run reads and writes, read once from {@code hotshard.cassandra.table}: {@code kv} (one row
 * per key) or {@code wide} ({@code wide(k text, c int, v blob, PRIMARY KEY (k, c))}: each key a partition of
 * {@code .rowsPerPartition} rows, a read a slice of its first {@code .sliceRows} rows, a write one row at the next
 * clustering value). Placement is by {@code k} either way, so the prediction is the same.
 */
public record CassandraTable(Kind kind, int rowsPerPartition, int sliceRows) {

    /** The most rows a partition may be preloaded with: the preload writes every one. */
    public static final int MAX_ROWS = 100_000;
    /** The most rows a slice may read: the driver's first page, so one request answers it. */
    public static final int MAX_SLICE = 5_000;

    /** The table's shape. */
    public enum Kind {
        /** {@code kv(k text PRIMARY KEY, v blob)}: one row per partition. */
        KV,
        /** {@code wide(k text, c int, v blob, PRIMARY KEY (k, c))}: many rows per partition. */
        WIDE
    }

    /** Checks the values. */
    public CassandraTable {
        if (rowsPerPartition < 1 || rowsPerPartition > MAX_ROWS) {
            throw new IllegalArgumentException("hotshard.cassandra.rowsPerPartition must be within [1, " + MAX_ROWS
                    + "] but was " + rowsPerPartition);
        }
        if (sliceRows < 1 || sliceRows > MAX_SLICE) {
            throw new IllegalArgumentException("hotshard.cassandra.sliceRows must be within [1, " + MAX_SLICE
                    + "] but was " + sliceRows);
        }
    }

    /** The plain table {@code kv}. */
    public static CassandraTable kv() {
        return new CassandraTable(Kind.KV, 1, 1);
    }

    /** Reads {@code hotshard.cassandra.table}, {@code .rowsPerPartition} and {@code .sliceRows}. */
    public static CassandraTable from(SimProperties props) {
        Kind kind = props.typed("hotshard.cassandra.table", Kind.KV,
                text -> Kind.valueOf(text.toUpperCase(Locale.ROOT)), "kv or wide");
        if (kind == Kind.KV) {
            return kv();
        }
        return new CassandraTable(kind, props.intValue("hotshard.cassandra.rowsPerPartition", 1000, 1, MAX_ROWS),
                props.intValue("hotshard.cassandra.sliceRows", 100, 1, MAX_SLICE));
    }

    /** Whether keys are wide partitions. */
    public boolean wide() {
        return kind == Kind.WIDE;
    }

    /** The table's name in hotshard's keyspace. */
    public String name() {
        return kind.name().toLowerCase(Locale.ROOT);
    }

    /** A few words for the console and the report. */
    public String describe() {
        return wide() ? "wide: " + rowsPerPartition + " rows per partition, a read reads " + sliceRows
                : "kv: one row per partition";
    }
}
