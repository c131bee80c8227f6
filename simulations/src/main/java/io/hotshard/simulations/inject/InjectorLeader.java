package io.hotshard.simulations.inject;

import io.hotshard.report.injectors.InjectorMerge;
import io.hotshard.report.injectors.MergedInjectors;
import io.hotshard.simulations.HotshardRun;
import io.hotshard.simulations.SimulationSettings;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Injector 0 of a run of several, on the run's side: writes its own injector files, starts the other injectors
 * against the run's target and waits until they are ready, and at the run's finish waits for them, merges every
 * injector's files and makes the run's {@code generator} section the sums over all injectors, with the merged
 * figures and the per-injector counts as {@code run.json}'s {@code injectors} section.
 */
public final class InjectorLeader {

    /** How long the other injectors may take to start (a JVM and Gatling on a loaded machine). */
    public static final Duration READY_TIMEOUT = Duration.ofSeconds(120);
    /** How long after this injector's load the others may take to end before they are killed. */
    public static final Duration END_GRACE = Duration.ofSeconds(90);

    private final InjectorOutput output;
    private final InjectorFleet fleet;
    private final List<String> failures = new ArrayList<>();
    private volatile MergedInjectors merged;

    private InjectorLeader(InjectorOutput output, InjectorFleet fleet) {
        this.output = output;
        this.fleet = fleet;
    }

    /**
     * Starts the other injectors of {@code plan} for {@code run}; {@code share} is this JVM's settings (its own
     * share of the rate), {@code totalRatePerSecond} the run's.
     */
    public static InjectorLeader start(HotshardRun run, InjectorPlan plan, SimulationSettings share,
                                       long totalRatePerSecond, String simulationClass) {
        InjectorFleet fleet = InjectorFleet.start(plan, simulationClass, totalRatePerSecond, share.seed(),
                run.routers().joined(), run.shardUrls(), run.directory());
        fleet.awaitReady(READY_TIMEOUT);
        InjectorOutput output = InjectorOutput.start(run.directory(), plan, share, run.generator().counts());
        output.ready();
        InjectorLeader leader = new InjectorLeader(output, fleet);
        run.onGeneratorFinish(own -> leader.merge(run, own));
        System.out.println("hotshard: " + plan.injectors() + " injectors ready, " + share.ratePerSecond()
                + " req/s here and the rest of " + totalRatePerSecond + " req/s in the others");
        return leader;
    }

    private JsonObject merge(HotshardRun run, JsonObject own) {
        output.finish(own, "complete");
        failures.addAll(fleet.awaitEnd(END_GRACE));
        fleet.close();
        try {
            merged = InjectorMerge.merge(run.directory()).orElseThrow();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        JsonObject section = new JsonObject(merged.toJson().toString());
        if (!failures.isEmpty()) {
            section.put("failures", new JsonArray(failures));
        }
        run.section("injectors", section);
        return own.put("requests", merged.sent()).put("offered", merged.offered()).put("refused", merged.refused())
                .put("ok", merged.ok()).put("failed", merged.ko()).put("injectors", merged.injectors());
    }

    /** One line per injector that failed, overran or is missing; empty when all ended well. */
    public List<String> failures() {
        List<String> all = new ArrayList<>(failures);
        if (merged != null) {
            merged.missing().forEach(i -> all.add("injector " + i + " left no counts file"));
        }
        return all;
    }

    /** The merged figures, once the run finished. */
    public Optional<MergedInjectors> merged() {
        return Optional.ofNullable(merged);
    }

    /** Stops the other injectors (an aborted run). */
    public void stop() {
        fleet.close();
    }
}
