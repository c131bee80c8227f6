package io.hotshard.report.analysis;

import org.apache.commons.math3.optim.MaxEval;
import org.apache.commons.math3.optim.nonlinear.scalar.GoalType;
import org.apache.commons.math3.optim.univariate.BrentOptimizer;
import org.apache.commons.math3.optim.univariate.SearchInterval;
import org.apache.commons.math3.optim.univariate.UnivariateObjectiveFunction;

/**
 * The "knee" of the response-time curve of a queue with m service slots, in Millsap's sense: the utilisation
 * where a line from the origin touches the curve, i.e. where response time / utilisation is least
 * (C. Millsap, "Thinking Clearly About Performance", 2010).
 *
 * <p>With the heuristic M/M/m response time {@code R = S / (1 - rho^m)} (exact for m = 1 and 2; it slightly
 * under-estimates waiting for larger m) the minimum of {@code R / rho} is at {@code rho* = (m + 1)^(-1/m)}
 * (B. Schwartz, "The Queueing Knee, Part 1", 2016). {@link #exact(int)} finds the same point on the
 * Erlang C response-time curve numerically.
 *
 * @param slots m, the service slots (the shard's concurrency)
 * @param approximate {@code (m + 1)^(-1/m)}
 * @param exact the knee of the exact M/M/m curve
 */
public record Knee(int slots, double approximate, double exact) {

    /** Computes both knees for m slots. */
    public static Knee of(int slots) {
        return new Knee(slots, approximate(slots), exact(slots));
    }

    /** {@code (m + 1)^(-1/m)}: the knee of the heuristic curve {@code S / (1 - rho^m)}. */
    public static double approximate(int slots) {
        if (slots < 1) {
            throw new IllegalArgumentException("slots must be >= 1 but was " + slots);
        }
        return Math.pow(slots + 1, -1.0 / slots);
    }

    /** The utilisation minimising R / rho with R = S (1 + C(m, m rho) / (m (1 - rho))), found by Brent's method. */
    public static double exact(int slots) {
        if (slots < 1) {
            throw new IllegalArgumentException("slots must be >= 1 but was " + slots);
        }
        BrentOptimizer brent = new BrentOptimizer(1e-12, 1e-14);
        return brent.optimize(new MaxEval(500), GoalType.MINIMIZE, new SearchInterval(1e-6, 1 - 1e-9),
                new UnivariateObjectiveFunction(rho -> stretch(slots, rho) / rho)).getPoint();
    }

    /** Response time over service time for M/M/m at utilisation rho. */
    static double stretch(int slots, double rho) {
        double a = slots * rho;
        return 1 + ErlangC.probabilityOfWait(slots, a) / (slots * (1 - rho));
    }
}
