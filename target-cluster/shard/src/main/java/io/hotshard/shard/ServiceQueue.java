package io.hotshard.shard;

import io.hotshard.metrics.SaturationCounters;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.PriorityQueue;
import java.util.function.LongSupplier;

/**
 * A multi-server FIFO station (the G/G/c/K queue, Kleinrock 1975): {@code concurrency} service slots, at most
 * {@code queueCapacity} waiting requests, and immediate shedding of any arrival beyond that.
 *
 * <p>Services run on intended time: a request that takes over a slot starts when the previous service there was
 * meant to end, not when its end happened to run, so timer and event-loop lateness delay answers but never lower
 * the station's capacity below {@code concurrency / mean service time}, nor count as queue wait. A request's wait
 * is measured from its arrival at the shard (the first line of the request handler), not from when the queue
 * got to it. Service ends are scheduled at their intended nanosecond ({@link Scheduler#at}).
 *
 * <p>Each idle slot remembers when its last service was meant to end, and an arrival takes the slot idle the
 * longest: its service starts at the later of its arrival and that slot's intended end (the Kiefer-Wolfowitz
 * recursion of the G/G/c queue, 1955). A request that reaches the loop after a slot's end ran thus still waits for
 * that slot if it arrived before the end was due, however late the loop got to either.
 *
 * <p>Not thread-safe by design: every method runs on the shard's event loop, which also runs the
 * {@link Scheduler}'s tasks, so no locks are needed. While stalled no service starts and no service ends; ends
 * that fall due during a stall are held and released, in order, when it is over (a stop-the-world pause), and
 * services after it start no earlier than its end.
 */
final class ServiceQueue {

    /** A request waiting for or holding a slot. */
    interface Job {

        /**
         * The request's own work, begun once its modelled service time has elapsed; it keeps the slot until it calls
         * {@code done} (at once for the in-memory store, when the query answers for a real one).
         */
        default void work(Runnable done) {
            done.run();
        }

        /** Called when the request's service has ended. */
        void served(ServiceTiming timing);
    }

    private record Waiting(Job job, long arrivalNanos) {
    }

    private final ArrayDeque<Waiting> waiting = new ArrayDeque<>();
    /** The intended end of the last service of each idle slot, earliest first. */
    private final PriorityQueue<Long> idleSince = new PriorityQueue<>();
    private final List<Runnable> heldEnds = new ArrayList<>();
    private final LongSupplier serviceNanos;
    private final Scheduler scheduler;
    private final LongSupplier nanoClock;
    private final SaturationCounters counters;
    private int concurrency;
    private int queueCapacity;
    private int busy;
    private boolean stalled;
    private long stallGeneration;
    private long resumedNanos = Long.MIN_VALUE;

    /** @param serviceNanos draws the modelled service time of the next request */
    ServiceQueue(int concurrency, int queueCapacity, LongSupplier serviceNanos, Scheduler scheduler,
                 LongSupplier nanoClock, SaturationCounters counters) {
        this.concurrency = concurrency;
        this.queueCapacity = queueCapacity;
        this.serviceNanos = serviceNanos;
        this.scheduler = scheduler;
        this.nanoClock = nanoClock;
        this.counters = counters;
        for (int i = 0; i < concurrency; i++) {
            idleSince.add(Long.MIN_VALUE);
        }
    }

    /** Admits a request arriving now, or returns false at once when every slot is busy and the queue is full. */
    boolean offer(Job job) {
        return offer(job, nanoClock.getAsLong());
    }

    /** Admits a request that reached the shard at {@code arrivalNanos} (no later than now), or sheds it. */
    boolean offer(Job job, long arrivalNanos) {
        long now = nanoClock.getAsLong();
        long arrival = Math.min(arrivalNanos, now);
        counters.arrival();
        if (!stalled && busy < concurrency && waiting.isEmpty()) {
            start(new Waiting(job, arrival), now);
            return true;
        }
        if (waiting.size() < queueCapacity) {
            waiting.addLast(new Waiting(job, arrival));
            counters.queueDepth(waiting.size());
            return true;
        }
        counters.rejection();
        return false;
    }

    /** Changes the bounds; requests already admitted keep their place even if they now exceed them. */
    void resize(int newConcurrency, int newQueueCapacity) {
        long now = nanoClock.getAsLong();
        for (int added = concurrency; added < newConcurrency; added++) {
            idleSince.add(now);
        }
        concurrency = newConcurrency;
        queueCapacity = newQueueCapacity;
        while (idleSince.size() > Math.max(0, concurrency - busy)) {
            idleSince.remove(idleSince.stream().max(Long::compare).orElseThrow());
        }
        counters.slots(newConcurrency, now);
        startWaiting();
    }

    /** Stops all service for {@code millis}; a later stall replaces the end of an earlier one. */
    void stall(long millis) {
        stalled = true;
        long generation = ++stallGeneration;
        scheduler.after(millis, () -> {
            if (generation == stallGeneration) {
                resume();
            }
        });
    }

    boolean stalled() {
        return stalled;
    }

    /** Abandons every waiting request, as a crash would, and returns how many there were. */
    int dropWaiting() {
        int dropped = waiting.size();
        waiting.clear();
        counters.dropped(dropped);
        counters.queueDepth(0);
        return dropped;
    }

    private void resume() {
        stalled = false;
        resumedNanos = nanoClock.getAsLong();
        List<Runnable> ends = new ArrayList<>(heldEnds);
        heldEnds.clear();
        ends.forEach(Runnable::run);
        startWaiting();
    }

    /** Starts {@code request} on the slot idle the longest; there must be one. */
    private void start(Waiting request, long now) {
        long slotFreeNanos = idleSince.remove();
        busy++;
        counters.busySlots(busy, now);
        long intendedStart = Math.max(request.arrivalNanos(), Math.max(slotFreeNanos, resumedNanos));
        long intendedEnd = intendedStart + serviceNanos.getAsLong();
        scheduler.at(intendedEnd, () -> end(request, intendedStart, intendedEnd));
    }

    private void end(Waiting request, long intendedStart, long intendedEnd) {
        if (stalled) {
            heldEnds.add(() -> end(request, intendedStart, intendedEnd));
            return;
        }
        long workStart = nanoClock.getAsLong();
        // The work's own duration (a real store's query) extends the intended end; an instant one leaves it as is.
        request.job().work(() -> finish(request, intendedStart, intendedEnd + nanoClock.getAsLong() - workStart));
    }

    private void finish(Waiting request, long intendedStart, long intendedEnd) {
        if (stalled) {
            heldEnds.add(() -> finish(request, intendedStart, intendedEnd));
            return;
        }
        long now = nanoClock.getAsLong();
        busy--;
        if (busy < concurrency) {
            idleSince.add(intendedEnd);
        }
        counters.busySlots(busy, now);
        counters.completion();
        long arrival = request.arrivalNanos();
        request.job().served(new ServiceTiming(intendedStart - arrival, intendedEnd - intendedStart, now - arrival,
                Math.max(0, now - intendedEnd)));
        startWaiting();
    }

    private void startWaiting() {
        while (!stalled && busy < concurrency && !waiting.isEmpty()) {
            Waiting next = waiting.pollFirst();
            counters.queueDepth(waiting.size());
            start(next, nanoClock.getAsLong());
        }
    }
}
