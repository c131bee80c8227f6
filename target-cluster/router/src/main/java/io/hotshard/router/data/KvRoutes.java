package io.hotshard.router.data;

import io.hotshard.router.core.InFlight;
import io.hotshard.router.core.Replies;
import io.hotshard.router.core.RouterState;
import io.hotshard.router.core.ShardFailure;
import io.hotshard.router.core.ShardReply;
import io.hotshard.router.membership.Membership;
import io.hotshard.router.metrics.RouterMetrics;
import io.hotshard.router.migrate.MigrationGate;
import io.hotshard.router.mitigate.CachedReply;
import io.hotshard.router.mitigate.HedgingSettings;
import io.hotshard.router.mitigate.KeyPlan;
import io.hotshard.router.mitigate.KeyPlanner;
import io.hotshard.router.mitigate.MitigationControl;
import io.hotshard.router.mitigate.MitigationState;
import io.hotshard.router.mitigate.ReadCache;
import io.vertx.core.AsyncResult;
import io.vertx.core.Future;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpMethod;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * {@code GET|PUT|DELETE /kv/{key}} on one event loop: counts the key, plans the request with the current snapshot
 * and mitigations (see {@link KeyPlanner}), serves cacheable reads from the cache, sends the legs through the
 * migration gate and answers with the shard's status and body (combined over legs where a mitigation split the
 * request); failures become 502, 503 or 504 with a short text. The router's package documentation walks through it.
 */
public final class KvRoutes {

    /** Header telling whether a cacheable read was a cache {@code hit} or {@code miss}. */
    static final String CACHE_HEADER = "X-Hotshard-Cache";

    /** One request on its way: what it asked, when it arrived, and the snapshot and plan it was routed with. */
    private record Routed(KvRequest request, String key, HttpMethod method, long startNanos,
                          RouterState state, MitigationState mitigations, KeyPlan plan) {

        String owner() {
            return plan.legs().get(0).primary().shardId();
        }
    }

    private final int loop;
    private final Membership membership;
    private final MitigationControl control;
    private final LegSender legs;
    private final InFlight inFlight;
    private final RouterMetrics metrics;
    private final KeyPlanner planner = new KeyPlanner();
    private final MigrationGate.Door gate;

    private KvRoutes(int loop, Membership membership, MitigationControl control, LegSender legs, InFlight inFlight,
                     RouterMetrics metrics, MigrationGate.Door gate) {
        this.loop = loop;
        this.membership = membership;
        this.control = control;
        this.legs = legs;
        this.inFlight = inFlight;
        this.metrics = metrics;
        this.gate = gate;
    }

    /** The routes of one event loop. */
    public static KvRoutes on(int loop, Membership membership, MitigationControl control, LegSender legs,
                       InFlight inFlight, RouterMetrics metrics, MigrationGate.Door gate) {
        return new KvRoutes(loop, membership, control, legs, inFlight, metrics, gate);
    }

    /**
     * The raw key of {@code path} if it is {@code /kv/{key}} (a non-empty key without a slash), else null.
     */
    public static String rawKey(String path) {
        if (path == null || !path.startsWith("/kv/") || path.length() == 4 || path.indexOf('/', 4) >= 0) {
            return null;
        }
        return path.substring(4);
    }

    /**
     * Serves a {@code GET}, {@code PUT} (with {@code body}) or {@code DELETE} of {@code /kv/{rawKey}}, with the key
     * percent-decoded as path parameters are ({@code +} stays a plus).
     */
    public void serve(KvRequest request, String raw, Buffer body) {
        String key;
        try {
            key = raw.indexOf('%') < 0 ? raw
                    : URLDecoder.decode(raw.replace("+", "%2B"), StandardCharsets.UTF_8);
        } catch (IllegalArgumentException e) {
            // Counted like a fan-out's bad parameters: received, refused by the router, answered 400.
            metrics.kvReceived();
            metrics.badRequest();
            metrics.routerFailure();
            metrics.responded(400);
            request.answerText(400, "malformed key in /kv/" + raw + ": " + e.getMessage());
            return;
        }
        proxy(request, key, request.method() == HttpMethod.PUT ? body : null);
    }

    private void proxy(KvRequest httpRequest, String key, Buffer body) {
        Routed request = route(httpRequest, key);
        ReadCache cache = control.cache();
        ReadCache.FillTicket fill = null;
        if (request.plan().read() && request.plan().cacheable()) {
            CachedReply hit = cache.lookup(request.key());
            if (hit != null) {
                answerFromCache(request, hit);
                return;
            }
            fill = cache.startRead(request.key());
        }
        control.counters().planned(request.plan());
        if (!request.plan().read()) {
            cache.writeStarted(request.key());
        }
        ReadCache.FillTicket ticket = fill;
        send(request, body).onComplete(result -> {
            updateCache(request, body, ticket, result);
            answer(request, result);
        });
    }

