package io.hotshard.redisload;

import io.hotshard.cluster.warm.Lanes;
import io.hotshard.storeload.PreloadPlan;
import io.lettuce.core.ScoredValue;
import io.lettuce.core.cluster.api.async.RedisAdvancedClusterAsyncCommands;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CompletionStage;

/**
 * Writes the data the load reads before it starts: for {@code get} and {@code eval} a value of {@code valueBytes}
 * per key; for {@code lrange:N} a list of N such values; for {@code zrevrange:N} a sorted set of N members. The keys
 * go through {@link Lanes} as every target's preload does, {@value #IN_FLIGHT} at a time over Lettuce's pipelined
 * connections, within the preload's default time-out.
 */
final class RedisPreload {

    static final int IN_FLIGHT = 500;

    private RedisPreload() {
    }

    static void run(RedisAdvancedClusterAsyncCommands<String, String> async, RedisCommandSpec command, int valueBytes,
                    List<String> keys) {
        char[] fill = new char[valueBytes];
        Arrays.fill(fill, 'v');
        String value = new String(fill);
        Duration timeout = PreloadPlan.defaultTimeout(keys.size());
        Lanes.Outcome outcome = Lanes.run(keys.size(), IN_FLIGHT, timeout, Runnable::run,
                index -> write(async, command, keys.get((int) index), value));
        if (!outcome.complete(keys.size())) {
            throw new IllegalStateException("preloading the cluster failed: " + outcome.succeeded() + " of "
                    + keys.size() + " keys stored, " + outcome.failed() + " failed, in " + outcome.elapsed().toMillis()
                    + " ms (limit " + timeout.toSeconds() + " s)");
        }
    }

    private static CompletionStage<Boolean> write(RedisAdvancedClusterAsyncCommands<String, String> async,
                                                  RedisCommandSpec command, String key, String value) {
        return switch (command.kind()) {
            case GET, EVAL -> async.set(key, value).thenApply("OK"::equals);
            case LRANGE -> {
                String[] values = new String[command.elements()];
                Arrays.fill(values, value);
                yield async.del(key).thenCompose(deleted -> async.rpush(key, values))
                        .thenApply(length -> length == command.elements());
            }
            case ZREVRANGE -> {
                @SuppressWarnings({"unchecked", "rawtypes"})
                ScoredValue<String>[] members = new ScoredValue[command.elements()];
                for (int i = 0; i < members.length; i++) {
                    members[i] = ScoredValue.just(i, i + ":" + value);
                }
                yield async.del(key).thenCompose(deleted -> async.zadd(key, (Object[]) members))
                        .thenApply(added -> added == command.elements());
            }
        };
    }
}
