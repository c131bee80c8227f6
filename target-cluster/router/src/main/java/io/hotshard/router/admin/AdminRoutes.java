package io.hotshard.router.admin;

import io.hotshard.metrics.HistogramText;
import io.hotshard.ring.PartitionerKind;
import io.hotshard.ring.RingPartitioner;
import io.hotshard.router.core.DownOn;
import io.hotshard.router.core.HashShares;
import io.hotshard.router.core.InFlight;
import io.hotshard.router.core.JsonInput;
import io.hotshard.router.core.Member;
import io.hotshard.router.core.Replies;
import io.hotshard.router.core.RouterState;
import io.hotshard.router.core.ShardSpec;
import io.hotshard.router.core.ShardUrl;
import io.hotshard.router.membership.MembershipChange;
import io.hotshard.router.metrics.RouterIntervals;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import io.vertx.ext.web.handler.BodyHandler;
import java.util.Map;
import java.util.Set;

/**
 * The admin API: ring view, membership and partitioner changes, events and metrics. Changes answer with the
 * {@link MembershipChange} JSON; refusals with their 4xx status and {@code {"error": message}}.
 */
public final class AdminRoutes {

    private static final Set<String> NODE_FIELDS = Set.of("id", "url", "weight", "inRing");

    private final MembershipAdmin admin;
    private final RouterView view;

    private AdminRoutes(MembershipAdmin admin, RouterView view) {
        this.admin = admin;
        this.view = view;
    }

    /** Mounts the admin API on {@code router}: changes go to {@code admin}, reads to {@code view}. */
    public static void mount(Router router, MembershipAdmin admin, RouterView view) {
        AdminRoutes routes = new AdminRoutes(admin, view);
        BodyHandler body = BodyHandler.create(false).setBodyLimit(64 * 1024);
        router.get("/health").handler(ctx -> Replies.json(ctx, 200, new JsonObject().put("status", "UP")));
        router.get("/admin/ring").handler(routes::ring);
        router.post("/admin/nodes").handler(body).handler(routes::addNode);
        router.delete("/admin/nodes/:id").handler(ctx -> routes.answer(ctx, admin.removeNode(ctx.pathParam("id"))));
        router.post("/admin/partitioner").handler(body).handler(routes::switchPartitioner);
        router.get("/admin/events").handler(routes::events);
        router.get("/admin/metrics").handler(ctx -> Replies.json(ctx, 200, view.metrics().toJson()
                .put("migration", view.migration().getValue("migration"))));
        router.get("/admin/metrics/intervals").handler(ctx -> Replies.json(ctx, 200, intervalsJson(view)));
    }

    /**
     * The counters and the latency histograms since the previous call, for a recorder in another process. Each
     * call consumes its interval: one reader per router.
     */
    static JsonObject intervalsJson(RouterView view) {
        RouterIntervals intervals = view.intervalHistograms();
        JsonObject shards = new JsonObject();
        intervals.shards().forEach((id, h) -> shards.put(id, HistogramText.encode(h)));
        return new JsonObject().put("metrics", view.metrics().toJson()).put("intervals", new JsonObject()
                .put("startMillis", intervals.kv().getStartTimeStamp())
                .put("endMillis", intervals.kv().getEndTimeStamp())
                .put("kv", HistogramText.encode(intervals.kv())).put("fanOut", HistogramText.encode(intervals.fanOut()))
                .put("shards", shards));
    }

    /** The ring as JSON: settings and, per node, URL, weight, state, vnodes, share of the hash space. */
    public static Future<JsonObject> ringJson(RouterState state, HashShares shares, InFlight inFlight, DownOn downOn,
                                              boolean removeDownNodes) {
        return shares.of(state.partitioner()).map(share -> {
            JsonArray nodes = new JsonArray();
            for (Member member : state.members().values()) {
                nodes.add(nodeJson(state, member, share, inFlight));
            }
            return new JsonObject().put("version", state.version()).put("partitioner", state.settings().kind().label())
                    .put("hash", state.settings().hash().label()).put("vnodes", state.settings().vnodes())
                    .put("epsilon", state.settings().epsilon()).put("downOn", downOn.label())
                    .put("removeDownNodes", removeDownNodes).put("shareSampleKeys", shares.sampleKeys())
                    .put("ring", state.ringIds()).put("nodes", nodes);
        });
    }

    private static JsonObject nodeJson(RouterState state, Member member, Map<String, Double> share, InFlight inFlight) {
        boolean inRing = state.inRing(member.id());
        PartitionerKind kind = state.settings().kind();
        boolean tokens = kind == PartitionerKind.RING || kind == PartitionerKind.BOUNDED;
        return new JsonObject().put("id", member.id()).put("url", member.url().text())
                .put("weight", member.spec().weight()).put("state", member.up() ? "up" : "down")
                .put("inRing", inRing)
                .put("vnodes", inRing && tokens
                        ? RingPartitioner.vnodesFor(state.settings().vnodes(), member.spec().weight()) : null)
                .put("share", share.getOrDefault(member.id(), 0.0)).put("inFlight", inFlight.loadOf(member.id()));
    }

    private void ring(RoutingContext ctx) {
        admin.ring().onComplete(ring -> {
            if (ring.succeeded()) {
                Replies.json(ctx, 200, ring.result());
            } else {
                Replies.adminFailure(ctx, ring.cause());
            }
        });
    }

    private void addNode(RoutingContext ctx) {
        ShardSpec spec;
        boolean inRing;
        try {
            JsonObject json = JsonInput.object(ctx.body().buffer());
            JsonInput.requireKnown(json, NODE_FIELDS);
            String id = JsonInput.requiredString(json, "id");
            ShardUrl url = ShardUrl.parse(JsonInput.requiredString(json, "url"));
            Double weight = JsonInput.optionalNumber(json, "weight");
            spec = new ShardSpec(id, url, weight == null ? 1.0 : weight);
            Object inRingValue = json.getValue("inRing");
            if (inRingValue != null && !(inRingValue instanceof Boolean)) {
                throw new IllegalArgumentException("inRing must be true or false but was " + inRingValue);
            }
            inRing = !Boolean.FALSE.equals(inRingValue);
        } catch (IllegalArgumentException e) {
            Replies.adminFailure(ctx, e);
            return;
        }
        answer(ctx, admin.addNode(spec, inRing));
    }

    private void switchPartitioner(RoutingContext ctx) {
        JsonObject patch;
        try {
            patch = JsonInput.object(ctx.body().buffer());
        } catch (IllegalArgumentException e) {
            Replies.adminFailure(ctx, e);
            return;
        }
        answer(ctx, admin.switchPartitioner(patch));
    }

    private void events(RoutingContext ctx) {
        String since = ctx.queryParams().get("since");
        long after;
        try {
            after = since == null ? 0 : Long.parseLong(since);
        } catch (NumberFormatException e) {
            Replies.adminFailure(ctx, new IllegalArgumentException("since must be an integer but was " + since));
            return;
        }
        JsonArray events = new JsonArray();
        view.eventsSince(after).forEach(e -> events.add(e.toJson()));
        Replies.json(ctx, 200, new JsonObject().put("events", events));
    }

    private void answer(RoutingContext ctx, Future<MembershipChange> change) {
        change.onComplete(done -> {
            if (done.succeeded()) {
                Replies.json(ctx, 200, done.result().toJson());
            } else {
                Replies.adminFailure(ctx, done.cause());
            }
        });
    }
}
