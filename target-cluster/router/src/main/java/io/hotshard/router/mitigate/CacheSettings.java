package io.hotshard.router.mitigate;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.Set;

/**
 * The router's read cache.
 *
 * @param maxEntries most entries kept (W-TinyLFU eviction beyond)
 * @param ttlMillis  time an entry is served after it was filled
 * @param keys       cacheable keys; empty means every key
 * @param writePolicy what a write through the router does to the cached key
 */
public record CacheSettings(boolean enabled, long maxEntries, long ttlMillis, Set<String> keys,
                            CacheWritePolicy writePolicy) {

    /** Most entries a cache holds. */
    public static final long MAX_ENTRIES = 10_000_000;
    /** Longest time to live of an entry. */
    public static final long MAX_TTL_MILLIS = 86_400_000;


    private static final Set<String> FIELDS = Set.of("enabled", "maxEntries", "ttlMillis", "keys", "writePolicy");

    /** Validates every field. */
    public CacheSettings {
        Fields.requireRange("cache.maxEntries", maxEntries, 1, MAX_ENTRIES);
        Fields.requireRange("cache.ttlMillis", ttlMillis, 1, MAX_TTL_MILLIS);
        keys = Fields.keySet("cache.keys", keys);
        java.util.Objects.requireNonNull(writePolicy, "cache.writePolicy");
    }

    /** With the invalidate policy. */
    public CacheSettings(boolean enabled, long maxEntries, long ttlMillis, Set<String> keys) {
        this(enabled, maxEntries, ttlMillis, keys, CacheWritePolicy.INVALIDATE);
    }

    /** Off, 10,000 entries, 1 s, every key. */
    public static CacheSettings defaults() {
        return new CacheSettings(false, 10_000, 1_000, Set.of());
    }

    /** Whether {@code key} may be cached when the cache is on. */
    public boolean covers(String key) {
        return keys.isEmpty() || keys.contains(key);
    }

    CacheSettings patched(Object patch) {
        Fields in = Fields.of("cache", patch, FIELDS);
        return new CacheSettings(in.bool("enabled", enabled), in.integer("maxEntries", maxEntries),
                in.integer("ttlMillis", ttlMillis), in.keys("keys", keys),
                CacheWritePolicy.byName(in.string("writePolicy", writePolicy.label())));
    }

    JsonObject toJson() {
        return new JsonObject().put("enabled", enabled).put("maxEntries", maxEntries).put("ttlMillis", ttlMillis)
                .put("keys", new JsonArray(keys.stream().toList())).put("writePolicy", writePolicy.label());
    }
}
