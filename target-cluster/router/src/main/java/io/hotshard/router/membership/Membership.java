package io.hotshard.router.membership;

import io.hotshard.ring.analysis.KeyMoves;
import io.hotshard.ring.analysis.KeySequence;
import io.hotshard.router.core.AdminRejection;
import io.hotshard.router.core.Member;
import io.hotshard.router.core.PartitionerSettings;
import io.hotshard.router.core.RouterState;
import io.hotshard.router.core.ShardSpec;
import io.hotshard.router.migrate.StagedNode;
import io.hotshard.router.mitigate.MitigationControl;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.WorkerExecutor;
import io.vertx.core.json.JsonObject;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;
import java.util.function.UnaryOperator;

/**
 * Owner of the current {@link RouterState}. Readers take the snapshot from an {@link AtomicReference} without
 * locking; every change runs on one dedicated worker thread, which builds the next partitioner, compares the
 * sample keys' owners and then swaps the snapshot, so changes are serialised, never block an event loop, and
 * either apply completely or not at all. In a clustered Vert.x the router shares its changes with the other routers
 * of the group ({@link SharedChanges}): each change is decided on the group's latest state, holding the group's lock,
 * and every router applies the log's changes in the same order.
 */
public final class Membership {

    /** Period of the catch-up with the shared log, in case a notification was lost. */
    static final long CATCH_UP_PERIOD_MILLIS = 1_000;

    private static final System.Logger LOG = System.getLogger(Membership.class.getName());

    private final AtomicReference<RouterState> state = new AtomicReference<>();
    private final Set<String> healthReportsPending = ConcurrentHashMap.newKeySet();
    private final AtomicBoolean catchUpQueued = new AtomicBoolean();
    private final Vertx vertx;
    private final WorkerExecutor serial;
    private final MembershipSettings settings;
    private final EventLog events;
    private final KeySequence sampleKeys;
    private final MitigationControl mitigations;
    private final SharedChanges shared;
    private long catchUpTimer = -1;
    private volatile boolean closed;
    /** The node a running migration adds, or null; read and written by changes on the serial thread. */
    private volatile String migrating;

    /** The membership of one router; {@code shared} null for a router on its own. */
    public Membership(Vertx vertx, MembershipSettings settings, EventLog events, String executorName,
                      MitigationControl mitigations, SharedChanges shared) {
        this.vertx = vertx;
        this.serial = vertx.createSharedWorkerExecutor(executorName, 1);
        this.settings = settings;
        this.events = events;
        this.sampleKeys = KeySequence.of("key", settings.moveSampleKeys());
        this.mitigations = mitigations;
        this.shared = shared;
    }

    /**
     * Builds the first snapshot (version 1) from the configuration, every shard up; in a group that already has a
     * state, takes that state instead by replaying the group's log.
     */
    public Future<RouterState> initialise() {
        Change.Init init = new Change.Init(settings.partitioner(), settings.shards(), settings.mitigations().toJson());
        if (shared == null) {
            return serial.executeBlocking(() -> {
                state.set(init.apply(null));
                return current();
            }, true);
        }
        return serial.executeBlocking(() -> shared.locked(() -> {
            shared.catchUp(this::replay);
            if (state.get() == null) {
                shared.append(init);
                install(init, null, init.apply(null));
            }
            return current();
        }), true).onSuccess(first -> {
            shared.listen(this::catchUpSoon);
            catchUpTimer = vertx.setPeriodic(CATCH_UP_PERIOD_MILLIS, id -> catchUpSoon());
        });
    }

    /** Whether this router shares its state with a group of routers. */
    public boolean isShared() {
        return shared != null;
    }

    /** The current snapshot. */
    public RouterState current() {
        RouterState current = state.get();
        if (current == null) {
            throw new IllegalStateException("the router is not started");
        }
        return current;
    }

    public Future<MembershipChange> add(ShardSpec spec, boolean inRing) {
        return submit(s -> {
            unlessMigrating(s, "add");
            return new Change.Add(spec, inRing, settings.allowRemoteShards());
        });
    }

