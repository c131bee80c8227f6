package io.hotshard.keys.analyze;

import io.hotshard.report.analysis.CapacityPlanner;
import io.hotshard.report.analysis.PlanTargets;
import io.hotshard.report.analysis.PlannerInput;
import io.hotshard.report.analysis.Scenario;
import io.hotshard.report.analysis.ScenarioPlan;
import io.hotshard.report.analysis.ServiceDistribution;
import java.util.List;
import java.util.OptionalDouble;

/**
 * How many shards a candidate needs at {@code --rate R} when one shard serves {@code --shard-capacity C}
 * requests/s, by the reports module's capacity planner (its skew model: the top key's rate stays on one shard, the
 * rest spreads evenly; the hottest shard at utilisation 0.7 at most), as is and with the top key salted.
 *
 * @param ratePerSecond     R, requests per second to plan for
 * @param capacityPerSecond C, requests per second one shard serves at full utilisation
 */
public record CapacityCheck(double ratePerSecond, double capacityPerSecond) {

    /** The report's default target utilisation of the hottest shard. */
    public static final double TARGET_UTILISATION = 0.7;

    /** Validates both figures. */
    public CapacityCheck {
        if (!(ratePerSecond > 0) || Double.isInfinite(ratePerSecond)) {
            throw new IllegalArgumentException("--rate must be > 0 but was " + ratePerSecond);
        }
        if (!(capacityPerSecond > 0) || Double.isInfinite(capacityPerSecond)) {
            throw new IllegalArgumentException("--shard-capacity must be > 0 but was " + capacityPerSecond);
        }
    }

    /** The plans as is and salted, for a candidate whose top key carries {@code top} of the requests. */
    public List<ScenarioPlan> plan(List<TopKey> top, int salts, int currentShards) {
        double k = top.isEmpty() ? 0 : top.get(0).share();
        PlanTargets targets = new PlanTargets(OptionalDouble.of(ratePerSecond), TARGET_UTILISATION,
                OptionalDouble.empty(), 1, 0, salts, 1);
        PlannerInput in = new PlannerInput(ratePerSecond, "--rate", 0, currentShards, k, "keys analyze", k, 1,
                ServiceDistribution.exponential("--shard-capacity", 1e6 / capacityPerSecond), targets);
        return List.of(CapacityPlanner.plan(in, Scenario.AS_IS), CapacityPlanner.plan(in, Scenario.SALTING));
    }
}
