package io.hotshard.router.data;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/** Which shards a fan-out asks, by the name {@code route=} takes. */
enum FanOutRoute {

    /** Every shard, or {@code shards=k} of them chosen per prefix. */
    ALL("all"),
    /** Per prefix, the shards the partitioner says may hold keys with it: one range, or every shard for a hash. */
    OWNERS("owners"),
    /** Each {@code q} an exact key: the distinct owners of the keys, one leg per shard asking for all of its keys. */
    KEYS("keys");

    private final String label;

    FanOutRoute(String label) {
        this.label = label;
    }

    /** The name users type. */
    public String label() {
        return label;
    }

    /** The route with this label (case-insensitive); fails listing the known labels. */
    public static FanOutRoute byName(String name) {
        String wanted = name == null ? null : name.trim().toLowerCase(Locale.ROOT);
        for (FanOutRoute r : values()) {
            if (r.label.equals(wanted)) {
                return r;
            }
        }
        throw new IllegalArgumentException("unknown route '" + name + "'; known: "
                + Arrays.stream(values()).map(FanOutRoute::label).collect(Collectors.joining(", ")));
    }

    @Override
    public String toString() {
        return label;
    }
}
