package io.hotshard.router.mitigate;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.function.Predicate;

/** The mitigations a run can apply; the per-key ones are also what the adaptive controller gives a hot key. */
public enum MitigationKind {

    /** No mitigation: the baseline. */
    NONE(false),
    /** A router-side read cache for the listed keys (or all keys). */
    CACHE(true),
    /** Listed keys split over salted sub-keys. */
    SALTING(true),
    /** Listed keys pinned to a dedicated shard. */
    SPLIT(true),
    /** Reads of listed keys spread over the next distinct ring nodes. */
    REPLICAS(true),
    /** Bounded-load consistent hashing over live in-flight counts. */
    BOUNDED(false),
    /** Hedged reads after the observed percentile latency. */
    HEDGING(false),
    /** Detected hot keys get a chosen per-key mitigation while they stay hot. */
    ADAPTIVE(false);

    private final boolean perKey;

    MitigationKind(boolean perKey) {
        this.perKey = perKey;
    }

    /** The name users type and JSON carries. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Whether it applies to listed keys only, and so whether the adaptive controller can give it to a hot key. */
    public boolean perKey() {
        return perKey;
    }

    /** The kind named {@code name}; fails naming {@code field} and listing the known names. */
    public static MitigationKind byName(String field, String name) {
        return byName(field, name, kind -> true);
    }

    /** The per-key kind named {@code name}, as the adaptive controller takes; fails naming {@code field}. */
    public static MitigationKind perKeyByName(String field, String name) {
        return byName(field, name, MitigationKind::perKey);
    }

    private static MitigationKind byName(String field, String name, Predicate<MitigationKind> allowed) {
        String wanted = name == null ? "" : name.trim().toLowerCase(Locale.ROOT);
        List<MitigationKind> known = Arrays.stream(values()).filter(allowed).toList();
        return known.stream().filter(k -> k.label().equals(wanted)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException(field + " must be one of "
                        + String.join(", ", known.stream().map(MitigationKind::label).toList())
                        + " but was " + name));
    }
}
