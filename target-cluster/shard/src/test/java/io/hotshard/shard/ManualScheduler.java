package io.hotshard.shard;

import java.util.Comparator;
import java.util.PriorityQueue;
import java.util.function.LongSupplier;

/** A virtual clock and timer wheel: tasks run only when the test advances time, in due order. */
final class ManualScheduler implements Scheduler, LongSupplier {

    private record Due(long atNanos, long sequence, Runnable task) {
    }

    private final PriorityQueue<Due> due = new PriorityQueue<>(
            Comparator.comparingLong(Due::atNanos).thenComparingLong(Due::sequence));
    private long nowNanos;
    private long sequence;

    @Override
    public void after(long delayMillis, Runnable task) {
        due.add(new Due(nowNanos + delayMillis * 1_000_000, sequence++, task));
    }

    @Override
    public void at(long atNanos, Runnable task) {
        due.add(new Due(Math.max(atNanos, nowNanos), sequence++, task));
    }

    @Override
    public long getAsLong() {
        return nowNanos;
    }

    /** Moves time forward by {@code millis}, running every task that falls due on the way. */
    void advanceMillis(long millis) {
        advanceTo(nowNanos + millis * 1_000_000);
    }

    /** Moves time forward to {@code target} nanoseconds, running every task that falls due on the way. */
    void advanceTo(long target) {
        while (!due.isEmpty() && due.peek().atNanos() <= target) {
            Due next = due.poll();
            nowNanos = next.atNanos();
            next.task().run();
        }
        nowNanos = target;
    }
}
