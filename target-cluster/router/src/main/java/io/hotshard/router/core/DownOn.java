package io.hotshard.router.core;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/** What makes the router mark a shard down. */
public enum DownOn {

    /** Only refused or broken connections (a crashed or stopped shard). */
    REFUSED("refused"),
    /**
     * Also timeouts of health probes and of proxied requests: the automatic removal of a merely slow shard,
     * which can cascade when its load moves onto the others.
     */
    TIMEOUT("timeout");

    private final String label;

    DownOn(String label) {
        this.label = label;
    }

    /** The name users type. */
    public String label() {
        return label;
    }

    /** The value with this label (case-insensitive); fails listing the known labels. */
    public static DownOn byName(String name) {
        String wanted = name == null ? null : name.trim().toLowerCase(Locale.ROOT);
        for (DownOn d : values()) {
            if (d.label.equals(wanted)) {
                return d;
            }
        }
        throw new IllegalArgumentException("unknown downOn '" + name + "'; known: "
                + Arrays.stream(values()).map(DownOn::label).collect(Collectors.joining(", ")));
    }

    @Override
    public String toString() {
        return label;
    }
}
