package io.hotshard.report.analysis;

import java.util.OptionalInt;

/**
 * The outcome of one what-if.
 *
 * @param description the scenario with its parameters
 * @param shardsNeeded the fewest shards meeting the targets; empty when no shard count does
 * @param utilisationNow the hottest shard's predicted utilisation at the run's shard count and the target rate
 * @param utilisationAtPlan the hottest shard's utilisation at {@code shardsNeeded} (or the limit when empty)
 * @param p99AtPlanMicros predicted p99 on the hottest shard at {@code shardsNeeded} (or the limit when empty)
 * @param limitUtilisation the hottest shard's utilisation with unboundedly many shards
 * @param verdict one plain sentence
 */
public record ScenarioPlan(Scenario scenario, String description, OptionalInt shardsNeeded, double utilisationNow,
                           double p99NowMicros, double utilisationAtPlan, double p99AtPlanMicros,
                           double limitUtilisation, String verdict) {

    /** Whether some shard count meets the targets. */
    public boolean feasible() {
        return shardsNeeded.isPresent();
    }
}
