package io.hotshard.redisload;

import static io.hotshard.storeload.DashboardLayout.column;

import io.hotshard.redis.NodeView;
import io.hotshard.storeload.DashboardLayout;
import io.hotshard.storeload.DashboardLayout.Format;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.List;
import java.util.function.Supplier;

/** The run now, for the live dashboard: each node's last sample, the client's counts, the events so far. */
final class DashboardSnapshot implements Supplier<JsonObject> {

    /** How the page draws it: a row a node, red when it spends 95% of a second in the load's commands. */
    static final DashboardLayout LAYOUT = new DashboardLayout("Redis", List.of(
            column("node", "node", Format.TEXT), column("role", "role", Format.TEXT),
            column("opsPerSecond", "ops/s", Format.NUMBER),
            column("commandBusy", "time in the load's commands", Format.BAR),
            column("utilisation", "main-loop CPU", Format.PERCENT), column("clients", "clients", Format.NUMBER),
            column("masterLink", "master link", Format.TEXT), column("clusterState", "cluster state", Format.TEXT)),
            List.of(column("sent", "sent", Format.NUMBER), column("succeeded", "ok", Format.NUMBER),
                    column("failed", "failed", Format.NUMBER), column("timedOut", "timed out", Format.NUMBER),
                    column("refused", "refused at the cap", Format.NUMBER), column("writes", "writes", Format.NUMBER),
                    column("cacheHits", "cache hits", Format.NUMBER)));

    private final RedisRunParts run;

    DashboardSnapshot(RedisRunParts run) {
        this.run = run;
    }

    @Override
    public JsonObject get() {
        JsonArray nodes = new JsonArray();
        int hotMaster = run.hotMasterPort();
        for (NodeView n : run.sampler().latest()) {
            String row = n.role().equals("down") ? "down" : n.commandBusy() >= 0.95 ? "hot" : "";
            nodes.add(new JsonObject().put("node", n.port() + (n.port() == hotMaster ? " (hot)" : ""))
                    .put("row", row).put("port", n.port()).put("role", n.role()).put("opsPerSecond",
                    n.opsPerSecond()).put("commandBusy", n.commandBusy()).put("utilisation", n.utilisation())
                    .put("clients", n.clients()).put("masterLink", n.masterLink()).put("clusterState",
                            n.clusterState()));
        }
        RedisLoadCounts c = run.load().counts();
        return new JsonObject().put("at", System.currentTimeMillis()).put("title", run.plan().simulation() + " · "
                        + run.plan().settings().command() + " · hot slot " + run.hottestSlot() + " on " + hotMaster)
                .put("simulation", run.plan().simulation())
                .put("command", run.plan().settings().command().toString()).put("hotSlot", run.hottestSlot())
                .put("hotMaster", hotMaster).put("nodes", nodes).put("client", new JsonObject()
                        .put("sent", c.sent()).put("succeeded", c.succeeded()).put("failed", c.failed())
                        .put("timedOut", c.timedOut()).put("refused", c.refused()).put("writes", c.writes())
                        .put("cacheHits", c.cacheHits())).put("events", new JsonArray(run.events().list()));
    }
}
