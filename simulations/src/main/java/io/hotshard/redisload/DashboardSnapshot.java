package io.hotshard.redisload;

import io.hotshard.redis.NodeView;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.function.Supplier;

/** The run now, for the live dashboard: each node's last sample, the client's counts, the events so far. */
final class DashboardSnapshot implements Supplier<JsonObject> {

    private final RunParts run;

    DashboardSnapshot(RunParts run) {
        this.run = run;
    }

    @Override
    public JsonObject get() {
        JsonArray nodes = new JsonArray();
        for (NodeView n : run.sampler().latest()) {
            nodes.add(new JsonObject().put("port", n.port()).put("role", n.role()).put("opsPerSecond",
                    n.opsPerSecond()).put("commandBusy", n.commandBusy()).put("utilisation", n.utilisation())
                    .put("clients", n.clients()).put("masterLink", n.masterLink()).put("clusterState",
                            n.clusterState()));
        }
        LoadCounts c = run.load().counts();
        return new JsonObject().put("at", System.currentTimeMillis()).put("simulation", run.plan().simulation())
                .put("command", run.plan().settings().command().toString()).put("hotSlot", run.hottestSlot())
                .put("hotMaster", run.hotMasterPort()).put("nodes", nodes).put("client", new JsonObject()
                        .put("sent", c.sent()).put("succeeded", c.succeeded()).put("failed", c.failed())
                        .put("timedOut", c.timedOut()).put("refused", c.refused()).put("writes", c.writes())
                        .put("cacheHits", c.cacheHits())).put("events", new JsonArray(run.events().list()));
    }
}
