package io.hotshard.router.data;

import io.hotshard.router.client.ReplyPromise;
import io.hotshard.router.client.ShardCallback;
import io.hotshard.router.client.ShardClient;
import io.hotshard.router.core.DownOn;
import io.hotshard.router.core.FailureKind;
import io.hotshard.router.core.InFlight;
import io.hotshard.router.core.Member;
import io.hotshard.router.core.RouterState;
import io.hotshard.router.core.ShardFailure;
import io.hotshard.router.core.ShardReply;
import io.hotshard.router.membership.Membership;
import io.hotshard.router.metrics.RouterMetrics;
import io.hotshard.router.metrics.ShardStats;
import io.hotshard.router.mitigate.HedgeDelays;
import io.netty.buffer.ByteBuf;
import io.vertx.core.Future;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpMethod;

/**
 * Sends one request to one shard of a snapshot: fails fast when the shard is marked down, keeps the in-flight
 * counts and the per-shard metrics, and reports refused connections (and, with {@code downOn=timeout},
 * timeouts) to the membership as passive health signals.
 */
public final class ShardDispatcher {

    private final ShardClient client;
    private final InFlight inFlight;
    private final RouterMetrics metrics;
    private final Membership membership;
    private final DownOn downOn;
    private final HedgeDelays readLatencies;

    public ShardDispatcher(ShardClient client, InFlight inFlight, RouterMetrics metrics, Membership membership,
                    DownOn downOn, HedgeDelays readLatencies) {
        this.client = client;
        this.inFlight = inFlight;
        this.metrics = metrics;
        this.membership = membership;
        this.downOn = downOn;
        this.readLatencies = readLatencies;
    }

    /** Sends the request to {@code shardId} as known in {@code state}; fails with {@link ShardFailure}. */
    Future<ShardReply> send(RouterState state, String shardId, HttpMethod method, String uri, Buffer body) {
        // Not cancellable: no cancel future (and no listener on one) for the bulk of the requests.
        return send(state, shardId, method, uri, body, null);
    }

    /**
     * As {@link #send(RouterState, String, HttpMethod, String, Buffer)}; completing {@code cancel} first resets the
     * request, which then fails with {@link FailureKind#CANCELLED}; a null {@code cancel} never cancels.
     */
    Future<ShardReply> send(RouterState state, String shardId, HttpMethod method, String uri, Buffer body,
                            Future<?> cancel) {
        ReplyPromise reply = new ReplyPromise(null);
        ShardClient.Sent sent = dispatch(state, shardId, method, uri, body, reply);
        if (cancel != null && sent != null) {
            cancel.onComplete(ignored -> sent.cancel());
        }
        return reply.future();
    }

    /**
     * Sends the request to {@code shardId} as known in {@code state}; its end reaches {@code next} once counted
     * (at once, and null returned, for a shard marked down).
     */
    ShardClient.Sent dispatch(RouterState state, String shardId, HttpMethod method, String uri, Buffer body,
                              ShardCallback next) {
        Member member = state.member(shardId);
        ShardStats stats = metrics.shard(shardId);
        if (!member.up()) {
            ShardFailure down = new ShardFailure(FailureKind.DOWN, shardId, false, "shard " + shardId + " is down");
            stats.failed(down, 0);
            next.failed(down);
            return null;
        }
        inFlight.increment(shardId);
        return client.send(member, method, uri, body, new Counted(shardId, method, stats, next));
    }

    /** One shard request's bookkeeping at its end, before its caller hears of it. */
    private final class Counted implements ShardCallback {
        private final String shardId;
        private final HttpMethod method;
        private final ShardStats stats;
        private final ShardCallback next;
        private final long startNanos = System.nanoTime();
        /** Counted already: a failure told after a throwing answer is only passed on. */
        private boolean ended;

        Counted(String shardId, HttpMethod method, ShardStats stats, ShardCallback next) {
            this.shardId = shardId;
            this.method = method;
            this.stats = stats;
            this.next = next;
        }

        @Override
        public void onWire() {
            stats.sent();
            next.onWire();
        }

        @Override
        public void answered(String shard, int status, String contentType, ByteBuf content) {
            ended = true;
            inFlight.decrement(shardId);
            long micros = (System.nanoTime() - startNanos) / 1_000;
            stats.answered(status, micros);
            if (method == HttpMethod.GET) {
                readLatencies.record(shardId, micros);
            }
            next.answered(shard, status, contentType, content);
        }

        @Override
        public void failed(ShardFailure failure) {
            if (!ended) {
                ended = true;
                inFlight.decrement(shardId);
                stats.failed(failure, (System.nanoTime() - startNanos) / 1_000);
                if (failure.kind() == FailureKind.CONNECT
                        || failure.kind() == FailureKind.TIMEOUT && downOn == DownOn.TIMEOUT) {
                    membership.reportDown(shardId, failure.getMessage() + " (proxied request)");
                }
            }
            next.failed(failure);
        }
    }
}
