package io.hotshard.cluster;

import io.vertx.core.Context;
import io.vertx.core.Future;
import java.time.Duration;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;

/** Waits for Vert.x futures on plain threads, for callers outside Vert.x. */
final class Blocking {

    private Blocking() {
    }

    /** Fails when called on an event loop, where blocking would stall every handler of that loop. */
    static void refuseEventLoop(String operation) {
        if (Context.isOnEventLoopThread()) {
            throw new IllegalStateException(operation + " blocks; call it from a plain thread, not an event loop");
        }
    }

    /**
     * Waits for {@code future}; on timeout runs {@code onTimeout} (if given) and fails. A failure's
     * {@link IllegalArgumentException} is rethrown as it is; other failures are wrapped naming {@code what}.
     */
    static <T> T await(Future<T> future, Duration timeout, String what, Supplier<Future<?>> onTimeout) {
        try {
            return future.toCompletionStage().toCompletableFuture().get(timeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while " + what, e);
        } catch (TimeoutException e) {
            if (onTimeout != null) {
                onTimeout.get();
            }
            throw new IllegalStateException(what + " took longer than " + timeout, e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof IllegalArgumentException bad) {
                throw bad;
            }
            throw new IllegalStateException(what + " failed: " + e.getCause().getMessage(), e.getCause());
        }
    }
}
