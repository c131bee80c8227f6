package io.hotshard.router.data;

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
        Member member = state.member(shardId);
        ShardStats stats = metrics.shard(shardId);
        if (!member.up()) {
            ShardFailure down = new ShardFailure(FailureKind.DOWN, shardId, false, "shard " + shardId + " is down");
            stats.failed(down, 0);
            return Future.failedFuture(down);
        }
        inFlight.increment(shardId);
        long startNanos = System.nanoTime();
        return client.send(member, method, uri, body, stats::sent, cancel).andThen(done -> {
            inFlight.decrement(shardId);
            long micros = (System.nanoTime() - startNanos) / 1_000;
            if (done.succeeded()) {
                stats.answered(done.result().status(), micros);
                if (method == HttpMethod.GET) {
                    readLatencies.record(shardId, micros);
                }
            } else {
                ShardFailure failure = ShardFailure.of(done.cause(), shardId);
                stats.failed(failure, micros);
                if (failure.kind() == FailureKind.CONNECT
                        || failure.kind() == FailureKind.TIMEOUT && downOn == DownOn.TIMEOUT) {
                    membership.reportDown(shardId, failure.getMessage() + " (proxied request)");
                }
            }
        });
    }
}
