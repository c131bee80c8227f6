package io.hotshard.router.mitigate;

import java.util.Arrays;
import java.util.Locale;

/** The mitigations the adaptive controller can apply to a hot key. */
public enum MitigationKind {

    /** Salting with the salting settings. */
    SALTING,
    /** Read replicas with the replica settings. */
    REPLICAS,
    /** The read cache with the cache settings. */
    CACHE,
    /** A pin to the adaptive block's {@code splitShard}. */
    SPLIT;

    /** The name used in JSON. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The kind named {@code name}; fails naming the field and listing the known names. */
    public static MitigationKind byName(String field, String name) {
        return Arrays.stream(values()).filter(m -> m.label().equals(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException(field + " must be one of "
                        + Arrays.stream(values()).map(MitigationKind::label).toList() + " but was " + name));
    }
}
