package io.hotshard.router;

import io.hotshard.router.migrate.DualWrites;
import io.hotshard.router.mitigate.CachedReply;
import io.hotshard.router.mitigate.HedgingSettings;
import io.hotshard.router.mitigate.KeyPlan;
import io.hotshard.router.mitigate.KeyPlanner;
import io.hotshard.router.mitigate.MitigationState;
import io.hotshard.router.mitigate.ReadCache;
import io.vertx.core.Future;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpMethod;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.handler.BodyHandler;
import java.util.List;

/**
 * {@code GET|PUT|DELETE /kv/{key}}: plans the request with the current snapshot and mitigations (see
 * {@link KeyPlanner}), serves cacheable reads from the cache, sends the legs and answers with the shard's status and
 * body (combined over legs where a mitigation split the request); failures become 502, 503 or 504 with a short text.
 */
final class KvRoutes {

    /** Largest value accepted by {@code PUT}, as on the shards. */
    static final long MAX_VALUE_BYTES = 1 << 20;
    /** Header telling whether a cacheable read was a cache {@code hit} or {@code miss}. */
    static final String CACHE_HEADER = "X-Hotshard-Cache";

    private final Membership membership;
    private final MitigationControl control;
    private final LegSender legs;
    private final InFlight inFlight;
    private final RouterMetrics metrics;
    private final KeyPlanner planner = new KeyPlanner();
    private final DualWrites writes;

    private KvRoutes(Membership membership, MitigationControl control, LegSender legs, InFlight inFlight,
                     RouterMetrics metrics, DualWrites writes) {
        this.membership = membership;
        this.control = control;
        this.legs = legs;
        this.inFlight = inFlight;
        this.metrics = metrics;
        this.writes = writes;
    }

    static void mount(Router router, Membership membership, MitigationControl control, LegSender legs,
                      InFlight inFlight, RouterMetrics metrics, DualWrites writes) {
        KvRoutes routes = new KvRoutes(membership, control, legs, inFlight, metrics, writes);
        router.get("/kv/:key").handler(routes::proxy);
        router.delete("/kv/:key").handler(routes::proxy);
        router.put("/kv/:key").handler(BodyHandler.create(false).setBodyLimit(MAX_VALUE_BYTES))
                .handler(routes::proxy);
    }

    private void proxy(RoutingContext ctx) {
        long startNanos = System.nanoTime();
        metrics.kvReceived();
        String key = ctx.pathParam("key");
        HttpMethod method = ctx.request().method();
        control.offer(key);
        MitigationState mitigations = control.current();
        RouterState state = membership.current();
        ReadCache cache = control.cache();
        cache.sync(mitigations);
        // Placement and the in-flight increment inside send() run in one step on this event loop.
        KeyPlan plan = planner.plan(mitigations, state, key, method.name(), ctx.request().uri(), inFlight);
        ReadCache.FillTicket ticket = null;
        if (plan.read() && plan.cacheable()) {
            CachedReply hit = cache.lookup(key);
            if (hit != null) {
                answerFromCache(ctx, startNanos, hit);
                return;
            }
            ticket = cache.startRead(key);
        }
        control.counters().planned(plan);
        if (!plan.read()) {
            cache.writeStarted(key);
        }
        Buffer body = method == HttpMethod.PUT ? ctx.body().buffer() : null;
        ReadCache.FillTicket fill = ticket;
        String owner = plan.legs().get(0).primary().shardId();
        // During a migration a plain write may also go to the key's next owner; the answer is the owner's.
        // Mitigated plans are not mirrored (their sub-keys move with the backfill), only counted for its barriers.
        boolean mirrored = !plan.read() && plan.combine() == KeyPlan.Combine.SINGLE
                && plan.mitigation() == KeyPlan.Applied.NONE;
        writes.send(state, key, owner, mirrored, ShardReply::status, shard -> shard.equals(owner)
                ? send(state, plan, method, body, mitigations.settings().hedging())
                : legs.write(state, KeyPlan.Leg.of(shard, ctx.request().uri()), method, body)).onComplete(result -> {
            if (!plan.read()) {
                if (plan.cacheable() && method == HttpMethod.PUT && result.succeeded()
                        && result.result().status() / 100 == 2) {
                    cache.writeAcknowledged(key, result.result().shardId(), ctx.request().getHeader("content-type"),
                            body);
                } else {
                    cache.writeFinished(key);
                }
            }
            if (fill != null) {
                if (result.succeeded() && result.result().status() == 200) {
                    cache.fill(fill, result.result().shardId(), result.result().contentType(), result.result().body());
                } else {
                    cache.end(fill);
                }
                ctx.response().putHeader(CACHE_HEADER, "miss");
            }
            String firstShard = plan.legs().get(0).primary().shardId();
            ShardFailure failure = result.failed() ? ShardFailure.of(result.cause(), firstShard) : null;
            // Counted before writing, so a client that has its answer also finds it in the metrics.
            if (failure != null && !failure.reached()) {
                metrics.routerFailure();
            }
            metrics.responded(failure == null ? result.result().status() : failure.kind().status());
            metrics.kvLatency((System.nanoTime() - startNanos) / 1_000);
            if (failure == null) {
                Replies.passThrough(ctx, result.result());
            } else {
                ctx.response().putHeader(Replies.SHARD_HEADER, failure.shardId());
                Replies.text(ctx, failure.kind().status(), failure.getMessage());
            }
        });
    }

    private Future<ShardReply> send(RouterState state, KeyPlan plan, HttpMethod method, Buffer body,
                                    HedgingSettings hedging) {
        boolean hedged = plan.read() && hedging.enabled() && hedging.singleKey();
        if (plan.combine() == KeyPlan.Combine.SINGLE) {
            KeyPlan.Leg leg = plan.legs().get(0);
            return plan.read() ? legs.read(state, leg, hedging, hedged) : legs.write(state, leg, method, body);
        }
        List<Future<ShardReply>> sent = plan.legs().stream().map(leg -> plan.read()
                ? legs.read(state, leg, hedging, hedged) : legs.write(state, leg, method, body)).toList();
        return plan.combine() == KeyPlan.Combine.MERGE ? LegAnswers.merge(sent) : LegAnswers.writeAll(sent);
    }

    private void answerFromCache(RoutingContext ctx, long startNanos, CachedReply hit) {
        metrics.responded(200);
        metrics.kvLatency((System.nanoTime() - startNanos) / 1_000);
        ctx.response().putHeader(CACHE_HEADER, "hit");
        Replies.passThrough(ctx, new ShardReply(hit.shardId(), 200, hit.contentType(), hit.body()));
    }
}
