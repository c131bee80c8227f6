package io.hotshard.router.data;

import io.hotshard.router.client.ShardCallback;
import io.hotshard.router.core.ShardFailure;
import io.hotshard.router.migrate.MigrationGate;
import io.hotshard.router.mitigate.ReadCache;
import io.netty.buffer.ByteBuf;
import io.vertx.core.buffer.Buffer;

/**
 * A {@code /kv/{key}} request that goes to its owner alone (one leg, not hedged, not mirrored to a migration's
 * target): counted in this loop's migration gate, sent through the dispatcher with itself as the callback, and the
 * shard's answer written to the client in the buffer it was read into. Its fields carry it through: no future or
 * lambda on the way.
 */
final class ForwardedKv implements ShardCallback {

    private final RoutedKv request;
    private final Buffer body;
    private final ReadCache.FillTicket fill;
    private final MigrationGate.Door gate;
    private final KvOutcomes outcomes;
    private long startedIn;
    /** Left the gate: an answer began, so a failure told after it threw only makes sure the client is answered. */
    private boolean ended;

    private ForwardedKv(RoutedKv request, Buffer body, ReadCache.FillTicket fill, MigrationGate.Door gate,
                        KvOutcomes outcomes) {
        this.request = request;
        this.body = body;
        this.fill = fill;
        this.gate = gate;
        this.outcomes = outcomes;
    }

    /** Sends {@code request}'s one leg with {@code legs}; its end is told to {@code outcomes} and the client. */
    static void send(RoutedKv request, Buffer body, ReadCache.FillTicket fill, MigrationGate.Door gate,
                     LegSender legs, KvOutcomes outcomes) {
        ForwardedKv forwarded = new ForwardedKv(request, body, fill, gate, outcomes);
        forwarded.startedIn = gate.enter();
        legs.send(request.state(), request.plan().legs().get(0), request.method(), body, forwarded);
    }

    @Override
    public void answered(String shardId, int status, String contentType, ByteBuf content) {
        ended = true;
        gate.leave(startedIn);
        outcomes.answered(request, body, fill, status, shardId, contentType, content);
        request.request().forward(status, contentType, content.retain());
    }

    @Override
    public void failed(ShardFailure failure) {
        if (ended) {
            outcomes.unanswered(request, failure);
            return;
        }
        ended = true;
        gate.leave(startedIn);
        outcomes.failed(request, fill, failure);
    }
}
