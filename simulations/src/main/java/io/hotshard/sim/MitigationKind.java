package io.hotshard.sim;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/** The names {@code hotshard.mitigation} accepts. */
public enum MitigationKind {
    /** No mitigation: the baseline. */
    NONE("none", false),
    /** A router-side read cache for the listed keys (or all keys). */
    CACHE("cache", true),
    /** Listed keys split over salted sub-keys. */
    SALTING("salting", true),
    /** Listed keys pinned to a dedicated shard. */
    SPLIT("split", true),
    /** Reads of listed keys spread over the next distinct ring nodes. */
    REPLICAS("replicas", true),
    /** Bounded-load consistent hashing over live in-flight counts. */
    BOUNDED("bounded", false),
    /** Hedged reads after the observed percentile latency. */
    HEDGING("hedging", false),
    /** Detected hot keys get a chosen mitigation while they stay hot. */
    ADAPTIVE("adaptive", false);

    private final String label;
    private final boolean perKey;

    MitigationKind(String label, boolean perKey) {
        this.label = label;
        this.perKey = perKey;
    }

    /** The name users type. */
    public String label() {
        return label;
    }

    /** Whether it applies to listed keys only. */
    public boolean perKey() {
        return perKey;
    }

    /** The kind named {@code name}; fails listing the known names. */
    public static MitigationKind byName(String name) {
        String wanted = name.trim().toLowerCase(Locale.ROOT);
        return Arrays.stream(values()).filter(k -> k.label.equals(wanted)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("hotshard.mitigation must be one of "
                        + Arrays.stream(values()).map(MitigationKind::label).collect(Collectors.joining(", "))
                        + " but was " + name));
    }
}
