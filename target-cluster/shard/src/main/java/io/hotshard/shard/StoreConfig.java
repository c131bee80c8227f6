package io.hotshard.shard;

import java.util.Objects;

/**
 * Where a shard keeps its data: in memory, or in PostgreSQL at {@code pg}, in a schema of its own
 * ({@link PgStore#schemaOf(String)}) whose connection pool has as many connections as the shard has slots.
 */
public record StoreConfig(StoreKind kind, PgTarget pg) {

    /** Validates that a pg store names its server and a memory store none. */
    public StoreConfig {
        Objects.requireNonNull(kind, "kind");
        if (kind == StoreKind.PG && pg == null) {
            throw new IllegalArgumentException("a pg store needs a server (pg url) but none was given");
        }
        if (kind == StoreKind.MEMORY && pg != null) {
            throw new IllegalArgumentException("a memory store takes no pg server but was given " + pg.displayUrl());
        }
    }

    /** The in-memory store. */
    public static StoreConfig memory() {
        return new StoreConfig(StoreKind.MEMORY, null);
    }

    /** A PostgreSQL store on {@code target}. */
    public static StoreConfig pg(PgTarget target) {
        return new StoreConfig(StoreKind.PG, target);
    }

    /** {@code memory} or {@code pg postgresql://user@host:port/db}. */
    public String describe() {
        return kind == StoreKind.PG ? "pg " + pg.displayUrl() : kind.storeName();
    }
}
