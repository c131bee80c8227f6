package io.hotshard.simulations;

import io.hotshard.report.analysis.RunAnalysis;
import java.util.Locale;
import java.util.function.Function;
import java.util.function.Predicate;

/** A claim about a recorded run, such as "the hottest shard saturates", with the figure it rests on. */
record RunCheck(String claim, Predicate<RunAnalysis> holds, Function<RunAnalysis, Object> measured) {

    /** {@code ok: claim (measured ...)} or {@code FAILED: claim (measured ...)}. */
    String evaluate(RunAnalysis analysis) {
        boolean ok = holds.test(analysis);
        return (ok ? "ok: " : "FAILED: ") + claim + " (measured " + text(measured.apply(analysis)) + ")";
    }

    /** A measured number in human units: three significant figures, not a double's seventeen digits. */
    static String text(Object measured) {
        if (measured instanceof Double || measured instanceof Float) {
            double v = ((Number) measured).doubleValue();
            if (!Double.isFinite(v)) {
                return String.valueOf(v);
            }
            return Math.abs(v) >= 1000 ? String.format(Locale.ROOT, "%,.0f", v) : String.format(Locale.ROOT, "%.3g", v);
        }
        return String.valueOf(measured);
    }
}
