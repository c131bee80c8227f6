package io.hotshard.router.membership;

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
import io.vertx.core.json.JsonObject;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;
import java.util.function.UnaryOperator;

/**
 * Owner of the current {@link RouterState}. Readers take the snapshot from an {@link AtomicReference} without
 * locking; every change runs on one dedicated worker thread ({@link SerialChanges}), which builds the next
 * partitioner, compares the sample keys' owners and then swaps the snapshot, so changes are serialised, never block
 * an event loop, and either apply completely or not at all. In a clustered Vert.x the router shares its changes with
 * the other routers of the group ({@link SharedChanges}): each change is decided on the group's latest state, holding the group's lock,
 * and every router applies the log's changes in the same order.
 */
public final class Membership {

    /** Period of the catch-up with the shared log, in case a notification was lost. */
    static final long CATCH_UP_PERIOD_MILLIS = 1_000;

    private final AtomicReference<RouterState> state = new AtomicReference<>();
    private final Set<String> healthReportsPending = ConcurrentHashMap.newKeySet();
    private final MembershipSettings settings;
    private final MitigationControl mitigations;
    private final SerialChanges changes;

    /** The membership of one router; {@code shared} null for a router on its own. */
    public Membership(Vertx vertx, MembershipSettings settings, EventLog events, String executorName,
                      MitigationControl mitigations, SharedChanges shared) {
        this.settings = settings;
        this.mitigations = mitigations;
        this.changes = new SerialChanges(state, vertx, executorName, events,
                KeySequence.of("key", settings.moveSampleKeys()), mitigations, shared);
    }

    /**
     * Builds the first snapshot (version 1) from the configuration, every shard up; in a group that already has a
     * state, takes that state instead by replaying the group's log.
     */
    public Future<RouterState> initialise() {
        return changes.initialise(new Change.Init(settings.partitioner(), settings.shards(),
                settings.mitigations().toJson()));
    }

    /** Whether this router shares its state with a group of routers. */
    public boolean isShared() {
        return changes.isShared();
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
        changes.release();
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
        if (changes.isClosed()) {
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
        if (changes.isClosed()) {
            return;
        }
        Member member = current().member(nodeId);
        if (member != null && !member.up() && healthReportsPending.add(nodeId)) {
            // A node staged by a migration stays out of the ring until its cutover.
            submit(s -> new Change.Health(nodeId, true, settings.removeDownNodes(),
                    nodeId.equals(changes.migrating()) && !s.inRing(nodeId), reason))
                    .onComplete(done -> healthReportsPending.remove(nodeId));
        }
    }

    /** Refuses further changes; health reports arriving while the router stops are ignored. */
    public Future<Void> close() {
        return changes.close();
    }

    private Future<MembershipChange> switchWith(UnaryOperator<PartitionerSettings> settings) {
        return submit(s -> new Change.SwitchPartitioner(settings.apply(
                unlessMigrating(s, "switch the partitioner").settings())));
    }

    private RouterState unlessMigrating(RouterState state, String change) {
        String node = changes.migrating();
        if (node != null) {
            throw new AdminRejection(409, "cannot " + change + " while a migration adds node '" + node
                    + "'; retry when GET /admin/migrations shows it done or failed");
        }
        return state;
    }

    private Future<MembershipChange> submit(Function<RouterState, Change> decide) {
        return changes.submit(decide);
    }
}
