package io.hotshard.shard;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.hotshard.metrics.SaturationCounters;
import io.hotshard.metrics.SaturationSnapshot;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

final class ServiceQueueTest {

    private static final long MS = 1_000_000;

    private final ManualScheduler clock = new ManualScheduler();
    private final List<String> served = new ArrayList<>();
    private final List<ServiceTiming> timings = new ArrayList<>();

    @Test
    void offer_twoSlotsQueueOfTwo_servesFourShedsFifthAndMeasuresExactly() {
        SaturationCounters counters = new SaturationCounters(2, 0);
        ServiceQueue queue = queue(2, 2, counters);

        List<Boolean> admitted = new ArrayList<>();
        for (String name : List.of("A", "B", "C", "D", "E")) {
            admitted.add(queue.offer(job(name)));
        }
        SaturationSnapshot full = counters.snapshot(clock.getAsLong());
        clock.advanceMillis(40);
        SaturationSnapshot after = counters.snapshot(clock.getAsLong());

        assertThat(admitted).containsExactly(true, true, true, true, false);
        assertThat(full.busySlots()).isEqualTo(2);
        assertThat(full.queueDepth()).isEqualTo(2);
        assertThat(full.inFlight()).isEqualTo(4);
        assertThat(served).containsExactly("A", "B", "C", "D");
        assertThat(timings.get(0)).isEqualTo(new ServiceTiming(0, 10 * MS, 10 * MS, 0));
        assertThat(timings.get(2)).isEqualTo(new ServiceTiming(10 * MS, 10 * MS, 20 * MS, 0));
        assertThat(after.arrivals()).isEqualTo(5);
        assertThat(after.completions()).isEqualTo(4);
        assertThat(after.rejections()).isEqualTo(1);
        assertThat(after.maxQueueDepth()).isEqualTo(2);
        assertThat(after.inFlight()).isZero();
        // two slots busy for 20 ms out of 2 x 40 ms of capacity
        assertThat(after.busySlotMicros()).isEqualTo(40_000);
        assertThat(after.slotMicros()).isEqualTo(80_000);
        assertThat(after.utilisationCumulative()).isCloseTo(0.5, within(1e-12));
    }

    @Test
    void resetWindow_midRun_windowCoversOnlyTheIdleTail() {
        SaturationCounters counters = new SaturationCounters(1, 0);
        ServiceQueue queue = queue(1, 0, counters);
        queue.offer(job("A"));
        clock.advanceMillis(10);
        counters.resetWindow(clock.getAsLong());
        clock.advanceMillis(30);

        SaturationSnapshot s = counters.snapshot(clock.getAsLong());

        assertThat(s.utilisationWindow()).isZero();
        assertThat(s.utilisationCumulative()).isCloseTo(0.25, within(1e-12));
    }

    @Test
    void stall_duringService_holdsEndsAndStartsThenResumesInOrder() {
        SaturationCounters counters = new SaturationCounters(1, 0);
        ServiceQueue queue = queue(1, 5, counters);
        queue.offer(job("A"));
        clock.advanceMillis(5);
        queue.stall(25);
        clock.advanceMillis(1);
        queue.offer(job("B"));
        clock.advanceMillis(20);

        assertThat(queue.stalled()).isTrue();
        assertThat(served).isEmpty();

        clock.advanceMillis(30);

        assertThat(queue.stalled()).isFalse();
        assertThat(served).containsExactly("A", "B");
        // A's service was modelled as 10 ms; the stall shows in its total. B starts when the stall ends.
        assertThat(timings.get(0)).isEqualTo(new ServiceTiming(0, 10 * MS, 30 * MS, 20 * MS));
        assertThat(timings.get(1)).isEqualTo(new ServiceTiming(24 * MS, 10 * MS, 34 * MS, 0));
    }

    @Test
    void stall_queueFullWhileStalled_shedsImmediately() {
        SaturationCounters counters = new SaturationCounters(1, 0);
        ServiceQueue queue = queue(1, 1, counters);
        queue.stall(100);

        assertThat(queue.offer(job("A"))).isTrue();
        assertThat(queue.offer(job("B"))).isFalse();
        assertThat(counters.snapshot(0).queueDepth()).isEqualTo(1);
    }

    @Test
    void dropWaiting_withQueuedRequests_abandonsThemAndCountsThem() {
        SaturationCounters counters = new SaturationCounters(1, 0);
        ServiceQueue queue = queue(1, 3, counters);
        for (String name : List.of("A", "B", "C")) {
            queue.offer(job(name));
        }

        assertThat(queue.dropWaiting()).isEqualTo(2);
        clock.advanceMillis(100);

        SaturationSnapshot s = counters.snapshot(clock.getAsLong());
        assertThat(served).containsExactly("A");
        assertThat(s.dropped()).isEqualTo(2);
        assertThat(s.arrivals()).isEqualTo(s.completions() + s.rejections() + s.dropped() + s.inFlight());
    }

    @Test
    void resize_moreSlots_startsWaitingRequestsAtOnce() {
        SaturationCounters counters = new SaturationCounters(1, 0);
        ServiceQueue queue = queue(1, 3, counters);
        for (String name : List.of("A", "B", "C")) {
            queue.offer(job(name));
        }
        queue.resize(3, 3);

        SaturationSnapshot s = counters.snapshot(0);
        assertThat(s.busySlots()).isEqualTo(3);
        assertThat(s.queueDepth()).isZero();
        clock.advanceMillis(10);
        assertThat(served).containsExactly("A", "B", "C");
    }

