package io.hotshard.report.analysis;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/** Several runs side by side, e.g. the same load with no mitigation, a cache and salting. */
public record RunComparison(List<ComparedRun> runs) {

    /** Copies the list so the record stays immutable; a comparison needs at least one run. */
    public RunComparison {
        if (runs.isEmpty()) {
            throw new IllegalArgumentException("a comparison needs at least 1 run but got 0");
        }
        runs = List.copyOf(runs);
    }

    /** Every shard id of every run, in order of first appearance. */
    public List<String> shardIds() {
        Set<String> ids = new LinkedHashSet<>();
        runs.forEach(r -> ids.addAll(r.shareByShard().keySet()));
        return new ArrayList<>(ids);
    }

    /** Every cost name recorded by any run, in order of first appearance. */
    public List<String> costNames() {
        Set<String> names = new LinkedHashSet<>();
        runs.forEach(r -> names.addAll(r.cost().keySet()));
        return new ArrayList<>(names);
    }
}
