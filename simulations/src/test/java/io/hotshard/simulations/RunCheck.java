package io.hotshard.simulations;

import io.hotshard.report.analysis.RunAnalysis;
import java.util.function.Function;
import java.util.function.Predicate;

/** A claim about a recorded run, such as "the hottest shard saturates", with the figure it rests on. */
record RunCheck(String claim, Predicate<RunAnalysis> holds, Function<RunAnalysis, Object> measured) {

    /** {@code ok: claim (measured ...)} or {@code FAILED: claim (measured ...)}. */
    String evaluate(RunAnalysis analysis) {
        boolean ok = holds.test(analysis);
        return (ok ? "ok: " : "FAILED: ") + claim + " (measured " + measured.apply(analysis) + ")";
    }
}
