package io.hotshard.shard;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.hotshard.metrics.SaturationCounters;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The queue against M/M/2 when the event loop reaches each request late and runs each service end late, in
 * bursts, as a busy machine does: the waits, counted from the requests' stamped arrivals, must still be the model's.
 * A queue that started a request on a freed slot at its arrival, without asking when that slot had freed, measured
 * 0.75 of the model here.
 * For c = 2 Erlang C has a closed form: P(wait) = 2ρ² / (1 + ρ), Wq = P(wait) · S / (2 (1 − ρ)).
 */
final class ServiceQueueModelTest {

    private static final long SERVICE_NANOS = 1_000_000;
    private static final int REQUESTS = 300_000;

    @Test
    void offer_loopStallsAndLateTimers_meanWaitIsErlangC() {
        double rho = 0.7;
        double measured = meanWaitNanos(rho, new SplittableRandom(7));
        double pWait = 2 * rho * rho / (1 + rho);
        double model = pWait * SERVICE_NANOS / (2 * (1 - rho));

        // 300,000 requests at rho 0.7 give a 95% half-width of about 3% on the mean wait (Whitt 1989).
        assertThat(measured / model).as("measured %.0f ns, Erlang C %.0f ns", measured, model)
                .isCloseTo(1.0, within(0.06));
    }

    /** Poisson arrivals, exponential service; the loop reaches requests in order up to 3 ms late. */
    private static double meanWaitNanos(double rho, SplittableRandom random) {
        ManualScheduler clock = new ManualScheduler();
        SplittableRandom lateness = random.split();
        Scheduler lateTimers = new Scheduler() {
            @Override
            public void after(long delayMillis, Runnable task) {
                clock.after(delayMillis, task);
            }

            @Override
            public void at(long atNanos, Runnable task) {
                clock.at(atNanos + exponential(lateness, 150_000), task);
            }
        };
        SplittableRandom service = random.split();
        ServiceQueue queue = new ServiceQueue(2, REQUESTS, () -> exponential(service, SERVICE_NANOS), lateTimers,
                clock, new SaturationCounters(2, 0));
        double meanGapNanos = SERVICE_NANOS / (2 * rho);
        long[] waitSum = new long[1];
        long[] served = new long[1];
        long arrival = 0;
        long loopFree = 0;
        for (int i = 0; i < REQUESTS; i++) {
            arrival += exponential(random, meanGapNanos);
            // A stall every ~10 requests, of up to 3 ms; otherwise the loop reaches the request 200 µs later.
            long stall = random.nextInt(10) == 0 ? random.nextLong(3_000_000) : 0;
            loopFree = Math.max(arrival + 200_000, loopFree) + stall;
            clock.advanceTo(loopFree);
            queue.offer(timing -> {
                waitSum[0] += timing.queueWaitNanos();
                served[0]++;
            }, arrival);
        }
        clock.advanceTo(loopFree + 10_000 * SERVICE_NANOS);
        assertThat(served[0]).isEqualTo(REQUESTS);
        return (double) waitSum[0] / served[0];
    }

    private static long exponential(SplittableRandom random, double mean) {
        return Math.round(-mean * Math.log(1 - random.nextDouble()));
    }
}
