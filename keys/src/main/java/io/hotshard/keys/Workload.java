package io.hotshard.keys;

import java.util.Objects;
import org.apache.commons.rng.UniformRandomProvider;

/**
 * The key-related settings of a YCSB core workload file, typed and validated; read with {@link WorkloadFile}.
 *
 * @param requestDistribution {@code requestdistribution}; YCSB's {@code zipfian} is the scrambled Zipfian
 * @param zipfianConstant {@code zipfianconstant}, theta
 * @param recordCount {@code recordcount}, the key space
 * @param operationCount {@code operationcount}
 * @param mix the operation proportions
 * @param hotspot {@code hotspotdatafraction}, {@code hotspotopnfraction}
 * @param exponential {@code exponential.percentile}, {@code exponential.frac}
 * @param insertOrder {@code insertorder}
 * @param zeroPadding {@code zeropadding}, the minimum digit count of key names
 */
public record Workload(KeyDistribution requestDistribution, double zipfianConstant, long recordCount,
        long operationCount, OperationMix mix, HotspotOptions hotspot, ExponentialOptions exponential,
        InsertOrder insertOrder, int zeroPadding) {

    /** Validates the counts and the padding and requires every part; the distribution must be one YCSB has. */
    public Workload {
        Objects.requireNonNull(requestDistribution, "requestDistribution");
        if (requestDistribution == KeyDistribution.CELEBRITY || requestDistribution == KeyDistribution.CATEGORY
                || requestDistribution == KeyDistribution.ZIPFIAN_EXACT) {
            throw new IllegalArgumentException("requestdistribution must be a YCSB distribution but was "
                    + requestDistribution.id());
        }
        KeyChecks.atLeast("recordcount", recordCount, 1);
        KeyChecks.atLeast("operationcount", operationCount, 1);
        KeyChecks.atLeast("zeropadding", zeroPadding, 1);
        Objects.requireNonNull(mix, "mix");
        Objects.requireNonNull(hotspot, "hotspot");
        Objects.requireNonNull(exponential, "exponential");
        Objects.requireNonNull(insertOrder, "insertOrder");
        if (!(zipfianConstant >= 0 && zipfianConstant < 1)) {
            throw new IllegalArgumentException("zipfianconstant must be in [0, 1) but was " + zipfianConstant);
        }
        // Building one generator checks the combination too, e.g. a hot set that rounds down to no keys.
        requestDistribution.create(keyOptions(requestDistribution, zipfianConstant, recordCount, hotspot, exponential),
                KeyRandom.fromSeed(0));
    }

    /** Returns the generator options: recordcount keys, scrambled for {@code zipfian} as YCSB does. */
    public KeyOptions keyOptions() {
        return keyOptions(requestDistribution, zipfianConstant, recordCount, hotspot, exponential);
    }

    private static KeyOptions keyOptions(KeyDistribution distribution, double theta, long recordCount,
            HotspotOptions hotspot, ExponentialOptions exponential) {
        return KeyOptions.defaults(recordCount).withTheta(theta).withScrambled(distribution == KeyDistribution.ZIPFIAN)
                .withHotspot(hotspot).withExponential(exponential);
    }

    /** Returns YCSB's key names for this workload: {@code user} + (hashed) id, zero-padded. */
    public KeyFormat keyFormat() {
        return KeyFormat.ycsb(zeroPadding, insertOrder == InsertOrder.HASHED);
    }

    /** Returns the generator of this workload's request keys. */
    public KeyGenerator keyGenerator(UniformRandomProvider rng) {
        return requestDistribution.create(keyOptions(), rng).withFormat(keyFormat());
    }
}
