package io.hotshard.router.migrate;

import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import java.util.ArrayDeque;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * Hands out a {@link TokenBucket}'s tokens to callers in arrival order, waking waiters with one-shot timers set
 * for the moment the next token accrues: no polling, no sleeping. Confined to the event loop it is used on.
 */
final class Throttle {

    private final Vertx vertx;
    private final LongSupplier nanoClock;
    private final TokenBucket bucket;
    private final ArrayDeque<Promise<Void>> waiting = new ArrayDeque<>();
    private long timerId = -1;
    private boolean closed;

    Throttle(Vertx vertx, LongSupplier nanoClock, double ratePerSecond) {
        this.vertx = vertx;
        this.nanoClock = nanoClock;
        this.bucket = new TokenBucket(ratePerSecond, TokenBucket.burstFor(ratePerSecond), nanoClock.getAsLong());
    }

    /** Completes when the caller may handle one key; fails once the throttle is closed. */
    Future<Void> take() {
        if (closed) {
            return Future.failedFuture(new IllegalStateException("the migration stopped"));
        }
        if (waiting.isEmpty() && bucket.tryTake(nanoClock.getAsLong())) {
            return Future.succeededFuture();
        }
        Promise<Void> turn = Promise.promise();
        waiting.addLast(turn);
        schedule();
        return turn.future();
    }

    /** Fails the waiters and stops the timer. */
    void close() {
        closed = true;
        if (timerId >= 0) {
            vertx.cancelTimer(timerId);
            timerId = -1;
        }
        while (!waiting.isEmpty()) {
            waiting.removeFirst().fail(new IllegalStateException("the migration stopped"));
        }
    }

    private void schedule() {
        if (timerId >= 0 || waiting.isEmpty()) {
            return;
        }
        long delayNanos = bucket.nanosUntilToken(nanoClock.getAsLong());
        long delayMillis = Math.max(1, TimeUnit.NANOSECONDS.toMillis(delayNanos + 999_999));
        timerId = vertx.setTimer(delayMillis, id -> {
            timerId = -1;
            while (!waiting.isEmpty() && bucket.tryTake(nanoClock.getAsLong())) {
                waiting.removeFirst().complete();
            }
            schedule();
        });
    }
}
