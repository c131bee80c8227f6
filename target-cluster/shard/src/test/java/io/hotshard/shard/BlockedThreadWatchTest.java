package io.hotshard.shard;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.testkit.WatchedVertx;
import io.vertx.core.Promise;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** Shows that the event-loop watch used by the server tests does catch blocking code. */
final class BlockedThreadWatchTest {

    @Test
    void watchedVertx_eventLoopBlockedBeyondBudget_collectsWarning() throws Exception {
        WatchedVertx watched = ShardWarmUp.watched();
        Promise<Void> blocked = Promise.promise();
        watched.vertx().runOnContext(ignored -> {
            try {
                Thread.sleep(2 * watched.failureMillis());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            blocked.complete();
        });
        blocked.future().toCompletionStage().toCompletableFuture().get(5, TimeUnit.SECONDS);

        assertThat(watched.close()).anySatisfy(warning -> assertThat(warning).contains("has been blocked"));
    }
}
