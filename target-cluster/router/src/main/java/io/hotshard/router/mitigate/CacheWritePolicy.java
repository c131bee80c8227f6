package io.hotshard.router.mitigate;

import java.util.Arrays;
import java.util.Locale;

/** What a write through the router does to the read cache. */
public enum CacheWritePolicy {

    /** Drop the key (cache-aside): the next read misses and refills from the shard. */
    INVALIDATE,
    /**
     * Drop the key, then store the written value once the shard acknowledged the write and no other write of
     * the key is in flight (write-through): reads keep hitting a key that is written often.
     */
    UPDATE;

    /** The name used in JSON. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The policy named {@code name}; fails listing the known names. */
    public static CacheWritePolicy byName(String name) {
        return Arrays.stream(values()).filter(p -> p.label().equals(name)).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("cache.writePolicy must be one of "
                        + Arrays.stream(values()).map(CacheWritePolicy::label).toList() + " but was " + name));
    }
}
