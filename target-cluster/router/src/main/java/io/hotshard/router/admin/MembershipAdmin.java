package io.hotshard.router.admin;

import io.hotshard.router.core.ShardSpec;
import io.hotshard.router.membership.MembershipChange;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;

/** The membership changes the admin API asks of a router, each answered with what it moved. */
public interface MembershipAdmin {

    /** Adds a node, to the ring or (with {@code inRing} false) reachable only through pins. */
    Future<MembershipChange> addNode(ShardSpec spec, boolean inRing);

    /** Removes a node. */
    Future<MembershipChange> removeNode(String nodeId);

    /** Switches the partitioner to the current settings changed by {@code patch}. */
    Future<MembershipChange> switchPartitioner(JsonObject patch);

    /** The ring as JSON: settings and, per node, URL, weight, state, vnodes and share of the hash space. */
    Future<JsonObject> ring();
}
