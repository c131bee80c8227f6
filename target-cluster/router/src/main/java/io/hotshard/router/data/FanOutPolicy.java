package io.hotshard.router.data;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/** What a fan-out answers when some shards fail. */
public enum FanOutPolicy {

    /** Every shard must answer; any failure fails the whole query with 502 or 504 (a timeout). */
    ALL("all"),
    /** The shards that answered are returned with 206; 502 or 504 only when none answered. */
    PARTIAL("partial");

    private final String label;

    FanOutPolicy(String label) {
        this.label = label;
    }

    /** The name users type. */
    public String label() {
        return label;
    }

    /** The policy with this label (case-insensitive); fails listing the known labels. */
    public static FanOutPolicy byName(String name) {
        String wanted = name == null ? null : name.trim().toLowerCase(Locale.ROOT);
        for (FanOutPolicy p : values()) {
            if (p.label.equals(wanted)) {
                return p;
            }
        }
        throw new IllegalArgumentException("unknown policy '" + name + "'; known: "
                + Arrays.stream(values()).map(FanOutPolicy::label).collect(Collectors.joining(", ")));
    }

    @Override
    public String toString() {
        return label;
    }
}
