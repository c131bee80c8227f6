package io.hotshard.redisload;

import io.lettuce.core.ClientOptions;
import io.lettuce.core.RedisClient;
import io.lettuce.core.RedisURI;
import io.lettuce.core.TimeoutOptions;
import io.lettuce.core.TrackingArgs;
import io.lettuce.core.api.StatefulRedisConnection;
import io.lettuce.core.support.caching.CacheAccessor;
import io.lettuce.core.support.caching.CacheFrontend;
import io.lettuce.core.support.caching.ClientSideCaching;
import java.time.Duration;
import java.util.Collections;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

/**
 * A client-side cache of one slot's keys, kept coherent by Redis itself: Lettuce's client-side caching over a
 * connection of its own to the master serving the slot, with {@code CLIENT TRACKING} on (RESP3), so the master sends
 * an invalidation when a cached key is written and the next read of it goes to the master again. Lettuce's
 * client-side caching serves single-node connections, which is why the cache covers one master's slot. A miss sends
 * exactly one asynchronous GET on that connection (which tracks the key) and keeps the value; Lettuce's own
 * read-through front end is synchronous and would skip the GET for a key a concurrent miss just cached, so the
 * commands sent would not be the commands counted.
 */
final class HotSlotCache implements AutoCloseable {

    private final int slot;
    private final RedisClient client;
    private final StatefulRedisConnection<String, String> connection;
    private final Map<String, String> cache = Collections.synchronizedMap(new HashMap<>());
    private final CacheFrontend<String, String> frontend;

    /** Connects to the master on {@code masterPort} of 127.0.0.1 and turns tracking on for {@code slot}'s keys. */
    HotSlotCache(int masterPort, int slot, Duration timeout) {
        this.slot = slot;
        client = RedisClient.create(RedisURI.create("127.0.0.1", masterPort));
        client.setOptions(ClientOptions.builder().timeoutOptions(TimeoutOptions.enabled(timeout)).build());
        connection = client.connect();
        frontend = ClientSideCaching.enable(CacheAccessor.forMap(cache), connection, TrackingArgs.Builder.enabled());
    }

    /** The slot whose reads this cache serves. */
    int slot() {
        return slot;
    }

    /** The cached value of {@code key}, or null when it is not cached (a miss). */
    String cached(String key) {
        return cache.get(key);
    }

    /** Reads {@code key} from the master with one GET and keeps its value (a missing key is not kept). */
    CompletableFuture<String> fetch(String key) {
        return connection.async().get(key).toCompletableFuture().thenApply(value -> {
            if (value != null) {
                cache.put(key, value);
            }
            return value;
        });
    }

    @Override
    public void close() {
        frontend.close();
        connection.close();
        client.shutdown(Duration.ZERO, Duration.ofSeconds(2));
    }
}
