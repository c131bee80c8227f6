package io.hotshard.router.data;

import io.hotshard.router.client.ShardCallback;
import io.hotshard.router.core.RouterState;
import io.hotshard.router.core.ShardReply;
import io.hotshard.router.mitigate.HedgeDelays;
import io.hotshard.router.mitigate.HedgingSettings;
import io.hotshard.router.mitigate.KeyPlan;
import io.hotshard.router.mitigate.MitigationStats;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpMethod;

/** Sends the legs of a plan through the dispatcher, hedging reads when the hedging settings ask for it. */
public final class LegSender {

    private final Vertx vertx;
    private final ShardDispatcher dispatcher;
    private final MitigationStats counters;
    private final HedgeDelays delays;

    public LegSender(Vertx vertx, ShardDispatcher dispatcher, MitigationStats counters, HedgeDelays delays) {
        this.vertx = vertx;
        this.dispatcher = dispatcher;
        this.counters = counters;
        this.delays = delays;
    }

    /** A GET of {@code leg}, hedged when {@code hedged}: never for writes, which go through {@link #write}. */
    Future<ShardReply> read(RouterState state, KeyPlan.Leg leg, HedgingSettings hedging, boolean hedged) {
        if (!hedged) {
            return dispatcher.send(state, leg.primary().shardId(), HttpMethod.GET, leg.primary().uri(), null);
        }
        long delayMillis = hedging.delayMillis() > 0 ? hedging.delayMillis()
                : delays.delayMillis(leg.primary().shardId(), hedging.percentile());
        return new HedgedRead(vertx, dispatcher, counters, state, leg).start(delayMillis);
    }

    /** A request of {@code leg}'s primary target, not hedged, its end told to {@code next}. */
    void send(RouterState state, KeyPlan.Leg leg, HttpMethod method, Buffer body, ShardCallback next) {
        dispatcher.dispatch(state, leg.primary().shardId(), method, leg.primary().uri(), body, next);
    }

    /** A PUT or DELETE of {@code leg}'s primary target. */
    Future<ShardReply> write(RouterState state, KeyPlan.Leg leg, HttpMethod method, Buffer body) {
        return dispatcher.send(state, leg.primary().shardId(), method, leg.primary().uri(), body);
    }
}
