package io.hotshard.router.data;

import io.hotshard.router.core.FailureKind;
import io.hotshard.router.core.InFlight;
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
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.vertx.core.AsyncResult;
import io.vertx.core.Future;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.internal.buffer.BufferInternal;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * {@code GET|PUT|DELETE /kv/{key}} on one event loop: counts the key, plans the request with the current snapshot
 * and mitigations (see {@link KeyPlanner}), serves cacheable reads from the cache, sends the legs through the
 * migration gate and answers with the shard's status and body (combined over legs where a mitigation split the
 * request); failures become 502, 503 or 504 with a short text ({@link KvOutcomes}). A request to its owner alone
 * takes the short way ({@link ForwardedKv}); hedged, combined and mirrored ones compose futures. The router's package
 * documentation walks through it.
 */
public final class KvRoutes {

    private static final System.Logger LOG = System.getLogger(KvRoutes.class.getName());

    private final int loop;
    private final Membership membership;
    private final MitigationControl control;
    private final LegSender legs;
    private final InFlight inFlight;
    private final RouterMetrics metrics;
    private final KeyPlanner planner = new KeyPlanner();
    private final MigrationGate.Door gate;
    private final KvOutcomes outcomes;

    private KvRoutes(int loop, Membership membership, MitigationControl control, LegSender legs, InFlight inFlight,
                     RouterMetrics metrics, MigrationGate.Door gate) {
        this.loop = loop;
        this.membership = membership;
        this.control = control;
        this.legs = legs;
        this.inFlight = inFlight;
        this.metrics = metrics;
        this.gate = gate;
        this.outcomes = new KvOutcomes(control, metrics);
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
        RoutedKv request = route(httpRequest, key);
        ReadCache cache = control.cache();
        ReadCache.FillTicket fill = null;
        if (request.plan().read() && request.plan().cacheable()) {
            CachedReply hit = cache.lookup(request.key());
            if (hit != null) {
                outcomes.fromCache(request, hit);
                return;
            }
            fill = cache.startRead(request.key());
        }
        control.counters().planned(request.plan());
        if (!request.plan().read()) {
            cache.writeStarted(request.key());
        }
        if (request.plan().combine() == KeyPlan.Combine.SINGLE && !request.hedged()
                && gate.ownerOnly(request.mirrored())) {
            ForwardedKv.send(request, body, fill, gate, legs, outcomes);
            return;
        }
        ReadCache.FillTicket ticket = fill;
        send(request, body).onComplete(result -> {
            try {
                answer(request, body, ticket, result);
            } catch (RuntimeException e) {
                // Thrown here, the exception would only reach the context and leave the client unanswered.
                metrics.edges().internalError();
                LOG.log(System.Logger.Level.WARNING, "ending a request for key " + request.key() + " threw; it is"
                        + " answered 500", e);
                outcomes.unanswered(request, new ShardFailure(FailureKind.INTERNAL, request.owner(), true,
                        "the router failed on the answer for key " + request.key() + ": " + e));
            }
        });
    }

    private void answer(RoutedKv request, Buffer body, ReadCache.FillTicket ticket, AsyncResult<ShardReply> result) {
        if (result.failed()) {
            outcomes.failed(request, ticket, ShardFailure.of(result.cause(), request.owner()));
            return;
        }
        ShardReply reply = result.result();
        ByteBuf content = reply.body() == null ? Unpooled.EMPTY_BUFFER
                : ((BufferInternal) reply.body()).getByteBuf();
        outcomes.answered(request, body, ticket, reply.status(), reply.shardId(), reply.contentType(), content);
        request.request().answer(reply.status(), reply.contentType(), reply.body());
    }

    /** Counts the request and its key, and plans it with the snapshots in force now. */
    private RoutedKv route(KvRequest request, String key) {
        long startNanos = System.nanoTime();
        metrics.kvReceived();
        HttpMethod method = request.method();
        control.offer(loop, key);
        MitigationState mitigations = control.current();
        RouterState state = membership.current();
        // The placement reads the in-flight counts and send() increments them, in one step on this loop.
        KeyPlan plan = planner.plan(mitigations, state, key, method.name(), request.uri(), inFlight);
        return new RoutedKv(request, key, method, startNanos, state, mitigations, plan);
    }

    /**
     * Sends the planned legs (hedged, combined, or mirrored to a migration's target) through the migration gate,
     * composing futures; a plain write may also go to its next owner.
     */
    private Future<ShardReply> send(RoutedKv request, Buffer body) {
        String owner = request.owner();
        String uri = request.request().uri();
        return gate.send(request.state(), request.key(), owner, request.mirrored(), ShardReply::status, shard ->
                shard.equals(owner) ? sendPlanned(request, body)
                        : legs.write(request.state(), KeyPlan.Leg.of(shard, uri), request.method(), body));
    }

    private Future<ShardReply> sendPlanned(RoutedKv request, Buffer body) {
        KeyPlan plan = request.plan();
        RouterState state = request.state();
        HedgingSettings hedging = request.mitigations().settings().hedging();
        boolean hedged = request.hedged();
        if (plan.combine() == KeyPlan.Combine.SINGLE) {
            KeyPlan.Leg leg = plan.legs().get(0);
            return plan.read() ? legs.read(state, leg, hedging, hedged)
                    : legs.write(state, leg, request.method(), body);
        }
        List<Future<ShardReply>> sent = plan.legs().stream().map(leg -> plan.read()
                ? legs.read(state, leg, hedging, hedged) : legs.write(state, leg, request.method(), body)).toList();
        return plan.combine() == KeyPlan.Combine.MERGE ? LegAnswers.merge(sent) : LegAnswers.writeAll(sent);
    }
}
