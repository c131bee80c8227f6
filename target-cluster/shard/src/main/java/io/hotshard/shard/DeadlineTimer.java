package io.hotshard.shard;

import io.hotshard.metrics.LatencyRecorder;
import io.vertx.core.Context;
import io.vertx.core.internal.ContextInternal;

/**
 * Runs tasks on one Vert.x context at {@link System#nanoTime()} deadlines, finer than {@code vertx.setTimer}'s
 * whole milliseconds. With the native (epoll) transport the context's own Netty event loop keeps the deadlines:
 * it sleeps in {@code epoll_wait} on a nanosecond timer and runs each task itself, so no other thread wakes it. With
 * the NIO transport, whose selector sleeps in whole milliseconds, a {@link PreciseTimer} thread hands each task
 * over. How late each task ran is recorded in microseconds.
 */
public interface DeadlineTimer extends AutoCloseable {

    /** Runs {@code task} on the context at {@code atNanos}, or on its next turn when that is past. */
    void at(long atNanos, Runnable task);

    /** Stops firing; tasks not yet due are dropped. */
    @Override
    void close();

    /** The finest timer for {@code context}: its event loop under the native transport, else a timer thread. */
    static DeadlineTimer on(Context context, String name, LatencyRecorder lateness) {
        if (context.owner().isNativeTransportEnabled() && context.isEventLoopContext()) {
            return new LoopTimer((ContextInternal) context, lateness);
        }
        return new PreciseTimer(name, task -> context.runOnContext(ignored -> task.run()), lateness);
    }
}
