package io.hotshard.cluster.warm;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

final class LanesTest {

    @Test
    void run_aMillionOperationsDoneAtOnce_countsEachWithoutRecursing() {
        Lanes.Outcome outcome = Lanes.run(1_000_000, 2, Duration.ofSeconds(60), Runnable::run,
                index -> CompletableFuture.completedFuture(index % 10 != 0));

        assertThat(outcome.sent()).isEqualTo(1_000_000);
        assertThat(outcome.succeeded()).isEqualTo(900_000);
        assertThat(outcome.failed()).isEqualTo(100_000);
        assertThat(outcome.finished()).isTrue();
        assertThat(outcome.complete(1_000_000)).isFalse();
    }

    @Test
    void run_operationsEndingElsewhere_neverMoreInFlightThanTheLanes() {
        ExecutorService pool = Executors.newFixedThreadPool(4);
        AtomicInteger inFlight = new AtomicInteger();
        AtomicInteger most = new AtomicInteger();
        try {
            Lanes.Outcome outcome = Lanes.run(2_000, 3, Duration.ofSeconds(60), Runnable::run, index -> {
                most.accumulateAndGet(inFlight.incrementAndGet(), Math::max);
                return CompletableFuture.supplyAsync(() -> {
                    inFlight.decrementAndGet();
                    return true;
                }, pool);
            });

            assertThat(outcome.complete(2_000)).isTrue();
            assertThat(most.get()).isBetween(1, 3);
        } finally {
            pool.shutdownNow();
        }
    }

    @Test
    void run_operationsThatThrowOrFail_countAsFailed() {
        Lanes.Outcome outcome = Lanes.run(4, 1, Duration.ofSeconds(60), Runnable::run, index -> {
            if (index == 0) {
                throw new IllegalStateException("refused");
            }
            return index == 1 ? CompletableFuture.failedFuture(new RuntimeException("lost"))
                    : CompletableFuture.completedFuture(true);
        });

        assertThat(outcome.succeeded()).isEqualTo(2);
        assertThat(outcome.failed()).isEqualTo(2);
    }

    @Test
    void run_deadlinePassed_startsNothing() {
        Lanes.Outcome outcome = Lanes.run(100, 4, Duration.ofSeconds(-1), Runnable::run,
                index -> CompletableFuture.completedFuture(true));

        assertThat(outcome.sent()).isZero();
        assertThat(outcome.finished()).isTrue();
    }

    @Test
    void run_noLanes_failsNamingTheValue() {
        assertThatThrownBy(() -> Lanes.run(1, 0, Duration.ofSeconds(1), Runnable::run,
                index -> CompletableFuture.completedFuture(true)))
                .hasMessage("concurrency must be >= 1 but was 0");
    }
}
