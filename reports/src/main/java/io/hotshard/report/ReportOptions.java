package io.hotshard.report;

import io.hotshard.report.analysis.PlanTargets;
import java.util.Objects;
import java.util.OptionalDouble;

/**
 * Options of the capacity-planning report; {@link #defaults()} gives the documented defaults.
 *
 * @param targetRatePerSecond client requests per second to plan for; empty: the run's peak x headroom
 * @param targetUtilisation the highest acceptable utilisation of the hottest shard, in (0, 1)
 * @param targetP99Micros the highest acceptable p99 on the hottest shard in µs; empty: no p99 target
 * @param headroom multiplier on the run's peak rate when no target rate is given, >= 1
 * @param cacheHitRatio what-if: share of the hot keys' requests a cache answers, in [0, 1]
 * @param saltingFactor what-if: copies the top key is salted over, >= 1
 * @param dedicatedTopKeys what-if: hottest keys given a shard of their own, >= 1
 */
public record ReportOptions(OptionalDouble targetRatePerSecond, double targetUtilisation,
                            OptionalDouble targetP99Micros, double headroom, double cacheHitRatio,
                            int saltingFactor, int dedicatedTopKeys) {

    /** Default target utilisation of the hottest shard. */
    public static final double DEFAULT_TARGET_UTILISATION = 0.7;
    /** Default multiplier on the run's peak rate. */
    public static final double DEFAULT_HEADROOM = 1.5;
    /** Default cache hit ratio of the cache what-if. */
    public static final double DEFAULT_CACHE_HIT_RATIO = 0.9;
    /** Default salting factor of the salting what-if. */
    public static final int DEFAULT_SALTING_FACTOR = 8;
    /** Default number of keys given a dedicated shard. */
    public static final int DEFAULT_DEDICATED_TOP_KEYS = 1;

    /** Validates every option; messages name the bad value. */
    public ReportOptions {
        Objects.requireNonNull(targetRatePerSecond, "targetRatePerSecond must not be null; use OptionalDouble.empty()");
        Objects.requireNonNull(targetP99Micros, "targetP99Micros must not be null; use OptionalDouble.empty()");
        new PlanTargets(targetRatePerSecond, targetUtilisation, targetP99Micros, headroom, cacheHitRatio,
                saltingFactor, dedicatedTopKeys);
    }

    /** The documented defaults: peak x 1.5, utilisation 0.7, no p99 target, h = 0.9, S = 8, k = 1. */
    public static ReportOptions defaults() {
        return new ReportOptions(OptionalDouble.empty(), DEFAULT_TARGET_UTILISATION, OptionalDouble.empty(),
                DEFAULT_HEADROOM, DEFAULT_CACHE_HIT_RATIO, DEFAULT_SALTING_FACTOR, DEFAULT_DEDICATED_TOP_KEYS);
    }

    /** A copy with a target rate. */
    public ReportOptions withTargetRate(double ratePerSecond) {
        return new ReportOptions(OptionalDouble.of(ratePerSecond), targetUtilisation, targetP99Micros, headroom,
                cacheHitRatio, saltingFactor, dedicatedTopKeys);
    }

    /** A copy with a p99 target. */
    public ReportOptions withTargetP99Micros(double micros) {
        return new ReportOptions(targetRatePerSecond, targetUtilisation, OptionalDouble.of(micros), headroom,
                cacheHitRatio, saltingFactor, dedicatedTopKeys);
    }

    /** The planner's view of these options. */
    public PlanTargets toTargets() {
        return new PlanTargets(targetRatePerSecond, targetUtilisation, targetP99Micros, headroom, cacheHitRatio,
                saltingFactor, dedicatedTopKeys);
    }
}
