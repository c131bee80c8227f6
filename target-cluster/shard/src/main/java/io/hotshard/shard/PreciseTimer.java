package io.hotshard.shard;

import io.hotshard.metrics.LatencyRecorder;
import java.util.Comparator;
import java.util.PriorityQueue;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Consumer;

/**
 * A dedicated daemon thread that fires tasks at a {@link System#nanoTime()} deadline, precise to tens of
 * microseconds where {@code vertx.setTimer} has whole milliseconds: it parks with {@link LockSupport#parkNanos}
 * until the deadline, so its lateness is the kernel's timer slack (50 µs by default on Linux) plus scheduling.
 * It never spins: on a machine whose cores are shared, a spinning thread takes the core the event loops need.
 * Each due task is handed to {@code dispatch}, which moves it onto the owner's event loop.
 * How late each task left this thread is recorded (microseconds) so a run can show the timer's own error.
 */
public final class PreciseTimer implements DeadlineTimer {

    private record Due(long atNanos, long sequence, Runnable task) {
    }

    private final PriorityQueue<Due> due = new PriorityQueue<>(
            Comparator.comparingLong(Due::atNanos).thenComparingLong(Due::sequence));
    private final Consumer<Runnable> dispatch;
    private final LatencyRecorder lateness;
    private final Thread thread;
    private long sequence;
    private volatile boolean closed;

    /**
     * @param dispatch runs a due task where it belongs, e.g. {@code task -> context.runOnContext(v -> task.run())}
     * @param lateness receives how late each task was handed to {@code dispatch}, in microseconds
     */
    public PreciseTimer(String name, Consumer<Runnable> dispatch, LatencyRecorder lateness) {
        this.dispatch = dispatch;
        this.lateness = lateness;
        this.thread = new Thread(this::loop, name);
        thread.setDaemon(true);
        thread.start();
    }

    /** Fires {@code task} at {@code atNanos}; at once (on this timer's thread) when that is already past. */
    @Override
    public void at(long atNanos, Runnable task) {
        boolean earliest;
        synchronized (due) {
            due.add(new Due(atNanos, sequence++, task));
            earliest = due.peek().sequence() == sequence - 1;
        }
        if (earliest) {
            LockSupport.unpark(thread);
        }
    }

    @Override
    public void close() {
        closed = true;
        LockSupport.unpark(thread);
    }

    private void loop() {
        TimerSlack.tightenCurrentThread();
        while (!closed) {
            Due next;
            synchronized (due) {
                next = due.peek();
            }
            if (next == null) {
                LockSupport.park(this);
                continue;
            }
            long left = next.atNanos() - System.nanoTime();
            if (left > 0) {
                LockSupport.parkNanos(this, left);
            } else {
                fireDue();
            }
        }
    }

    private void fireDue() {
        long now = System.nanoTime();
        while (true) {
            Due next;
            synchronized (due) {
                next = due.peek();
                if (next == null || next.atNanos() > now) {
                    return;
                }
                due.poll();
            }
            lateness.recordMicros((now - next.atNanos()) / 1_000);
            dispatch.accept(next.task());
        }
    }
}
