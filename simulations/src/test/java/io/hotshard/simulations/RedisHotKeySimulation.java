package io.hotshard.simulations;

import static io.gatling.javaapi.core.CoreDsl.atOnceUsers;
import static io.gatling.javaapi.core.CoreDsl.constantUsersPerSec;
import static io.gatling.javaapi.core.CoreDsl.global;
import static io.gatling.javaapi.core.CoreDsl.rampUsersPerSec;
import static io.gatling.javaapi.core.CoreDsl.scenario;

import io.gatling.javaapi.core.OpenInjectionStep;
import io.gatling.javaapi.core.PopulationBuilder;
import io.gatling.javaapi.core.Simulation;
import io.hotshard.redisload.RedisRun;
import io.hotshard.redisload.RedisRunPlan;
import io.hotshard.redisload.RedisRunSummary;
import io.hotshard.redisload.RedisSettings;
import io.hotshard.report.ReportOptions;
import io.hotshard.report.ReportWriter;
import io.hotshard.runformat.RunFiles;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A hot key on a real Redis Cluster: the celebrity workload (or any {@code hotshard.dist}) as GETs (or
 * {@code hotshard.redis.command}) from Lettuce's cluster client, open model. Without {@code hotshard.target} the run
 * starts its own cluster ({@code hotshard.redis.masters} x (1 + {@code hotshard.redis.replicas}) redis-server
 * processes) and stops it at the end. Chaos on the hot master: {@code hotshard.redis.killAt=DURATION} SIGKILLs it,
 * {@code hotshard.redis.pause=AT:FOR} SIGSTOPs it for a while. Resharding: {@code hotshard.redis.addMasterAt=DURATION}
 * adds a master and moves slots to it ({@code hotshard.redis.move=even}, the default: an even part of every master's
 * slots, the hot slot included; {@code hot}: the hot slot alone, a node of its own). Mitigation:
 * {@code hotshard.redis.salt=S} reads each hot key from one of S copies on other slots;
 * {@code hotshard.redis.replicaReads=true} reads the hot slot from its master's replicas;
 * {@code hotshard.redis.clientCache=true} reads it through a client-side cache kept by Redis tracking;
 * {@code hotshard.redis.writeShare=W} makes that share of requests SETs of every stored copy of their key. Checks:
 * the counts reconcile, the hottest shard's measured share is within {@code hotshard.redis.shareTolerance} (0.05)
 * of the prediction (runs without chaos or cache), a killed master's slots are served again, after a reshard the hot
 * slot is on the new master and every shard's share since the move is within the tolerance of its prediction on the
 * new slot map, replicas served the reads sent to them, and the cache answered reads.
 */
public class RedisHotKeySimulation extends Simulation {

    private final RedisHotKeySettings settings;
    private final RedisSettings redis;
    private final RedisRunPlan plan;
    private volatile RedisRun run;

    /** Sets up the load and the checks. */
    public RedisHotKeySimulation() {
        this(Map.of());
    }

    /** The same run with other defaults (shorter ones for the build). */
    protected RedisHotKeySimulation(Map<String, String> overrides) {
        String simulation = getClass().getSimpleName();
        // A bad hotshard.* value ends the run with one line before any scenario starts.
        RedisHotKeySettings read = SettingsGate.read(() -> RedisHotKeySettings.from(overrides, simulation));
        settings = read;
        redis = read.redis();
        plan = read.plan();
        long rate = read.rate();
        Duration ramp = read.ramp();
        Duration duration = read.duration();

        List<PopulationBuilder> populations = new ArrayList<>();
        List<OpenInjectionStep> steps = new ArrayList<>();
        if (!ramp.isZero()) {
            steps.add(rampUsersPerSec(1).to(rate).during(ramp));
        }
        steps.add(constantUsersPerSec(rate).during(duration));
        populations.add(scenario("redis-" + redis.command().kind().label()).feed(RedisHotKeyRequests.feed(read))
                .exec(new RedisActionBuilder(redis.command().toString(), () -> run.load()))
                .injectOpen(steps.toArray(OpenInjectionStep[]::new)));
        read.killAt().ifPresent(at -> populations.add(scenario("chaos-kill").pause(at)
                .exec(session -> {
                    inBackground(() -> run.killHotMaster());
                    return session;
                }).injectOpen(atOnceUsers(1))));
        read.pause().ifPresent(p -> populations.add(scenario("chaos-pause").pause(p[0])
                .exec(session -> {
                    inBackground(() -> run.pauseHotMaster(p[1]));
                    return session;
                }).injectOpen(atOnceUsers(1))));
        read.addMasterAt().ifPresent(at -> populations.add(scenario("chaos-add-master").pause(at)
                .exec(session -> {
                    inBackground(() -> run.addMasterAndMove(read.move()));
                    return session;
                }).injectOpen(atOnceUsers(1))));
        setUp(populations).assertions(global().successfulRequests().percent().gt(read.minSuccessPercent()));
    }

    @Override
    public void before() {
        run = RedisRun.start(plan);
        System.out.println("hotshard: " + plan.simulation() + " on " + run.topology().masters().size()
                + " masters (" + (redis.target().isPresent() ? redis.target().get() : "started for this run") + "), "
                + redis.command() + ", hot slot " + run.hottestSlot() + " on master " + run.hotMasterPort()
                + ", run directory " + run.directory());
        System.out.println("hotshard: live dashboard at " + run.dashboardUrl());
    }

    @Override
    public void after() {
        RedisRunSummary summary = run.finish();
        summary.print(System.out);
        System.out.println("  wrote " + run.directory().resolve(RunFiles.MANIFEST) + ", "
                + run.directory().resolve(RunFiles.REDIS_SHARES) + ", " + run.directory().resolve(RunFiles.REDIS_NODES));
        try {
            ReportWriter.write(run.directory(), ReportOptions.defaults())
                    .forEach(path -> System.out.println("  report: " + path));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        List<String> failed = RedisHotKeyChecks.failed(settings, summary, run.hotMasterPort());
        if (!failed.isEmpty()) {
            throw new AssertionError("hotshard run checks failed: " + failed);
        }
    }

    private static void inBackground(Runnable chaos) {
        Thread thread = new Thread(chaos, "redis-chaos");
        thread.setDaemon(true);
        thread.start();
    }
}
