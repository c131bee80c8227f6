package io.hotshard.router.client;

import io.vertx.core.Context;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import java.util.function.Supplier;

/** Runs test actions on the loop of a context, as every {@link ShardChannels} method must run. */
final class OnLoop {

    private OnLoop() {
    }

    /** Runs {@code action} on {@code context}'s loop; completes as the future it returns does. */
    static <T> Future<T> run(Context context, Supplier<Future<T>> action) {
        Promise<T> result = Promise.promise();
        context.runOnContext(ignored -> action.get().onComplete(result));
        return result.future();
    }
}
