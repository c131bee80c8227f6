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
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

/**
 * A client-side cache of one slot's keys, kept coherent by Redis itself: Lettuce's client-side caching over a
 * connection of its own to the master serving the slot, with {@code CLIENT TRACKING} on (RESP3), so the master sends
 * an invalidation when a cached key is written and the next read of it goes to the master again. Lettuce's
 * client-side caching serves single-node connections, which is why the cache covers one master's slot. A miss
 * fetches on a small pool of threads of its own (Lettuce's cache front end reads synchronously), never on the
 * caller's.
 */
final class HotSlotCache implements AutoCloseable {

    private static final int FETCH_THREADS = 4;

    private final int slot;
    private final RedisClient client;
    private final StatefulRedisConnection<String, String> connection;
    private final Map<String, String> cache = Collections.synchronizedMap(new HashMap<>());
    private final CacheFrontend<String, String> frontend;
    private final ExecutorService fetches = Executors.newFixedThreadPool(FETCH_THREADS, runnable -> {
        Thread thread = new Thread(runnable, "redis-client-cache");
        thread.setDaemon(true);
        return thread;
    });

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

    /** Reads {@code key} from the master into the cache, off the caller's thread. */
    CompletableFuture<String> fetch(String key) {
        return CompletableFuture.supplyAsync(() -> frontend.get(key), fetches);
    }

    @Override
    public void close() {
        fetches.shutdown();
        try {
            fetches.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        frontend.close();
        connection.close();
        client.shutdown(Duration.ZERO, Duration.ofSeconds(2));
    }
}
