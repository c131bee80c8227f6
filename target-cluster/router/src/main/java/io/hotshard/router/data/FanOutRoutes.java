package io.hotshard.router.data;

import io.hotshard.router.core.FailureKind;
import io.hotshard.router.core.Replies;
import io.hotshard.router.core.RouterState;
import io.hotshard.router.membership.Membership;
import io.hotshard.router.metrics.RouterMetrics;
import io.hotshard.router.mitigate.HedgingSettings;
import io.hotshard.router.mitigate.KeyPlan;
import io.hotshard.router.mitigate.MitigationControl;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;

/**
 * {@code GET /fanout}: scatter/gather of {@code /scan?q=} over every shard, {@code k} chosen ones or, with
 * {@code route=owners}, the shards whose ranges may hold the prefix; {@code q} may repeat (one leg per prefix and
 * shard, as a salted time-window read asks every salt). With {@code route=keys} each {@code q} is an exact key and
 * each distinct owner is asked once, for all of its keys: a multi-key read costs the shards it touches. Each leg is
 * bounded by the request timeout, so the answer waits for all legs (a failure does not cut the others short):
 * that way the answer always reports every shard's status and the slowest shard, the tail that a
 * scatter/gather pays (a query is as slow as the slowest of its shards). With hedging on for fan-outs, each leg is
 * a hedged read of its shard.
 */
public final class FanOutRoutes {

    private static final System.Logger LOG = System.getLogger(FanOutRoutes.class.getName());

    private final Membership membership;
    private final MitigationControl control;
    private final LegSender legSender;
    private final RouterMetrics metrics;

    private FanOutRoutes(Membership membership, MitigationControl control, LegSender legSender,
                         RouterMetrics metrics) {
        this.membership = membership;
        this.control = control;
        this.legSender = legSender;
        this.metrics = metrics;
    }

    public static void mount(Router router, Membership membership, MitigationControl control, LegSender legSender,
                      RouterMetrics metrics) {
        router.get("/fanout").handler(new FanOutRoutes(membership, control, legSender, metrics)::fanOut);
    }

    private void fanOut(RoutingContext ctx) {
        long startNanos = System.nanoTime();
        metrics.fanOutReceived();
        RouterState state = membership.current();
        FanOutQuery query;
        try {
            query = FanOutQuery.parse(ctx.queryParams(), state.ringIds().size());
        } catch (IllegalArgumentException e) {
            metrics.badRequest();
            metrics.routerFailure();
            finish(ctx, startNanos, 400, null, e.getMessage());
            return;
        }
        HedgingSettings hedging = control.current().settings().hedging();
        boolean hedged = hedging.enabled() && hedging.fanOut();
        List<Future<FanOutLeg>> legs = new ArrayList<>();
        for (KeyPlan.Leg leg : legsFor(state, query)) {
            long legStart = System.nanoTime();
            legs.add(legSender.read(state, leg, hedging, hedged).transform(outcome -> Future.succeededFuture(
                    FanOutLeg.of(leg.primary().shardId(), outcome, (System.nanoTime() - legStart) / 1_000))));
        }
        Future.all(legs).onComplete(all -> {
            try {
                answer(ctx, startNanos, query, legs.stream().map(Future::result).toList());
            } catch (RuntimeException e) {
                // Thrown here, the exception would only reach the context and leave the client unanswered.
                metrics.edges().internalError();
                LOG.log(System.Logger.Level.WARNING, "answering a fan-out threw; it is answered 500", e);
                if (!ctx.response().ended()) {
                    finish(ctx, startNanos, 500, null, "the router failed on this fan-out: " + e);
                }
            }
        });
    }

    private static List<KeyPlan.Leg> legsFor(RouterState state, FanOutQuery query) {
        List<KeyPlan.Leg> legs = new ArrayList<>();
        if (query.route() == FanOutRoute.KEYS) {
            // The load-blind owner, as keys analyze places a key: a fan-out carries no load view.
            Map<String, List<String>> keysByOwner = new LinkedHashMap<>();
            for (String key : new LinkedHashSet<>(query.queries())) {
                keysByOwner.computeIfAbsent(state.partitioner().ownerOf(key), owner -> new ArrayList<>()).add(key);
            }
            keysByOwner.forEach((owner, keys) -> legs.add(KeyPlan.Leg.of(owner, query.scanUri(keys))));
            return legs;
        }
        for (String prefix : query.queries()) {
            for (String shardId : shardsFor(state, query, prefix)) {
                legs.add(KeyPlan.Leg.of(shardId, query.scanUri(List.of(prefix))));
            }
        }
        return legs;
    }

    private static List<String> shardsFor(RouterState state, FanOutQuery query, String prefix) {
        if (query.route() == FanOutRoute.ALL) {
            return ShardChooser.choose(state.ringIds(), prefix, query.shards());
        }
        List<String> ring = state.ringIds();
        return state.partitioner().ownersOfPrefix(prefix).stream().filter(ring::contains).toList();
    }

    private void answer(RoutingContext ctx, long startNanos, FanOutQuery query, List<FanOutLeg> legs) {
        List<FanOutLeg> failed = legs.stream().filter(leg -> !leg.ok()).toList();
        FanOutLeg slowest = legs.stream().max(Comparator.comparingLong(FanOutLeg::latencyMicros)).orElseThrow();
        metrics.shard(slowest.shardId()).slowestInFanOut();
        legs.forEach(leg -> metrics.fanOutLegs().count(leg.shardId(), leg.ok()));
        int status;
        if (failed.isEmpty()) {
            status = 200;
        } else if (query.policy() == FanOutPolicy.PARTIAL && failed.size() < legs.size()) {
            status = 206;
        } else {
            status = failed.stream().anyMatch(leg -> leg.failure() == FailureKind.TIMEOUT) ? 504 : 502;
        }
        if (legs.stream().noneMatch(FanOutLeg::reached)) {
            metrics.routerFailure();
        }
        JsonObject json = new JsonObject().put("q", query.q()).put("queries", new JsonArray(query.queries()))
                .put("route", query.route().label()).put("policy", query.policy().label())
                .put("status", status).put("shardsAsked", legs.size()).put("answered", legs.size() - failed.size())
                .put("failed", failed.size())
                .put("failedShards", new JsonArray(failed.stream().map(FanOutLeg::shardId).toList()))
                .put("slowestShard", slowest.shardId()).put("slowestLatencyMicros", slowest.latencyMicros())
                .put("totalMatched", legs.stream().filter(FanOutLeg::ok)
                        .mapToLong(leg -> leg.result().getLong("matched", 0L)).sum())
                .put("legs", new JsonArray(legs.stream().map(FanOutLeg::toJson).toList()));
        if (!failed.isEmpty()) {
            json.put("error", FanOutErrors.summary(failed, legs.size()));
        }
        finish(ctx, startNanos, status, json, null);
    }

    private void finish(RoutingContext ctx, long startNanos, int status, JsonObject json, String text) {
        // Counted before writing, so a client that has its answer also finds it in the metrics.
        metrics.responded(status);
        metrics.fanOutLatency((System.nanoTime() - startNanos) / 1_000);
        if (json == null) {
            Replies.text(ctx, status, text);
        } else {
            Replies.json(ctx, status, json);
        }
    }
}
