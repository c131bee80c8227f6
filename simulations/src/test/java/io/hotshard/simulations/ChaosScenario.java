package io.hotshard.simulations;

import static io.gatling.javaapi.core.CoreDsl.StringBody;
import static io.gatling.javaapi.core.CoreDsl.exec;
import static io.gatling.javaapi.core.CoreDsl.scenario;
import static io.gatling.javaapi.http.HttpDsl.http;
import static io.gatling.javaapi.http.HttpDsl.status;

import io.gatling.javaapi.core.ChainBuilder;
import io.gatling.javaapi.core.ScenarioBuilder;
import io.gatling.javaapi.http.HttpRequestActionBuilder;
import io.vertx.core.json.JsonObject;
import java.time.Duration;
import java.util.function.Supplier;

/**
 * The chaos scenario: one virtual user that calls the router's and the shards' admin APIs at the plan's
 * offsets, so each event is a request in Gatling's report and an event in the run's timeline.
 */
final class ChaosScenario {

    /** Down time of a kill without a duration: longer than any run, shorter than the shard's limit. */
    private static final long KILL_FOR_GOOD_MILLIS = 3_000_000;

    private ChaosScenario() {
    }

    /** The scenario for {@code plan}, or null when there is nothing to do. */
    static ScenarioBuilder scenarioFor(ChaosPlan plan, Supplier<HotshardRun> run) {
        if (plan.isEmpty()) {
            return null;
        }
        ChainBuilder chain = exec(session -> session);
        Duration elapsed = Duration.ZERO;
        for (ChaosStep step : plan.steps()) {
            chain = chain.pause(step.offset().minus(elapsed)).exec(request(step, run)).exec(session -> {
                record(step, run.get());
                return session;
            });
            elapsed = step.offset();
        }
        return scenario("chaos").exec(chain);
    }

    private static HttpRequestActionBuilder request(ChaosStep step, Supplier<HotshardRun> run) {
        String name = "chaos: " + step.label();
        String id = step.target();
        HttpRequestActionBuilder request = action(step, name, id, run);
        return AdminAuth.token().authorization().map(header -> request.header("Authorization", session -> header))
                .orElse(request);
    }

    private static HttpRequestActionBuilder action(ChaosStep step, String name, String id,
                                                   Supplier<HotshardRun> run) {
        return switch (step.action()) {
            case ADD -> http(name).post(session -> run.get().targetUrl() + "/admin/nodes")
                    .body(StringBody(session -> new JsonObject().put("id", id).put("url", run.get().shardUrl(id))
                            .put("weight", 1.0).encode()))
                    .asJson().check(status().in(200, 201));
            case REMOVE -> http(name).delete(session -> run.get().targetUrl() + "/admin/nodes/" + id)
                    .check(status().is(200));
            case KILL -> http(name).post(session -> run.get().shardUrl(id) + "/admin/down")
                    .body(StringBody(millis(step.faultDuration().isZero() ? KILL_FOR_GOOD_MILLIS
                            : step.faultDuration().toMillis())))
                    .asJson().check(status().in(200, 202));
            case PAUSE -> http(name).post(session -> run.get().shardUrl(id) + "/admin/stall")
                    .body(StringBody(millis(step.faultDuration().toMillis()))).asJson().check(status().is(200));
            case SLOW -> http(name).post(session -> run.get().shardUrl(id) + "/admin/config")
                    .body(StringBody(new JsonObject().put("slownessMultiplier", step.argument()).encode()))
                    .asJson().check(status().is(200));
            case MIGRATE -> http(name).post(session -> run.get().targetUrl() + "/admin/migrations")
                    .body(StringBody(session -> migration(step, run.get().shardUrl(id)).encode()))
                    .asJson().check(status().is(202));
        };
    }

    /** Adds the spare with its data, verifying the copies and deleting them from their old owners. */
    private static JsonObject migration(ChaosStep step, String url) {
        return new JsonObject().put("addNode", new JsonObject().put("id", step.target()).put("url", url)
                        .put("weight", 1.0))
                .put("throttleKeysPerSecond", step.throttleKeysPerSecond()).put("verify", true).put("cleanup", true);
    }

    private static String millis(long millis) {
        return new JsonObject().put("millis", millis).encode();
    }

    /**
     * Membership changes reach the timeline from the router itself (a migration's node-added at its cutover);
     * shard faults and the migration request are recorded here.
     */
    private static void record(ChaosStep step, HotshardRun run) {
        JsonObject detail = new JsonObject().put("source", "chaos");
        switch (step.action()) {
            case KILL -> run.recordEvent("node-killed", step.target(),
                    detail.put("downMillis", step.faultDuration().toMillis()));
            case PAUSE -> run.recordEvent("node-paused", step.target(),
                    detail.put("pauseMillis", step.faultDuration().toMillis()));
            case SLOW -> run.recordEvent("config-changed", step.target(),
                    detail.put("slownessMultiplier", step.argument()));
            case MIGRATE -> run.recordEvent("note", step.target(), detail.put("name", step.label())
                    .put("throttleKeysPerSecond", step.throttleKeysPerSecond()));
            case ADD, REMOVE -> {
                // the router's own membership events already put these in the timeline
            }
        }
    }
}
