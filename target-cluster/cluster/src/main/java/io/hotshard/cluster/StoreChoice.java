package io.hotshard.cluster;

import io.hotshard.shard.PgTarget;
import io.hotshard.shard.StoreKind;
import java.util.Objects;

/**
 * What users choose for a cluster's data: {@code memory}, {@code pg} on an embedded PostgreSQL started with the
 * cluster, or {@code pg} on an existing server at {@code pgUrl}.
 */
public record StoreChoice(StoreKind kind, PgTarget pgUrl) {

    /** Validates that only a pg store names a server. */
    public StoreChoice {
        Objects.requireNonNull(kind, "kind");
        if (kind == StoreKind.MEMORY && pgUrl != null) {
            throw new IllegalArgumentException("a pg url needs the pg store but the store was memory ("
                    + pgUrl.displayUrl() + ")");
        }
    }

    /** The in-memory store. */
    public static StoreChoice memory() {
        return new StoreChoice(StoreKind.MEMORY, null);
    }

    /** Reads a store name and an optional {@code postgresql://} URL; names the bad value. */
    public static StoreChoice parse(String store, String pgUrl) {
        StoreKind kind = StoreKind.byName(store);
        return new StoreChoice(kind, pgUrl == null || pgUrl.isBlank() ? null : PgTarget.parse(pgUrl));
    }

    /** Whether the cluster must start its own PostgreSQL. */
    public boolean embeddedServer() {
        return kind == StoreKind.PG && pgUrl == null;
    }
}
