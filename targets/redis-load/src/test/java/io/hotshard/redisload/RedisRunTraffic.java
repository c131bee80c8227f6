package io.hotshard.redisload;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;

/** Keys and requests the Redis run tests send. */
final class RedisRunTraffic {

    private RedisRunTraffic() {
    }

    /** {@code count} keys, every other one hash-tagged onto the celebrity's slot. */
    static List<String> halfOnTheCelebritysSlot(int count) {
        List<String> keys = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            keys.add(i % 2 == 0 ? "{celebrity}:post" + i : "key" + i);
        }
        return keys;
    }

    /** Sends a GET of every key and waits for every reply. */
    static void sendAll(RedisRun run, List<String> keys) {
        List<CompletableFuture<String>> replies = new ArrayList<>();
        for (String key : keys) {
            replies.add(run.load().send(key));
        }
        replies.forEach(CompletableFuture::join);
    }
}
