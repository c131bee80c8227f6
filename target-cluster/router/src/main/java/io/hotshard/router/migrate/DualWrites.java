package io.hotshard.router.migrate;

import io.hotshard.router.RouterState;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import java.util.function.Function;
import java.util.function.ToIntFunction;

/**
 * The single-key data path's door for migrations. Without a migration it sends each request to its owner.
 * During one, a {@code PUT} or {@code DELETE} of a key that will move is sent to its owner and to its next owner
 * (both through the dispatcher); the client gets the owner's answer once both legs are done, so a write that was
 * acknowledged is on both shards when the ring switches. It also counts requests in flight by epoch, so that a
 * migration can wait for every request routed before a given moment to finish. Confined to the router's event
 * loop, like the rest of the data path.
 */
public final class DualWrites {

    private Mirror mirror;
    private long epoch;
    private int inFlightNow;
    private int inFlightEarlier;
    private Promise<Void> earlierDrained;

    /**
     * Sends a request for {@code key} to {@code owner} with {@code sendTo}, and a mirrored write also to the
     * running migration's target; the answer is the owner's. Every request is counted for the migration's barriers.
     *
     * @param state    the snapshot the request was routed with
     * @param mirrored whether this is a write of the key itself that the migration must also apply to the key's
     *                 next owner (not a read, nor a write planned by a mitigation onto other keys)
     * @param statusOf the status of an answer, to tell applied legs from failed ones
     * @param sendTo   sends this very request to the shard with the given id
     */
    public <R> Future<R> send(RouterState state, String key, String owner, boolean mirrored,
                              ToIntFunction<R> statusOf, Function<String, Future<R>> sendTo) {
        Mirror active = mirror;
        String target = null;
        if (active != null && mirrored) {
            target = active.target(state, key, owner);
            active.written(state, key, target);
        }
        long startedIn = epoch;
        inFlightNow++;
        Future<R> answer;
        if (target == null) {
            answer = sendTo.apply(owner);
        } else {
            Future<R> first = sendTo.apply(owner);
            Future<R> second = sendTo.apply(target);
            answer = Future.join(first, second).transform(both -> {
                active.dualWritten(key, applied(first, statusOf) && applied(second, statusOf));
                return first;
            });
        }
        return answer.andThen(done -> finished(startedIn));
    }

    /** Starts sending moving keys' writes to {@code next} as well. */
    void mirror(Mirror next) {
        mirror = next;
    }

    /** Stops dual writes. */
    void stopMirroring() {
        mirror = null;
    }

    /** Completes once every request routed before this call has been answered. */
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

    private void finished(long startedIn) {
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

    private static <R> boolean applied(Future<R> leg, ToIntFunction<R> statusOf) {
        if (leg.failed()) {
            return false;
        }
        int status = statusOf.applyAsInt(leg.result());
        return status / 100 == 2 || status == 404;
    }
}
