package io.hotshard.router.migrate;

import io.vertx.core.Future;
import io.vertx.core.Promise;

/**
 * Requests in flight on one event loop, by epoch: {@link #drainEarlier()} starts a new epoch and completes once
 * every request of the earlier ones has finished. Confined to its loop.
 */
final class RequestEpochs {

    private long epoch;
    private int inFlightNow;
    private int inFlightEarlier;
    private Promise<Void> earlierDrained;

    /** Counts a request starting now and returns its epoch. */
    long started() {
        inFlightNow++;
        return epoch;
    }

    /** Counts the end of a request that started in {@code startedIn}. */
    void finished(long startedIn) {
        if (startedIn == epoch) {
            inFlightNow--;
            return;
        }
        inFlightEarlier--;
        if (inFlightEarlier == 0 && earlierDrained != null) {
            Promise<Void> waiter = earlierDrained;
            earlierDrained = null;
            waiter.complete();
        }
    }

    /** Completes once every request started before this call has finished. */
    Future<Void> drainEarlier() {
        epoch++;
        inFlightEarlier += inFlightNow;
        inFlightNow = 0;
        if (inFlightEarlier == 0) {
            return Future.succeededFuture();
        }
        if (earlierDrained == null) {
            earlierDrained = Promise.promise();
        }
        return earlierDrained.future();
    }
}
