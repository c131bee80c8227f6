package io.hotshard.router;

import io.hotshard.ring.analysis.KeyMoves;
import io.hotshard.ring.analysis.KeySequence;
import io.hotshard.router.migrate.StagedNode;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.WorkerExecutor;
import io.vertx.core.json.JsonObject;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.UnaryOperator;

/**
 * Owner of the current {@link RouterState}. Readers take the snapshot from an {@link AtomicReference} without
 * locking; every change runs on one dedicated worker thread, which builds the next partitioner, compares the
 * sample keys' owners and then swaps the snapshot, so changes are serialised, never block an event loop, and
 * either apply completely or not at all.
 */
final class Membership {

    private final AtomicReference<RouterState> state = new AtomicReference<>();
    private final Set<String> healthReportsPending = ConcurrentHashMap.newKeySet();
    private final WorkerExecutor serial;
    private final RouterConfig config;
    private final EventLog events;
    private final KeySequence sampleKeys;
    private volatile boolean closed;
    /** The node a running migration adds, or null; read and written by transitions on the serial thread. */
    private volatile String migrating;

    Membership(Vertx vertx, RouterConfig config, EventLog events, String executorName) {
        this.serial = vertx.createSharedWorkerExecutor(executorName, 1);
        this.config = config;
        this.events = events;
        this.sampleKeys = KeySequence.of("key", config.moveSampleKeys());
    }

    /** Builds the first snapshot (version 1) from the configuration, every shard up. */
    Future<RouterState> initialise() {
        return serial.executeBlocking(() -> {
            Map<String, Member> members = new LinkedHashMap<>();
            config.shards().forEach(s -> members.put(s.id(), new Member(s, true)));
            RouterState first = new RouterState(1, config.partitioner(), config.partitioner().create(config.nodes()),
                    members);
            state.set(first);
            return first;
        }, true);
    }

    /** The current snapshot. */
    RouterState current() {
        RouterState current = state.get();
        if (current == null) {
            throw new IllegalStateException("the router is not started");
        }
        return current;
    }

    Future<MembershipChange> add(ShardSpec spec, boolean inRing) {
        return apply("add", spec.id(), s -> Transitions.add(unlessMigrating(s, "add"), spec,
                        config.allowRemoteShards(), inRing),
                (before, change) -> recordAdded(spec, inRing ? "" : "outside the ring, ", change));
    }

    /** Makes {@code spec} a member outside the ring for a migration; other admin changes get 409 until released. */
    Future<StagedNode> stage(ShardSpec spec) {
        AtomicReference<StagedNode> staged = new AtomicReference<>();
        return apply("stage", spec.id(), s -> {
            staged.set(MigrationTransitions.stage(unlessMigrating(s, "start a migration"), spec,
                    config.allowRemoteShards()));
            migrating = spec.id();
            return MigrationTransitions.withMember(s, spec);
        }, (before, change) -> { }).map(change -> staged.get());
    }

    /** Switches the ring to the staged one, recorded as the node's addition; 409 if the ring changed meanwhile. */
    Future<MembershipChange> cutover(StagedNode staged, String detail) {
        return apply("add", staged.id(), s -> MigrationTransitions.cutover(s, staged),
                (before, change) -> recordAdded(staged.spec(), detail + ", ", change));
    }

    /** Forgets a staged node and lets admin changes through again. */
    Future<MembershipChange> abandon(String nodeId) {
        return apply("abandon", nodeId, s -> {
            migrating = null;
            return s.member(nodeId) == null ? s : Transitions.remove(s, nodeId);
        }, (before, change) -> { });
    }

    /** Lets admin changes through again. */
    void release() {
        migrating = null;
    }

    Future<MembershipChange> remove(String nodeId) {
        return apply("remove", nodeId, s -> Transitions.remove(unlessMigrating(s, "remove a node"), nodeId),
                (before, change) -> events.record(MembershipEvent.Type.REMOVED, nodeId, change.movedSummary()));
    }

    Future<MembershipChange> switchPartitioner(PartitionerSettings settings) {
        return switchWith(current -> settings);
    }

    /** Switches to the current settings changed by {@code patch} (see {@link PartitionerSettings#patched}). */
    Future<MembershipChange> switchPartitioner(JsonObject patch) {
        return switchWith(current -> current.patched(patch));
    }

