package io.hotshard.simulations;

import static io.gatling.javaapi.core.CoreDsl.exec;
import static io.gatling.javaapi.core.CoreDsl.incrementUsersPerSec;
import static io.gatling.javaapi.core.CoreDsl.scenario;

import io.gatling.javaapi.core.ChainBuilder;
import io.vertx.core.json.JsonObject;
import java.time.Duration;
import java.util.Map;

/**
 * Arrival rate stepped up until the hottest shard saturates, each step marked as a {@code phase} event with its
 * offered rate, so the report can draw throughput against offered load, find the knee and fit the USL.
 */
public class CapacitySweepSimulation extends HotshardSimulation {

    /** Its scenario reaches the run's recorder (or sets its own rates), which only injector 0 has. */
    @Override
    protected boolean splitsOverInjectors() {
        return false;
    }

    private final int steps = setting(() -> props.intValue("hotshard.steps", 10, 2, 100));
    private final long stepRate = setting(() -> props.longValue("hotshard.stepRate", 300, 1, 100_000));
    private final Duration level = setting(() -> props.duration("hotshard.stepDuration", Duration.ofSeconds(8),
            Duration.ofSeconds(2)));
    private final Duration rampBetween = Duration.ofSeconds(2);

    /** Sets up the stepped load, the phase markers and the checks. */
    public CapacitySweepSimulation() {
        super(Map.of("hotshard.dist", "zipfian", "hotshard.items", "10000", "hotshard.ramp", "0s"));
        check("the sweep has one point per step", a -> a.sweep().map(s -> s.points().size() == steps).orElse(false),
                a -> a.sweep().map(s -> s.points().size()).orElse(0));
        check("the sweep reached saturation: the hottest shard's utilisation peaked at 0.95 or more",
                a -> a.hottestSaturation().peakUtilisation() >= 0.95, a -> a.hottestSaturation().peakUtilisation());
        check("below the knee the system keeps up: step 2's throughput is within 10% of its offered rate"
                        + " (step 1 includes the JVM's warm-up)",
                a -> a.sweep().map(s -> {
                    var second = s.points().get(1);
                    return second.throughputPerSecond() >= 0.9 * second.offeredRatePerSecond();
                }).orElse(false),
                a -> a.sweep().map(s -> s.points().stream().map(p -> String.format(java.util.Locale.ROOT,
                        "%.0f->%.0f", p.offeredRatePerSecond(), p.throughputPerSecond())).toList()).orElse(null));
        setUp(keyValueScenario().injectOpen(incrementUsersPerSec(stepRate).times(steps).eachLevelLasting(level)
                        .separatedByRampsLasting(rampBetween).startingFrom(stepRate)),
                scenario("phases").exec(phaseMarkers()).injectOpen(io.gatling.javaapi.core.CoreDsl.atOnceUsers(1)),
                scheduleProbe(level.multipliedBy(steps).plus(rampBetween.multipliedBy(steps - 1))))
                .protocols(protocol);
    }

    private ChainBuilder phaseMarkers() {
        ChainBuilder chain = exec(session -> session);
        for (int i = 0; i < steps; i++) {
            long rate = stepRate * (i + 1);
            String name = "step " + (i + 1);
            chain = chain.pause(i == 0 ? Duration.ZERO : level.plus(rampBetween)).exec(session -> {
                run().recordEvent("phase", "load", new JsonObject().put("offeredRate", rate).put("name", name));
                return session;
            });
        }
        return chain;
    }
}