    /** Makes {@code spec} a member outside the ring for a migration; other admin changes get 409 until released. */
    public Future<StagedNode> stage(ShardSpec spec) {
        AtomicReference<StagedNode> staged = new AtomicReference<>();
        return submit(s -> {
            staged.set(MigrationTransitions.stage(unlessMigrating(s, "start a migration"), spec,
                    settings.allowRemoteShards()));
            return new Change.Stage(spec);
        }).map(change -> staged.get());
    }

    /** Switches the ring to the staged one, recorded as the node's addition; 409 if the ring changed meanwhile. */
    public Future<MembershipChange> cutover(StagedNode staged, String detail) {
        return submit(s -> {
            MigrationTransitions.cutover(s, staged);
            return new Change.Cutover(staged.spec(), detail);
        });
    }

    /** Forgets a staged node and lets admin changes through again. */
    public Future<MembershipChange> abandon(String nodeId) {
        return submit(s -> new Change.Abandon(nodeId));
    }

    /** Lets admin changes through again. */
    public void release() {
        if (shared == null) {
            migrating = null;
        } else {
            submit(s -> new Change.Release());
        }
    }

    public Future<MembershipChange> remove(String nodeId) {
        return submit(s -> {
            unlessMigrating(s, "remove a node");
            return new Change.Remove(nodeId);
        });
    }

    public Future<MembershipChange> switchPartitioner(PartitionerSettings settings) {
        return switchWith(current -> settings);
    }

    /** Switches to the current settings changed by {@code patch} (see {@link PartitionerSettings#patched}). */
    public Future<MembershipChange> switchPartitioner(JsonObject patch) {
        return switchWith(current -> current.patched(patch));
    }

    /**
     * Merges {@code patch} over the group's mitigation settings, in the group's order of changes, and answers the
     * JSON of {@code GET /admin/mitigations}; fails with {@link IllegalArgumentException} on a bad patch.
     */
    public Future<JsonObject> mitigate(JsonObject patch) {
        return submit(s -> {
            mitigations.current().settings().patched(patch).requireKnownShards(s.members().keySet());
            return new Change.Mitigate(patch);
        }).map(change -> mitigations.toJson());
    }

    /** Marks a shard down unless it already is or a report about it is being applied. */
    public void reportDown(String nodeId, String reason) {
        if (closed) {
            return;
        }
        Member member = current().member(nodeId);
        if (member != null && member.up() && healthReportsPending.add(nodeId)) {
            submit(s -> new Change.Health(nodeId, false, settings.removeDownNodes(), false, reason))
                    .onComplete(done -> healthReportsPending.remove(nodeId));
        }
    }

    /** Marks a shard up unless it already is or a report about it is being applied. */
    void reportUp(String nodeId, String reason) {
        if (closed) {
            return;
        }
        Member member = current().member(nodeId);
        if (member != null && !member.up() && healthReportsPending.add(nodeId)) {
            // A node staged by a migration stays out of the ring until its cutover.
            submit(s -> new Change.Health(nodeId, true, settings.removeDownNodes(),
                    nodeId.equals(migrating) && !s.inRing(nodeId), reason))
                    .onComplete(done -> healthReportsPending.remove(nodeId));
        }
    }

    /** Refuses further changes; health reports arriving while the router stops are ignored. */
    public Future<Void> close() {
        closed = true;
        vertx.cancelTimer(catchUpTimer);
        Future<Void> unlistened = shared == null ? Future.succeededFuture() : shared.close();
        return unlistened.eventually(serial::close);
    }

    private Future<MembershipChange> switchWith(UnaryOperator<PartitionerSettings> settings) {
        return submit(s -> new Change.SwitchPartitioner(settings.apply(
                unlessMigrating(s, "switch the partitioner").settings())));
    }

    private RouterState unlessMigrating(RouterState state, String change) {
        String node = migrating;
        if (node != null) {
            throw new AdminRejection(409, "cannot " + change + " while a migration adds node '" + node
                    + "'; retry when GET /admin/migrations shows it done or failed");
        }
        return state;
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

    /**
     * Decides a change on the current state ({@code decide} throws {@link AdminRejection} to refuse it), shares it
     * with the group if there is one, and installs it.
     */
    private Future<MembershipChange> submit(Function<RouterState, Change> decide) {
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

    private MembershipChange decideAndInstall(Function<RouterState, Change> decide) {
        RouterState before = current();
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
