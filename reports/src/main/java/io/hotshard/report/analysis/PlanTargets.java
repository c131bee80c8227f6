package io.hotshard.report.analysis;

import java.util.OptionalDouble;

/**
 * What the capacity plan aims for, and the parameters of its what-ifs.
 *
 * @param targetRatePerSecond client requests per second to plan for; empty: the run's peak x headroom
 * @param targetUtilisation the highest acceptable utilisation of the hottest shard, in (0, 1)
 * @param targetP99Micros the highest acceptable p99 on the hottest shard; empty: none
 * @param headroom multiplier on the run's peak rate when no target rate is given
 * @param cacheHitRatio share of the hot keys' requests a cache answers, in [0, 1]
 * @param saltingFactor S, the copies a salted hot key is spread over
 * @param dedicatedTopKeys k, the hottest keys given a shard of their own
 */
public record PlanTargets(OptionalDouble targetRatePerSecond, double targetUtilisation,
                          OptionalDouble targetP99Micros, double headroom, double cacheHitRatio,
                          int saltingFactor, int dedicatedTopKeys) {

    /** Checks every value, naming the bad one. */
    public PlanTargets {
        if (targetRatePerSecond.isPresent() && !(targetRatePerSecond.getAsDouble() > 0)) {
            throw new IllegalArgumentException("target rate must be > 0 but was " + targetRatePerSecond.getAsDouble());
        }
        if (!(targetUtilisation > 0 && targetUtilisation < 1)) {
            throw new IllegalArgumentException("target utilisation must be in (0, 1) but was " + targetUtilisation);
        }
        if (targetP99Micros.isPresent() && !(targetP99Micros.getAsDouble() > 0)) {
            throw new IllegalArgumentException("target p99 must be > 0 µs but was " + targetP99Micros.getAsDouble());
        }
        if (!(headroom >= 1)) {
            throw new IllegalArgumentException("headroom must be >= 1 but was " + headroom);
        }
        if (!(cacheHitRatio >= 0 && cacheHitRatio <= 1)) {
            throw new IllegalArgumentException("cache hit ratio must be in [0, 1] but was " + cacheHitRatio);
        }
        if (saltingFactor < 1) {
            throw new IllegalArgumentException("salting factor must be >= 1 but was " + saltingFactor);
        }
        if (dedicatedTopKeys < 1) {
            throw new IllegalArgumentException("dedicated top keys must be >= 1 but was " + dedicatedTopKeys);
        }
    }
}
