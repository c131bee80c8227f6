package io.hotshard.report.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.hotshard.report.run.Series;
import java.util.OptionalDouble;
import org.junit.jupiter.api.Test;

final class CapacityPlannerTest {

    private static final ServiceDistribution ONE_MS = ServiceDistribution.exponential("test", 1000);

    private static PlanTargets targets(OptionalDouble p99) {
        return new PlanTargets(OptionalDouble.empty(), 0.7, p99, 1.5, 0.9, 8, 1);
    }

    /** c = 4 slots of 1 ms: one shard serves 4000 req/s at utilisation 1. */
    private static PlannerInput input(double rate, double fanout, double k, int now, OptionalDouble p99) {
        return new PlannerInput(rate, "test", fanout, now, k, "test", k, 4, ONE_MS, targets(p99));
    }

    @Test
    void plan_evenKeys_needsRateOverUtilisationTimesCapacity() {
        // 10000 / n / 4000 <= 0.7  =>  n >= 3.57
        ScenarioPlan plan = CapacityPlanner.plan(input(10_000, 0, 0, 2, OptionalDouble.empty()), Scenario.AS_IS);
        assertThat(plan.shardsNeeded()).hasValue(4);
        assertThat(plan.utilisationAtPlan()).isCloseTo(0.625, within(1e-12));
        assertThat(plan.utilisationNow()).isCloseTo(1.25, within(1e-12));
        assertThat(plan.verdict()).startsWith("4 shards: the hottest shard at utilisation 0.63");
    }

    @Test
    void plan_celebrityAboveOneShardCapacity_noShardCountHelps() {
        // the top key alone: 0.4 x 10000 = 4000 req/s = c/S
        ScenarioPlan plan = CapacityPlanner.plan(input(10_000, 0, 0.4, 4, OptionalDouble.empty()), Scenario.AS_IS);
        assertThat(plan.feasible()).isFalse();
        assertThat(plan.limitUtilisation()).isCloseTo(1.0, within(1e-12));
        assertThat(plan.verdict()).startsWith("Adding shards does not help: the top key alone sends 4000 req/s")
                .contains("c/S = 4 / 1000 µs = 4000 req/s").endsWith("No shard count fixes it.");
    }

    @Test
    void plan_celebrityBetweenTargetAndCapacity_saysShardsDoNotHelpEnough() {
        ScenarioPlan plan = CapacityPlanner.plan(input(10_000, 0, 0.3, 4, OptionalDouble.empty()), Scenario.AS_IS);
        assertThat(plan.feasible()).isFalse();
        assertThat(plan.limitUtilisation()).isCloseTo(0.75, within(1e-12));
        assertThat(plan.verdict()).startsWith("Adding shards does not help enough");
    }

    @Test
    void plan_celebritySaltedOverEight_fitsInFourShards() {
        // n <= 8: 10000 (0.4/n + 0.6/n) / 4000 = 2.5/n <= 0.7  =>  n >= 3.57
        ScenarioPlan plan = CapacityPlanner.plan(input(10_000, 0, 0.4, 4, OptionalDouble.empty()), Scenario.SALTING);
        assertThat(plan.shardsNeeded()).hasValue(4);
        assertThat(plan.limitUtilisation()).isCloseTo(0.125, within(1e-12));
        assertThat(plan.verdict()).contains("(the run's 4 shards suffice)");
    }

    @Test
    void plan_celebrityCachedAtNinetyPercent_fitsInThreeShards() {
        // 10000 (0.4 x 0.1 + 0.6/n) / 4000 <= 0.7  =>  400 + 6000/n <= 2800  =>  n >= 2.5
        ScenarioPlan plan = CapacityPlanner.plan(input(10_000, 0, 0.4, 4, OptionalDouble.empty()), Scenario.CACHE);
        assertThat(plan.shardsNeeded()).hasValue(3);
    }

    @Test
    void plan_dedicatedShardForACelebrityTooHotForOneShard_doesNotHelp() {
        ScenarioPlan plan = CapacityPlanner.plan(input(10_000, 0, 0.4, 4, OptionalDouble.empty()), Scenario.DEDICATED);
        assertThat(plan.feasible()).isFalse();
        assertThat(plan.verdict()).contains("No shard count fixes it");
    }

    @Test
    void plan_dedicatedShardForAModerateCelebrity_isolatesIt() {
        // dedicated: 0.2 x 10000 = 2000 -> 0.5; others: 8000/(n-1)/4000 <= 0.7  =>  n - 1 >= 2.86
        ScenarioPlan plan = CapacityPlanner.plan(input(10_000, 0, 0.2, 4, OptionalDouble.empty()), Scenario.DEDICATED);
        assertThat(plan.shardsNeeded()).hasValue(4);
    }

    @Test
    void plan_fanOutLegsAboveTarget_noShardCountHelps() {
        // legs: 0.5 x 12000 = 6000 req/s reach every shard, above 0.7 x 4000
        ScenarioPlan plan = CapacityPlanner.plan(input(12_000, 0.5, 0, 4, OptionalDouble.empty()), Scenario.AS_IS);
        assertThat(plan.feasible()).isFalse();
        assertThat(plan.verdict()).startsWith("Adding shards does not help: fan-out legs alone bring 6000 req/s");
    }

    @Test
    void plan_p99Target_needsMoreShardsThanUtilisationAlone() {
        double p99AtFour = new ResponseTimeModel(4, 2500, ONE_MS).quantileMicros(0.99);
        ScenarioPlan plan = CapacityPlanner.plan(input(10_000, 0, 0, 4, OptionalDouble.of(p99AtFour - 1)),
                Scenario.AS_IS);
        assertThat(plan.shardsNeeded().getAsInt()).isGreaterThan(4);
        assertThat(plan.p99AtPlanMicros()).isLessThanOrEqualTo(p99AtFour - 1);
        ScenarioPlan oneFewer = CapacityPlanner.plan(input(10_000, 0, 0, 4, OptionalDouble.of(p99AtFour - 1)),
                Scenario.AS_IS);
        assertThat(new ResponseTimeModel(4, 10_000.0 / (oneFewer.shardsNeeded().getAsInt() - 1), ONE_MS)
                .quantileMicros(0.99)).isGreaterThan(p99AtFour - 1);
    }

    @Test
    void plan_p99TargetBelowTheServiceTail_noShardCountHelps() {
        ScenarioPlan plan = CapacityPlanner.plan(input(10_000, 0, 0, 4, OptionalDouble.of(1000)), Scenario.AS_IS);
        assertThat(plan.feasible()).isFalse();
        assertThat(plan.verdict()).contains("p99 stays about");
    }

    @Test
    void plan_allScenarios_chartsTheHottestUtilisationAgainstShardCount() {
        CapacityPlan plan = CapacityPlanner.plan(input(10_000, 0, 0.4, 4, OptionalDouble.empty()));
        assertThat(plan.scenarios()).extracting(ScenarioPlan::scenario).containsExactly(Scenario.values());
        Series asIs = plan.utilisationByShards().get(0);
        assertThat(asIs.x()[0]).isEqualTo(1);
        assertThat(asIs.y()[0]).isCloseTo(2.5, within(1e-12));
        assertThat(asIs.y()[asIs.size() - 1]).isGreaterThan(1.0);
    }
}
