package io.hotshard.redisload;

import io.lettuce.core.RedisFuture;
import io.lettuce.core.ScoredValue;
import io.lettuce.core.cluster.api.async.RedisAdvancedClusterAsyncCommands;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Writes the data the load reads before it starts: for {@code get} and {@code eval} a value of {@code valueBytes}
 * per key; for {@code lrange:N} a list of N such values; for {@code zrevrange:N} a sorted set of N members.
 */
final class Preload {

    private static final int BATCH = 500;

    private Preload() {
    }

    static void run(RedisAdvancedClusterAsyncCommands<String, String> async, RedisCommandSpec command, int valueBytes,
                    List<String> keys) {
        char[] fill = new char[valueBytes];
        Arrays.fill(fill, 'v');
        String value = new String(fill);
        List<RedisFuture<?>> batch = new ArrayList<>();
        for (String key : keys) {
            switch (command.kind()) {
                case GET, EVAL -> batch.add(async.set(key, value));
                case LRANGE -> {
                    batch.add(async.del(key));
                    String[] values = new String[command.elements()];
                    Arrays.fill(values, value);
                    batch.add(async.rpush(key, values));
                }
                case ZREVRANGE -> {
                    batch.add(async.del(key));
                    List<ScoredValue<String>> members = new ArrayList<>();
                    for (int i = 0; i < command.elements(); i++) {
                        members.add(ScoredValue.just(i, i + ":" + value));
                    }
                    @SuppressWarnings({"unchecked", "rawtypes"})
                    ScoredValue<String>[] array = members.toArray(new ScoredValue[0]);
                    batch.add(async.zadd(key, (Object[]) array));
                }
            }
            if (batch.size() >= BATCH) {
                await(batch);
            }
        }
        await(batch);
    }

    private static void await(List<RedisFuture<?>> batch) {
        for (RedisFuture<?> f : batch) {
            try {
                f.get(30, TimeUnit.SECONDS);
            } catch (ExecutionException | TimeoutException e) {
                throw new IllegalStateException("preloading the cluster failed: " + e.getMessage(), e);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while preloading", e);
            }
        }
        batch.clear();
    }
}