    /** Counts the request and its key, and plans it with the snapshots in force now. */
    private Routed route(KvRequest request, String key) {
        long startNanos = System.nanoTime();
        metrics.kvReceived();
        HttpMethod method = request.method();
        control.offer(loop, key);
        MitigationState mitigations = control.current();
        RouterState state = membership.current();
        // The placement reads the in-flight counts and send() increments them, in one step on this loop.
        KeyPlan plan = planner.plan(mitigations, state, key, method.name(), request.uri(), inFlight);
        return new Routed(request, key, method, startNanos, state, mitigations, plan);
    }

    /** Sends the planned legs through the migration gate; a plain write may also go to its next owner. */
    private Future<ShardReply> send(Routed request, Buffer body) {
        KeyPlan plan = request.plan();
        String owner = request.owner();
        // Mitigated plans are not mirrored (their sub-keys move with the backfill), only counted for its barriers.
        boolean mirrored = !plan.read() && plan.combine() == KeyPlan.Combine.SINGLE
                && plan.mitigation() == KeyPlan.Applied.NONE;
        String uri = request.request().uri();
        return gate.send(request.state(), request.key(), owner, mirrored, ShardReply::status, shard ->
                shard.equals(owner) ? sendPlanned(request, body)
                        : legs.write(request.state(), KeyPlan.Leg.of(shard, uri), request.method(), body));
    }

    private Future<ShardReply> sendPlanned(Routed request, Buffer body) {
        KeyPlan plan = request.plan();
        RouterState state = request.state();
        HedgingSettings hedging = request.mitigations().settings().hedging();
        boolean hedged = plan.read() && hedging.enabled() && hedging.singleKey();
        if (plan.combine() == KeyPlan.Combine.SINGLE) {
            KeyPlan.Leg leg = plan.legs().get(0);
            return plan.read() ? legs.read(state, leg, hedging, hedged)
                    : legs.write(state, leg, request.method(), body);
        }
        List<Future<ShardReply>> sent = plan.legs().stream().map(leg -> plan.read()
                ? legs.read(state, leg, hedging, hedged) : legs.write(state, leg, request.method(), body)).toList();
        return plan.combine() == KeyPlan.Combine.MERGE ? LegAnswers.merge(sent) : LegAnswers.writeAll(sent);
    }

    /** Ends the request's cache ticket or write: fills, stores the acknowledged value, or invalidates. */
    private void updateCache(Routed request, Buffer body, ReadCache.FillTicket fill, AsyncResult<ShardReply> result) {
        ReadCache cache = control.cache();
        KeyPlan plan = request.plan();
        if (!plan.read()) {
            if (plan.cacheable() && request.method() == HttpMethod.PUT && result.succeeded()
                    && result.result().status() / 100 == 2) {
                cache.writeAcknowledged(request.key(), result.result().shardId(),
                        request.request().header("content-type"), body);
            } else {
                cache.writeFinished(request.key());
            }
        }
        if (fill != null) {
            if (result.succeeded() && result.result().status() == 200) {
                cache.fill(fill, result.result().shardId(), result.result().contentType(), result.result().body());
            } else {
                cache.end(fill);
            }
            request.request().putHeader(CACHE_HEADER, "miss");
        }
    }

    /** Counts the outcome, records the latency and answers the client. */
    private void answer(Routed request, AsyncResult<ShardReply> result) {
        ShardFailure failure = result.failed() ? ShardFailure.of(result.cause(), request.owner()) : null;
        // Counted before writing, so a client that has its answer also finds it in the metrics.
        if (failure != null && !failure.reached()) {
            metrics.routerFailure();
        }
        metrics.responded(failure == null ? result.result().status() : failure.kind().status());
        metrics.kvLatency((System.nanoTime() - request.startNanos()) / 1_000);
        KvRequest client = request.request();
        if (failure == null) {
            ShardReply reply = result.result();
            client.putHeader(Replies.SHARD_HEADER, reply.shardId());
            client.answer(reply.status(), reply.contentType(), reply.body());
        } else {
            client.putHeader(Replies.SHARD_HEADER, failure.shardId());
            client.answerText(failure.kind().status(), failure.getMessage());
        }
    }

    private void answerFromCache(Routed request, CachedReply hit) {
        metrics.responded(200);
        metrics.kvLatency((System.nanoTime() - request.startNanos()) / 1_000);
        KvRequest client = request.request();
        client.putHeader(CACHE_HEADER, "hit");
        client.putHeader(Replies.SHARD_HEADER, hit.shardId());
        client.answer(200, hit.contentType(), hit.body());
    }
}
