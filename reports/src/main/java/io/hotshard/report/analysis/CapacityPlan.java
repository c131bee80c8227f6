package io.hotshard.report.analysis;

import io.hotshard.report.run.Series;
import java.util.List;

/**
 * The capacity recommendation: one plan per scenario, and the hottest shard's predicted utilisation
 * against the shard count for each.
 */
public record CapacityPlan(PlannerInput input, List<ScenarioPlan> scenarios, List<Series> utilisationByShards) {

    /** Copies the lists so the record stays immutable. */
    public CapacityPlan {
        scenarios = List.copyOf(scenarios);
        utilisationByShards = List.copyOf(utilisationByShards);
    }

    /** The plan for one scenario. */
    public ScenarioPlan scenario(Scenario scenario) {
        return scenarios.stream().filter(s -> s.scenario() == scenario).findFirst().orElseThrow();
    }
}
