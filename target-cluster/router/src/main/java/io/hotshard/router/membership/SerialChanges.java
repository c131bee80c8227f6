package io.hotshard.router.membership;

import io.hotshard.ring.analysis.KeyMoves;
import io.hotshard.ring.analysis.KeySequence;
import io.hotshard.router.core.AdminRejection;
import io.hotshard.router.core.RouterState;
import io.hotshard.router.mitigate.MitigationControl;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.WorkerExecutor;
import java.util.Map;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;

/**
 * Runs a router's membership changes one at a time on a dedicated worker thread: decides each on the current state,
 * shares it with the group's log ({@link SharedChanges}) when there is one, and installs it, swapping in the next
 * {@link RouterState} and recording its events. Replays the changes the group's other routers made, in the log's
 * order.
 */
final class SerialChanges {

    private static final System.Logger LOG = System.getLogger(SerialChanges.class.getName());

    private final AtomicReference<RouterState> state;
    private final AtomicBoolean catchUpQueued = new AtomicBoolean();
    private final Vertx vertx;
    private final WorkerExecutor serial;
    private final EventLog events;
    private final KeySequence sampleKeys;
    private final MitigationControl mitigations;
    private final SharedChanges shared;
    private long catchUpTimer = -1;
    private volatile boolean closed;
    /** The node a running migration adds, or null; read and written by changes on the serial thread. */
    private volatile String migrating;

    /** Changes to {@code state}, the snapshot the membership's readers take; {@code shared} null for a lone router. */
    SerialChanges(AtomicReference<RouterState> state, Vertx vertx, String executorName, EventLog events,
                  KeySequence sampleKeys, MitigationControl mitigations, SharedChanges shared) {
        this.state = state;
        this.vertx = vertx;
        this.serial = vertx.createSharedWorkerExecutor(executorName, 1);
        this.events = events;
        this.sampleKeys = sampleKeys;
        this.mitigations = mitigations;
        this.shared = shared;
    }

    /** Installs {@code init}, or in a group that already has a state, takes that state by replaying the group's log. */
    Future<RouterState> initialise(Change.Init init) {
        if (shared == null) {
            return serial.executeBlocking(() -> {
                state.set(init.apply(null));
                return state.get();
            }, true);
        }
        return serial.executeBlocking(() -> shared.locked(() -> {
            shared.catchUp(this::replay);
            if (state.get() == null) {
                shared.append(init);
                install(init, null, init.apply(null));
            }
            return state.get();
        }), true).onSuccess(first -> {
            shared.listen(this::catchUpSoon);
            catchUpTimer = vertx.setPeriodic(Membership.CATCH_UP_PERIOD_MILLIS, id -> catchUpSoon());
        });
    }

    boolean isShared() {
        return shared != null;
    }

    boolean isClosed() {
        return closed;
    }

    /** The node a running migration adds, or null. */
    String migrating() {
        return migrating;
    }

    /** Lets admin changes through again. */
    void release() {
        if (shared == null) {
            migrating = null;
        } else {
            submit(s -> new Change.Release());
        }
    }

    /** Refuses further changes. */
    Future<Void> close() {
        closed = true;
        vertx.cancelTimer(catchUpTimer);
        Future<Void> unlistened = shared == null ? Future.succeededFuture() : shared.close();
        return unlistened.eventually(serial::close);
    }

    /**
     * Decides a change on the current state ({@code decide} throws {@link AdminRejection} to refuse it), shares it
     * with the group if there is one, and installs it.
     */
    Future<MembershipChange> submit(Function<RouterState, Change> decide) {
        if (closed) {
            return Future.failedFuture(new IllegalStateException("the router is stopped"));
        }
        try {
            return serial.executeBlocking(() -> shared == null ? decideAndInstall(decide)
                    : shared.locked(() -> {
                        shared.catchUp(this::replay);
                        return decideAndInstall(decide);
                    }), true);
        } catch (RejectedExecutionException e) {
            // Closed by another thread between the check above and the submission.
            return Future.failedFuture(new IllegalStateException("the router is stopped"));
        }
    }

    /** Replays the shared log's new entries on the serial thread soon, unless a catch-up is already queued. */
    private void catchUpSoon() {
        if (closed || !catchUpQueued.compareAndSet(false, true)) {
            return;
        }
        try {
            serial.executeBlocking(() -> {
                catchUpQueued.set(false);
                if (!closed) {
                    shared.catchUp(this::replay);
                }
                return null;
            }, true);
        } catch (RejectedExecutionException e) {
            catchUpQueued.set(false);
        }
    }

    /** Applies a change another router made (or this one made before it restarted its view). */
    private void replay(Change change) {
        RouterState before = state.get();
        try {
            install(change, before, change.apply(before));
        } catch (RuntimeException e) {
            // Cannot happen while every router runs the same version: the router that made it applied it.
            LOG.log(System.Logger.Level.ERROR, "a change of the routers' shared log does not apply here: "
                    + change.toJson().encode(), e);
        }
    }

    private MembershipChange decideAndInstall(Function<RouterState, Change> decide) {
        RouterState before = state.get();
        if (before == null) {
            throw new IllegalStateException("the router is not started");
        }
        Change change;
        RouterState after;
        try {
            change = decide.apply(before);
            after = change.apply(before);
        } catch (IllegalArgumentException e) {
            throw new AdminRejection(400, e.getMessage());
        }
        boolean sideEffect = change instanceof Change.Mitigate || change instanceof Change.Release
                || change instanceof Change.Abandon;
        if (after == before && !sideEffect) {
            return unchanged(change, before);
        }
        if (shared != null) {
            shared.append(change);
        }
        return install(change, before, after);
    }

    /** Swaps in {@code after} (with the next version) and records the change's events; side state changes too. */
    private MembershipChange install(Change change, RouterState before, RouterState after) {
        if (change instanceof Change.Stage stage) {
            migrating = stage.spec().id();
        } else if (change instanceof Change.Abandon || change instanceof Change.Release) {
            migrating = null;
        } else if (change instanceof Change.Mitigate mitigate) {
            mitigations.configure(mitigate.patch(), after);
        } else if (change instanceof Change.Init init && shared != null) {
            mitigations.configure(init.mitigations(), after);
        }
        if (before == null) {
            state.set(after);
            return unchanged(change, after);
        }
        if (after == before) {
            return unchanged(change, before);
        }
        KeyMoves moves = after.partitioner() == before.partitioner()
                ? new KeyMoves(sampleKeys.count(), 0, Map.of())
                : KeyMoves.between(before.partitioner(), after.partitioner(), sampleKeys);
        RouterState next = after.withVersion(before.version() + 1);
        state.set(next);
        MembershipChange result = new MembershipChange(ChangeEvents.label(change), ChangeEvents.nodeId(change), true,
                next.version(), next.settings(), next.ringIds(), moves);
        ChangeEvents.record(events, change, before, result);
        return result;
    }

    private static MembershipChange unchanged(Change change, RouterState state) {
        return new MembershipChange(ChangeEvents.label(change), ChangeEvents.nodeId(change), false, state.version(),
                state.settings(), state.ringIds(), new KeyMoves(0, 0, Map.of()));
    }
}
