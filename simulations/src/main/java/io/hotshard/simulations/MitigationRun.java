package io.hotshard.simulations;

import io.hotshard.router.mitigate.MitigationCounts;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.time.Duration;

/**
 * A mitigation switched on at a router through its admin API ({@code POST /admin/mitigations}) for one run, and
 * what it did: the counters' differences over the run turned into the cost figures of {@code run.json}'s
 * {@code mitigation} section, plus the router's detected hot keys. Blocking; call from a plain thread.
 */
public final class MitigationRun {

    private static final Duration TIMEOUT = Duration.ofSeconds(10);

    private final MitigationPlan plan;
    private final String routerUrl;
    private final AdminHttp http;
    private JsonObject applied = new JsonObject();
    private MitigationCounts baseline = MitigationCounts.zero();

    private MitigationRun(MitigationPlan plan, String routerUrl) {
        this.plan = plan;
        this.routerUrl = routerUrl;
        this.http = new AdminHttp(routerUrl, TIMEOUT);
    }

    /** Registers {@code dedicatedUrl} (if given) as a shard outside the ring, then applies the plan's patch. */
    public static MitigationRun apply(MitigationPlan plan, String routerUrl, String dedicatedUrl) {
        MitigationRun run = new MitigationRun(plan, routerUrl);
        if (!plan.active()) {
            try {
                run.send("POST", "/admin/mitigations", plan.patch());
            } catch (IllegalStateException e) {
                // Not a hotshard router (no mitigation API): nothing to switch off.
            }
        } else {
            if (dedicatedUrl != null) {
                run.send("POST", "/admin/nodes", new JsonObject().put("id", plan.splitShard())
                        .put("url", dedicatedUrl).put("inRing", false));
            }
            run.applied = run.send("POST", "/admin/mitigations", plan.patch());
        }
        return run;
    }

    /** Takes the counters the run's figures start from; call when recording starts. */
    public void baseline() {
        if (plan.active()) {
            baseline = counters();
        }
    }

    /** The settings the router answered with after the patch (empty without a mitigation). */
    public JsonObject applied() {
        return applied.copy();
    }

    /** The {@code mitigation} section of {@code run.json}: name, settings, costs over the run, adaptive log. */
    public JsonObject section() {
        MitigationCounts end = counters();
        JsonObject settings = send("GET", "/admin/mitigations", null);
        return new JsonObject().put("name", plan.kind().label()).put("keys", new JsonArray(plan.keys()))
                .put("settings", settings).put("cost", MitigationCost.of(plan.kind(), baseline, end))
                .put("adaptiveLog", settings.getJsonArray("adaptiveLog", new JsonArray()));
    }

    /** The router's {@code GET /admin/hotkeys} answer. */
    public JsonObject hotKeys() {
        return send("GET", "/admin/hotkeys", null);
    }

    private MitigationCounts counters() {
        return MitigationCounts.fromJson(send("GET", "/admin/metrics", null).getJsonObject("mitigations"));
    }

    private JsonObject send(String method, String path, JsonObject body) {
        try {
            return method.equals("GET") ? http.get(path) : http.post(path, body);
        } catch (AdminHttp.StatusException e) {
            throw new IllegalStateException(e.getMessage()
                    + (e.status() == 404 ? " (is the target a hotshard router?)" : ""), e);
        } catch (IOException e) {
            throw new IllegalStateException(method + " " + routerUrl + path + " failed: " + e.getMessage(), e);
        }
    }
}
