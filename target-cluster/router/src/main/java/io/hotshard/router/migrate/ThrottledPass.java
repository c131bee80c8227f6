package io.hotshard.router.migrate;

import io.vertx.core.Future;
import io.vertx.core.Promise;
import java.util.Iterator;
import java.util.function.Function;

/**
 * Runs an asynchronous step over items with at most {@code concurrency} in flight, each taking a token of the
 * {@link Throttle} first. Completes once every started step has; the first failed step fails the pass and no
 * further steps start. Confined to one event loop.
 */
final class ThrottledPass<T> {

    private final Throttle throttle;
    private final int concurrency;
    private final Iterator<T> items;
    private final Function<T, Future<Void>> step;
    private final Promise<Void> done = Promise.promise();
    private Throwable failure;
    private int running;
    private boolean pumping;
    private boolean again;

    private ThrottledPass(Throttle throttle, int concurrency, Iterator<T> items, Function<T, Future<Void>> step) {
        this.throttle = throttle;
        this.concurrency = concurrency;
        this.items = items;
        this.step = step;
    }

    /** Runs {@code step} over {@code items}. */
    static <T> Future<Void> run(Throttle throttle, int concurrency, Iterable<T> items, Function<T, Future<Void>> step) {
        ThrottledPass<T> pass = new ThrottledPass<>(throttle, concurrency, items.iterator(), step);
        pass.pump();
        return pass.done.future();
    }

    private void pump() {
        // Steps that complete at once (a shard already marked down) re-enter here: loop instead of recursing.
        if (pumping) {
            again = true;
            return;
        }
        pumping = true;
        do {
            again = false;
            while (failure == null && running < concurrency && items.hasNext()) {
                T item = items.next();
                running++;
                throttle.take().compose(turn -> step.apply(item)).onComplete(result -> {
                    running--;
                    if (result.failed() && failure == null) {
                        failure = result.cause();
                    }
                    pump();
                });
            }
        } while (again);
        pumping = false;
        if (running == 0 && (failure != null || !items.hasNext())) {
            if (failure == null) {
                done.tryComplete();
            } else {
                done.tryFail(failure);
            }
        }
    }
}
