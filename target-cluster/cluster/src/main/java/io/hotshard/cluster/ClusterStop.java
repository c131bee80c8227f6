package io.hotshard.cluster;

import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.function.Supplier;

/** Stops an embedded cluster in order: its routers, then every shard, then its store and the Vert.x it created. */
final class ClusterStop {

    private ClusterStop() {
    }

    /**
     * Stops {@code routers}, then the shards running by then; closes {@code store}, and {@code vertx} when {@code ownsVertx}. The
     * answer is bound to no context, so it completes although the Vert.x closed under it.
     */
    static Future<Void> stop(EmbeddedRouters routers, Supplier<List<ShardHandle>> shards, Vertx vertx,
                             boolean ownsVertx, ClusterStore store) {
        Future<Void> stopped = routers.stop().eventually(() -> {
            List<Future<Void>> stopping = new ArrayList<>();
            for (ShardHandle handle : shards.get()) {
                stopping.add(handle.server().stop());
            }
            return Future.join(stopping);
        }).mapEmpty();
        if (!ownsVertx) {
            return store.ownsServer() ? onPlainThread(stopped, store::close) : stopped;
        }
        // Futures bound to this Vert.x cannot report its own closing (their event loops are gone by then), so the
        // close is awaited on a plain thread and reported through a promise bound to no context.
        return onPlainThread(stopped, () -> {
            vertx.close().toCompletionStage().toCompletableFuture().join();
            store.close();
        });
    }

    /** Runs the blocking {@code action} on a plain thread once {@code after} is done, answering on no context. */
    private static Future<Void> onPlainThread(Future<Void> after, Runnable action) {
        Promise<Void> done = Promise.promise();
        after.onComplete(previous -> CompletableFuture.runAsync(() -> {
            try {
                action.run();
                done.tryComplete();
            } catch (RuntimeException e) {
                done.tryFail(e);
            }
        }));
        return done.future();
    }
}