    /** Marks a shard down unless it already is or a report about it is being applied. */
    void reportDown(String nodeId, String reason) {
        if (closed) {
            return;
        }
        Member member = current().member(nodeId);
        if (member != null && member.up() && healthReportsPending.add(nodeId)) {
            health("down", nodeId, s -> Transitions.markDown(s, nodeId, config.removeDownNodes()),
                    MembershipEvent.Type.MARKED_DOWN, reason)
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
            health("up", nodeId, s -> nodeId.equals(migrating) && !s.inRing(nodeId)
                            ? MigrationTransitions.markUp(s, nodeId)
                            : Transitions.markUp(s, nodeId, config.removeDownNodes()),
                    MembershipEvent.Type.MARKED_UP, reason)
                    .onComplete(done -> healthReportsPending.remove(nodeId));
        }
    }

    /** Refuses further changes; health reports arriving while the router stops are ignored. */
    Future<Void> close() {
        closed = true;
        return serial.close();
    }

    private Future<MembershipChange> switchWith(UnaryOperator<PartitionerSettings> settings) {
        return apply("partitioner", "", s -> Transitions.switchPartitioner(unlessMigrating(s, "switch the partitioner"),
                        settings.apply(s.settings())),
                (before, change) -> events.record(MembershipEvent.Type.PARTITIONER_SWITCHED, "",
                        before.settings().toJson().encode() + " -> " + change.settings().toJson().encode() + ", "
                                + change.movedSummary()));
    }

    private Future<MembershipChange> health(String change, String nodeId, UnaryOperator<RouterState> transition,
                                            MembershipEvent.Type type, String reason) {
        return apply(change, nodeId, transition, (before, result) -> {
            List<String> after = result.ring();
            boolean keptAsLast = type == MembershipEvent.Type.MARKED_DOWN && config.removeDownNodes()
                    && after.contains(nodeId);
            events.record(type, nodeId, keptAsLast ? reason + "; kept in the ring: it is the last node" : reason);
            for (String left : before.ringIds()) {
                if (!after.contains(left)) {
                    events.record(MembershipEvent.Type.EVICTED, left, result.movedSummary());
                }
            }
            for (String joined : after) {
                if (!before.inRing(joined)) {
                    events.record(MembershipEvent.Type.READMITTED, joined, result.movedSummary());
                }
            }
        });
    }

    private RouterState unlessMigrating(RouterState state, String change) {
        String node = migrating;
        if (node != null) {
            throw new AdminRejection(409, "cannot " + change + " while a migration adds node '" + node
                    + "'; retry when GET /admin/migrations shows it done or failed");
        }
        return state;
    }

    private void recordAdded(ShardSpec spec, String detail, MembershipChange change) {
        events.record(MembershipEvent.Type.ADDED, spec.id(), spec.url() + ", weight " + spec.weight() + ", " + detail
                + change.movedSummary());
    }

    private interface EventWriter {
        void write(RouterState before, MembershipChange change);
    }

    private Future<MembershipChange> apply(String change, String nodeId, UnaryOperator<RouterState> transition,
                                           EventWriter eventWriter) {
        if (closed) {
            return Future.failedFuture(new IllegalStateException("the router is stopped"));
        }
        try {
            return serial.executeBlocking(() -> {
                RouterState before = current();
                RouterState after;
                try {
                    after = transition.apply(before);
                } catch (IllegalArgumentException e) {
                    throw new AdminRejection(400, e.getMessage());
                }
                if (after == before) {
                    return new MembershipChange(change, nodeId, false, before.version(), before.settings(),
                            before.ringIds(), new KeyMoves(0, 0, Map.of()));
                }
                KeyMoves moves = after.partitioner() == before.partitioner()
                        ? new KeyMoves(sampleKeys.count(), 0, Map.of())
                        : KeyMoves.between(before.partitioner(), after.partitioner(), sampleKeys);
                RouterState next = after.withVersion(before.version() + 1);
                state.set(next);
                MembershipChange result = new MembershipChange(change, nodeId, true, next.version(), next.settings(),
                        next.ringIds(), moves);
                eventWriter.write(before, result);
                return result;
            }, true);
        } catch (RejectedExecutionException e) {
            // Closed by another thread between the check above and the submission.
            return Future.failedFuture(new IllegalStateException("the router is stopped"));
        }
    }
}
