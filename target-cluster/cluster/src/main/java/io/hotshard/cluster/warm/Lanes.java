package io.hotshard.cluster.warm;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongFunction;

/**
 * Runs operations 0..n-1 of any store with a fixed number in flight: each lane starts its next operation when the
 * previous one ends, until none is left or the deadline passed. Blocks the calling thread. A lane is a flat loop, not
 * a chain of futures: a lane of millions of operations ends without recursing once per operation. The preloads of
 * every target (HTTP, Redis, Cassandra) and the HTTP warm-up run on it.
 */
public final class Lanes {

    private static final long SLACK_MILLIS = 5_000;

    private Lanes() {
    }

    /**
     * What a batch did: operations started, those that succeeded, and those that failed or were refused; one still
     * running when the wait for the batch ended is only in {@code sent}. {@code finished} is false when the wait ended
     * before every lane did.
     */
    public record Outcome(long sent, long succeeded, long failed, Duration elapsed, boolean finished) {

        /** Whether every one of {@code asked} operations succeeded. */
        public boolean complete(long asked) {
            return finished && succeeded == asked;
        }
    }

    /**
     * Runs {@code operation.apply(i)} for i in 0..{@code count}-1, at most {@code concurrency} at a time, stopping
     * early at {@code deadline}; an operation succeeds when its stage completes with true. Each lane is started
     * through {@code starter} (an event loop's context for a client that must be called from one).
     */
    public static Outcome run(long count, int concurrency, Duration deadline, Executor starter,
                              LongFunction<CompletionStage<Boolean>> operation) {
        if (count < 0) {
            throw new IllegalArgumentException("count must be >= 0 but was " + count);
        }
        if (concurrency < 1) {
            throw new IllegalArgumentException("concurrency must be >= 1 but was " + concurrency);
        }
        long start = System.nanoTime();
        State state = new State(count, start + deadline.toNanos(), operation);
        CompletableFuture<Void> all = new CompletableFuture<>();
        AtomicInteger running = new AtomicInteger(concurrency);
        boolean finished = false;
        for (int i = 0; i < concurrency; i++) {
            starter.execute(() -> state.pump(() -> {
                if (running.decrementAndGet() == 0) {
                    all.complete(null);
                }
            }));
        }
        try {
            all.get(Math.max(0, deadline.toMillis()) + SLACK_MILLIS, TimeUnit.MILLISECONDS);
            finished = true;
        } catch (ExecutionException | TimeoutException e) {
            // The lanes have counted what they did; the caller judges the outcome.
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return new Outcome(state.sent.get(), state.succeeded.get(), state.failed.get(),
                Duration.ofNanos(System.nanoTime() - start), finished);
    }

    /** The shared state of the lanes: the next index and the counts so far. */
    private static final class State {

        private final long count;
        private final long stopAtNanos;
        private final LongFunction<CompletionStage<Boolean>> operation;
        private final AtomicLong next = new AtomicLong();
        private final AtomicLong sent = new AtomicLong();
        private final AtomicLong succeeded = new AtomicLong();
        private final AtomicLong failed = new AtomicLong();

        State(long count, long stopAtNanos, LongFunction<CompletionStage<Boolean>> operation) {
            this.count = count;
            this.stopAtNanos = stopAtNanos;
            this.operation = operation;
        }

        /**
         * Runs this lane's operations one after another until none is left or the deadline passed, then runs
         * {@code done}. An operation already ended when it returns is counted in the loop; one still running resumes
         * the loop from its callback, on a fresh stack.
         */
        void pump(Runnable done) {
            while (true) {
                long index = claim();
                if (index < 0) {
                    done.run();
                    return;
                }
                CompletableFuture<Boolean> result = start(index);
                if (!result.isDone()) {
                    result.whenComplete((ok, failure) -> {
                        count(failure == null && Boolean.TRUE.equals(ok));
                        pump(done);
                    });
                    return;
                }
                count(!result.isCompletedExceptionally() && Boolean.TRUE.equals(result.getNow(false)));
            }
        }

        private CompletableFuture<Boolean> start(long index) {
            sent.incrementAndGet();
            try {
                return operation.apply(index).toCompletableFuture();
            } catch (RuntimeException e) {
                return CompletableFuture.failedFuture(e);
            }
        }

        /** The next index, or -1 when the deadline passed or none is left. */
        private long claim() {
            if (System.nanoTime() > stopAtNanos) {
                return -1;
            }
            long index = next.getAndIncrement();
            return index < count ? index : -1;
        }

        private void count(boolean ok) {
            (ok ? succeeded : failed).incrementAndGet();
        }
    }
}
