package io.hotshard.simulations;

import io.hotshard.cluster.StoreChoice;
import io.hotshard.shard.StoreKind;
import io.hotshard.storeload.SimProperties;

/**
 * Where the embedded cluster's shards keep their data: {@code -Dhotshard.store=memory|pg} (default memory) and,
 * for pg, {@code -Dhotshard.pgUrl=postgresql://user:password@host:port/db} of an existing server; without it the
 * cluster starts an embedded PostgreSQL and stops it at the end of the run.
 */
public record StoreSettings(StoreChoice choice) {

    /** Reads {@code hotshard.store} and {@code hotshard.pgUrl}; a bad value fails naming the property. */
    public static StoreSettings from(SimProperties props) {
        String store = props.string("hotshard.store", StoreKind.MEMORY.storeName());
        String pgUrl = props.raw("hotshard.pgUrl");
        try {
            return new StoreSettings(StoreChoice.parse(store, pgUrl));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("hotshard.store=" + store + (pgUrl == null ? "" : " hotshard.pgUrl="
                    + pgUrl) + ": " + e.getMessage(), e);
        }
    }

    /** Whether the shards keep their data in PostgreSQL. */
    public boolean pg() {
        return choice.kind() == StoreKind.PG;
    }
}
