package io.hotshard.shard;

import io.hotshard.metrics.LatencyRecorder;
import io.vertx.core.internal.ContextInternal;
import java.util.concurrent.TimeUnit;

/**
 * A {@link DeadlineTimer} kept by the context's Netty event loop (native transport: {@code epoll_wait} with a
 * nanosecond {@code timerfd}); each task runs on the loop itself, and its lateness is taken when it runs, so it
 * includes the loop's own delay.
 */
final class LoopTimer implements DeadlineTimer {

    private final ContextInternal context;
    private final LatencyRecorder lateness;
    private volatile boolean closed;

    LoopTimer(ContextInternal context, LatencyRecorder lateness) {
        this.context = context;
        this.lateness = lateness;
    }

    @Override
    public void at(long atNanos, Runnable task) {
        // Tasks left when closed still fire, and do nothing: no bookkeeping per task for the rare close.
        context.nettyEventLoop().schedule(() -> {
            if (!closed) {
                lateness.recordMicros(Math.max(0, System.nanoTime() - atNanos) / 1_000);
                // Through the context, so the task sees Vert.x's current context as a timer handler would.
                context.dispatch(task);
            }
        }, atNanos - System.nanoTime(), TimeUnit.NANOSECONDS);
    }

    @Override
    public void close() {
        closed = true;
    }
}