    @Test
    void end_timerFiresLate_nextServiceStartsAtIntendedEndSoCapacityIsKept() {
        SaturationCounters counters = new SaturationCounters(1, 0);
        LateScheduler late = new LateScheduler(clock, 3);
        ServiceQueue queue = new ServiceQueue(1, 10, () -> 10 * MS, late, clock, counters);
        for (String name : List.of("A", "B", "C", "D")) {
            queue.offer(job(name));
        }
        clock.advanceMillis(43);

        // Intended ends 10, 20, 30, 40; each timer fires 3 ms late, so the answers come at 13, 23, 33, 43.
        assertThat(served).containsExactly("A", "B", "C", "D");
        assertThat(timings).extracting(ServiceTiming::serviceNanos).containsOnly(10 * MS);
        assertThat(timings).extracting(ServiceTiming::queueWaitNanos).containsExactly(0L, 10 * MS, 20 * MS, 30 * MS);
        assertThat(timings).extracting(ServiceTiming::totalNanos).containsExactly(13 * MS, 23 * MS, 33 * MS, 43 * MS);
        assertThat(timings).extracting(ServiceTiming::lateNanos).containsOnly(3 * MS);
    }

    @Test
    void offer_arrivalStampedBeforeTheQueueGotToIt_waitCountsFromTheArrival() {
        SaturationCounters counters = new SaturationCounters(1, 0);
        ServiceQueue queue = queue(1, 10, counters);
        queue.offer(job("A"));
        clock.advanceMillis(4);
        queue.offer(job("B"), clock.getAsLong() - 2 * MS);
        clock.advanceMillis(30);

        // B reached the shard at 2 ms and A's slot frees at 10 ms: 8 ms of wait, not the 6 ms since it was queued.
        assertThat(timings).extracting(ServiceTiming::queueWaitNanos).containsExactly(0L, 8 * MS);
        assertThat(timings).extracting(ServiceTiming::totalNanos).containsExactly(10 * MS, 18 * MS);
    }

    @Test
    void offer_arrivalReachesTheLoopAfterTheSlotsEndRan_waitsForThatSlotsIntendedEnd() {
        SaturationCounters counters = new SaturationCounters(1, 0);
        ServiceQueue queue = queue(1, 10, counters);
        queue.offer(job("A"));
        clock.advanceMillis(13);
        // B arrived at 6 ms, while A held the only slot until 10 ms, but the loop got to it only at 13 ms.
        queue.offer(job("B"), 6 * MS);
        clock.advanceMillis(30);

        assertThat(timings).extracting(ServiceTiming::queueWaitNanos).containsExactly(0L, 4 * MS);
        assertThat(timings.get(1).totalNanos()).isEqualTo(14 * MS);
    }

    @Test
    void offer_twoSlotsFreedAtDifferentTimes_takesTheSlotIdleTheLongest() {
        SaturationCounters counters = new SaturationCounters(2, 0);
        ServiceQueue queue = new ServiceQueue(2, 10, new ArrayDeque<>(List.of(10 * MS, 4 * MS, 10 * MS,
                10 * MS))::poll, clock, clock, counters);
        queue.offer(job("A"));
        queue.offer(job("B"));
        clock.advanceMillis(20);
        // C arrived at 3 ms (B's slot frees at 4, A's at 10), D at 5 ms (only A's slot, at 10, is left to it).
        queue.offer(job("C"), 3 * MS);
        queue.offer(job("D"), 5 * MS);
        clock.advanceMillis(30);

        assertThat(timings).extracting(ServiceTiming::queueWaitNanos).containsExactly(0L, 0L, MS, 5 * MS);
    }

    @Test
    void resize_fewerSlotsWhileBusy_freedSlotsBeyondTheNewCountStayClosed() {
        SaturationCounters counters = new SaturationCounters(2, 0);
        ServiceQueue queue = queue(2, 10, counters);
        queue.offer(job("A"));
        queue.offer(job("B"));
        queue.resize(1, 10);
        queue.offer(job("C"));
        clock.advanceMillis(40);

        // A and B end at 10 ms; one slot is left, so C runs 10-20 ms and not alongside anything.
        assertThat(timings).extracting(ServiceTiming::queueWaitNanos).containsExactly(0L, 0L, 10 * MS);
    }

    /** Delivers every timer a fixed number of milliseconds after it was due. */
    private record LateScheduler(ManualScheduler clock, long lateMillis) implements Scheduler {
        @Override
        public void after(long delayMillis, Runnable task) {
            clock.after(delayMillis + lateMillis, task);
        }

        @Override
        public void at(long atNanos, Runnable task) {
            clock.at(atNanos + lateMillis * MS, task);
        }
    }

    private ServiceQueue queue(int concurrency, int capacity, SaturationCounters counters) {
        return new ServiceQueue(concurrency, capacity, () -> 10 * MS, clock, clock, counters);
    }

    private ServiceQueue.Job job(String name) {
        return timing -> {
            served.add(name);
            timings.add(timing);
        };
    }
}
