package io.hotshard.shard;

import java.util.Arrays;
import java.util.Locale;

/** Where a shard keeps its {@code /kv} data: the names users type after {@code --store}. */
public enum StoreKind {
    /** An ordered map in the shard's memory. */
    MEMORY("memory"),
    /** A table in PostgreSQL, reached through the Vert.x reactive client. */
    PG("pg");

    private final String storeName;

    StoreKind(String storeName) {
        this.storeName = storeName;
    }

    /** The name users type. */
    public String storeName() {
        return storeName;
    }

    /** The kind named {@code name}; fails listing the known names. */
    public static StoreKind byName(String name) {
        String wanted = name == null ? "" : name.strip().toLowerCase(Locale.ROOT);
        return Arrays.stream(values()).filter(kind -> kind.storeName.equals(wanted)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("store must be one of "
                        + Arrays.stream(values()).map(StoreKind::storeName).toList() + " but was " + name));
    }
}
