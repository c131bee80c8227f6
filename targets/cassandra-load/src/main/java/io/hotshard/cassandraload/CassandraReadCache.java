package io.hotshard.cassandraload;

import com.github.benmanes.caffeine.cache.Cache;
import com.github.benmanes.caffeine.cache.Caffeine;

/**
 * A client-side cache of reads ({@code hotshard.cassandra.cache}, a Caffeine specification): a read of a key it holds
 * is answered by the client and sends nothing; a read answered by the cluster puts the key in; a write takes the key
 * out before it is sent (invalidation, not write-through: the next read fetches what the cluster holds). A read
 * fetched while a write of the same key is in flight may put the old value back until the entry expires, which is
 * why a specification should bound the entries' age ({@code expireAfterWrite}). The load never uses the value it
 * reads, so an entry holds the fact that the key was read, not its bytes.
 */
final class CassandraReadCache {

    private final Cache<String, Boolean> entries;

    CassandraReadCache(String spec) {
        entries = Caffeine.from(spec).build();
    }

    /** Whether {@code key} is cached. */
    boolean holds(String key) {
        return entries.getIfPresent(key) != null;
    }

    /** Keeps {@code key} after a read the cluster answered. */
    void keep(String key) {
        entries.put(key, Boolean.TRUE);
    }

    /** Drops {@code key} before a write of it. */
    void invalidate(String key) {
        entries.invalidate(key);
    }
}
