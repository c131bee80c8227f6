package io.hotshard.router.migrate;

import io.hotshard.router.core.EveryLoop;
import io.hotshard.router.core.RouterState;
import io.vertx.core.Context;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import java.util.function.Function;
import java.util.function.ToIntFunction;

/**
 * The gate every single-key request passes on its way to the shards. Without a migration it sends the request to
 * its owner and counts it in its loop's {@link RequestEpochs}, so that a migration can wait for every request routed
 * before a given moment. During a migration, a {@code PUT} or {@code DELETE} of a key that will move is also sent to
 * the key's next owner; the migration's {@link Mirror} learns of it on the migration's own context, and the client
 * gets the owner's answer once both legs are done, so an acknowledged write is on both shards when the ring switches.
 */
public final class MigrationGate {

    private final EveryLoop loops;
    private final Door[] doors;
    private volatile Mirror mirror;
    private volatile Context migrationContext;

    /** A gate with one door per event loop of {@code loops}. */
    public MigrationGate(EveryLoop loops) {
        this.loops = loops;
        this.doors = new Door[loops.size()];
        for (int i = 0; i < doors.length; i++) {
            doors[i] = new Door();
        }
    }

    /** The door of event loop {@code loop}; use it on that loop only. */
    public Door door(int loop) {
        return doors[loop];
    }

    /** Migrations run on {@code context}: the mirror is told of writes there. */
    void attach(Context context) {
        migrationContext = context;
    }

    /** Starts sending moving keys' writes to {@code next} as well. */
    void mirror(Mirror next) {
        mirror = next;
    }

    /** Stops dual writes. */
    void stopMirroring() {
        mirror = null;
    }

    /** Completes, on the caller's context, once every request routed on any loop before this call is answered. */
    Future<Void> drainEarlier() {
        return loops.run(loop -> doors[loop].epochs.drainEarlier()).mapEmpty();
    }

    /** One event loop's way through the gate, confined to that loop. */
    public final class Door {

        private final RequestEpochs epochs = new RequestEpochs();

        /**
         * Sends a request for {@code key} to {@code owner} with {@code sendTo}, and a mirrored write also to the
         * running migration's target; the answer is the owner's.
         *
         * @param state    the snapshot the request was routed with
         * @param mirrored whether this is a write of the key itself that a migration must also apply to the key's
         *                 next owner (not a read, nor a write planned by a mitigation onto other keys)
         * @param statusOf the status of an answer, to tell applied legs from failed ones
         * @param sendTo   sends this very request to the shard with the given id, on this loop
         */
        public <R> Future<R> send(RouterState state, String key, String owner, boolean mirrored,
                                  ToIntFunction<R> statusOf, Function<String, Future<R>> sendTo) {
            Mirror active = mirror;
            long startedIn = enter();
            Future<R> answer = active == null || !mirrored ? sendTo.apply(owner)
                    : mirrored(active, state, key, owner, statusOf, sendTo);
            return answer.andThen(done -> leave(startedIn));
        }

        /**
         * Whether a request of this kind (see {@link #send}'s {@code mirrored}) goes to its owner alone right now, so
         * that its caller may send it itself between {@link #enter()} and {@link #leave(long)}, without {@link #send}.
         */
        public boolean ownerOnly(boolean mirrored) {
            return !mirrored || mirror == null;
        }

        /** Counts a request that goes to its owner alone as routed now; pass the result to {@link #leave}. */
        public long enter() {
            return epochs.started();
        }

        /** The request counted by {@link #enter} is answered. */
        public void leave(long startedIn) {
            epochs.finished(startedIn);
        }

        private <R> Future<R> mirrored(Mirror active, RouterState state, String key, String owner,
                                       ToIntFunction<R> statusOf, Function<String, Future<R>> sendTo) {
            Context home = Vertx.currentContext();
            Context ledger = migrationContext;
            Promise<R> answer = Promise.promise();
            EveryLoop.onContext(ledger, () -> {
                String target = active.target(state, key, owner);
                active.written(state, key, target);
                EveryLoop.onContext(home, () -> {
                    if (target == null) {
                        sendTo.apply(owner).onComplete(answer);
                        return;
                    }
                    Future<R> first = sendTo.apply(owner);
                    Future<R> second = sendTo.apply(target);
                    Future.join(first, second).onComplete(both -> EveryLoop.onContext(ledger, () -> {
                        active.dualWritten(key, applied(first, statusOf) && applied(second, statusOf));
                        EveryLoop.onContext(home, () -> answer.handle(first));
                    }));
                });
            });
            return answer.future();
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
