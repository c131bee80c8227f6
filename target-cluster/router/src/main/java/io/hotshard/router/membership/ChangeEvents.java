package io.hotshard.router.membership;

import io.hotshard.router.core.RouterState;
import io.hotshard.router.core.ShardSpec;
import java.util.List;

/**
 * The membership events a {@link Change} leaves in a router's event log once applied, and the name it has in
 * {@link MembershipChange}. Every router of a group applies the same changes, so each keeps the same events.
 */
final class ChangeEvents {

    private ChangeEvents() {
    }

    /** The change's name in {@link MembershipChange#change()}. */
    static String label(Change change) {
        if (change instanceof Change.Add || change instanceof Change.Cutover) {
            return "add";
        }
        if (change instanceof Change.Health health) {
            return health.up() ? "up" : "down";
        }
        return change.toJson().getString("type");
    }

    /** The node the change is about, or empty. */
    static String nodeId(Change change) {
        if (change instanceof Change.Add add) {
            return add.spec().id();
        } else if (change instanceof Change.Cutover cutover) {
            return cutover.spec().id();
        } else if (change instanceof Change.Stage stage) {
            return stage.spec().id();
        }
        String node = change.toJson().getString("node");
        return node == null ? "" : node;
    }

    /** Records the events of {@code change}, which turned {@code before} into the state {@code result} describes. */
    static void record(EventLog events, Change change, RouterState before, MembershipChange result) {
        if (change instanceof Change.Add add) {
            added(events, add.spec(), add.inRing() ? "" : "outside the ring, ", result);
        } else if (change instanceof Change.Cutover cutover) {
            added(events, cutover.spec(), cutover.detail() + ", ", result);
        } else if (change instanceof Change.Remove remove) {
            events.record(MembershipEvent.Type.REMOVED, remove.nodeId(), result.movedSummary());
        } else if (change instanceof Change.SwitchPartitioner) {
            events.record(MembershipEvent.Type.PARTITIONER_SWITCHED, "", before.settings().toJson().encode() + " -> "
                    + result.settings().toJson().encode() + ", " + result.movedSummary());
        } else if (change instanceof Change.Health health) {
            health(events, health, before, result);
        }
    }

    private static void added(EventLog events, ShardSpec spec, String detail, MembershipChange change) {
        events.record(MembershipEvent.Type.ADDED, spec.id(), spec.url() + ", weight " + spec.weight() + ", " + detail
                + change.movedSummary());
    }

    private static void health(EventLog events, Change.Health health, RouterState before, MembershipChange result) {
        String nodeId = health.nodeId();
        List<String> after = result.ring();
        boolean keptAsLast = !health.up() && health.evict() && after.contains(nodeId);
        events.record(health.up() ? MembershipEvent.Type.MARKED_UP : MembershipEvent.Type.MARKED_DOWN, nodeId,
                keptAsLast ? health.reason() + "; kept in the ring: it is the last node" : health.reason());
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
    }
}
