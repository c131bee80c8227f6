package io.hotshard.router.migrate;

import io.hotshard.router.core.RouterState;
import io.hotshard.router.core.ShardSpec;
import io.vertx.core.Future;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpMethod;

/**
 * What a migration needs from its router. Call from the router's control loop; futures complete there. The
 * membership steps are serialised with every other membership change; between {@link #stage} and
 * {@link #release} or {@link #abandon} the router refuses other admin membership changes with 409.
 */
public interface ClusterAccess {

    /** The router's current membership snapshot. */
    RouterState current();

    /**
     * Makes {@code spec} a member outside the ring and computes the ring it will make; fails with
     * {@link io.hotshard.router.core.AdminRejection} (409 migration running or id/url taken, 403 remote URL).
     */
    Future<StagedNode> stage(ShardSpec spec);

    /**
     * Switches the ring to {@code staged.next()} if it is still {@code staged.base()} (else fails with 409),
     * recorded as the node's addition with the moved sample keys; {@code detail} prefixes the event's text.
     */
    Future<Void> cutover(StagedNode staged, String detail);

    /** Forgets a staged node that never joined the ring and lets membership changes through again. */
    Future<Void> abandon(String nodeId);

    /** Lets membership changes through again, the node staying where it is. */
    void release();

    /**
     * One data request to a member through the router's dispatcher (counted like a client's request); never
     * fails: a request without a shard's answer comes back as {@link ShardAnswer#failed}.
     */
    Future<ShardAnswer> send(String shardId, HttpMethod method, String uri, Buffer body);

    /** Health check of a member over the admin client; fails naming the problem. */
    Future<Void> probe(String shardId);

    /** One page of a member's keys after {@code after} (null: from the first) over the admin client. */
    Future<KeyPage> listKeys(String shardId, String after, int limit);
}
