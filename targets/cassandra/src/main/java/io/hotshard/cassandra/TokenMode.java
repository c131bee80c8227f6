package io.hotshard.cassandra;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/** How a node chooses its tokens when it joins. */
public enum TokenMode {

    /** Cassandra's allocation algorithm for the keyspace's replication factor (its default since 4.0). */
    ALLOCATE("allocate"),

    /** Uniformly random tokens, as every node chose them before 4.0. */
    RANDOM("random");

    private final String label;

    TokenMode(String label) {
        this.label = label;
    }

    /** The name users type. */
    public String label() {
        return label;
    }

    /** The mode named {@code name}; fails listing the known names. */
    public static TokenMode byName(String name) {
        for (TokenMode mode : values()) {
            if (mode.label.equals(name == null ? null : name.toLowerCase(Locale.ROOT))) {
                return mode;
            }
        }
        throw new IllegalArgumentException("token mode must be one of " + Arrays.stream(values())
                .map(TokenMode::label).collect(Collectors.joining(", ")) + " but was '" + name + "'");
    }

    @Override
    public String toString() {
        return label;
    }
}
