package io.hotshard.shard;

import io.hotshard.metrics.LatencyRecorder;
import io.vertx.core.internal.ContextInternal;
import java.util.Comparator;
import java.util.PriorityQueue;
import java.util.concurrent.TimeUnit;

/**
 * A {@link DeadlineTimer} kept by the context's Netty event loop (native transport: {@code epoll_wait} with a
 * nanosecond {@code timerfd}). The deadlines stay in a queue of its own, in absolute {@link System#nanoTime()}: Netty
 * takes relative delays and reads its clock a moment later, so a thread descheduled in between would shift one
 * deadline past another. The loop is only asked to wake at the earliest one; each wake runs every task due, in
 * deadline order, on the loop itself, and records its lateness there (the loop's own delay included). The loop's
 * thread asks the kernel for wake-ups without slack ({@link TimerSlack}).
 */
final class LoopTimer implements DeadlineTimer {

    private record Due(long atNanos, long sequence, Runnable task) {
    }

    private final ContextInternal context;
    private final LatencyRecorder lateness;
    private final PriorityQueue<Due> due = new PriorityQueue<>(
            Comparator.comparingLong(Due::atNanos).thenComparingLong(Due::sequence));
    private long sequence;
    /** The earliest wake asked of the loop and not yet run; {@link Long#MAX_VALUE} when none. */
    private long wakeNanos = Long.MAX_VALUE;
    private volatile boolean closed;

    LoopTimer(ContextInternal context, LatencyRecorder lateness) {
        this.context = context;
        this.lateness = lateness;
        context.nettyEventLoop().execute(TimerSlack::tightenCurrentThread);
    }

    @Override
    public void at(long atNanos, Runnable task) {
        if (!context.nettyEventLoop().inEventLoop()) {
            context.nettyEventLoop().execute(() -> at(atNanos, task));
            return;
        }
        due.add(new Due(atNanos, sequence++, task));
        wakeBy(atNanos);
    }

    @Override
    public void close() {
        closed = true;
    }

    private void wakeBy(long atNanos) {
        if (atNanos < wakeNanos) {
            wakeNanos = atNanos;
            context.nettyEventLoop().schedule(this::wake, atNanos - System.nanoTime(), TimeUnit.NANOSECONDS);
        }
    }

    private void wake() {
        wakeNanos = Long.MAX_VALUE;
        if (closed) {
            due.clear();
            return;
        }
        long now = System.nanoTime();
        for (Due next = due.peek(); next != null && next.atNanos() <= now; next = due.peek()) {
            due.poll();
            lateness.recordMicros((System.nanoTime() - next.atNanos()) / 1_000);
            // Through the context, so the task sees Vert.x's current context as a timer handler would.
            context.dispatch(next.task());
        }
        Due next = due.peek();
        if (next != null) {
            wakeBy(next.atNanos());
        }
    }
}
