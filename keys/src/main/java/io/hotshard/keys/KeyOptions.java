package io.hotshard.keys;

import java.util.Objects;

/**
 * Everything a {@link KeyDistribution} needs to build a generator; each distribution reads the parts
 * that concern it.
 *
 * @param items the size of the key space (ignored by {@code category}, which has its own count)
 * @param theta the Zipf exponent of {@code zipfian}, {@code zipfian-exact}, {@code latest} and a Zipfian
 *     celebrity rest
 * @param scrambled whether ids are scattered with {@link ScrambledKeys}
 * @param hotspot parameters of {@code hotspot}
 * @param celebrity parameters of {@code celebrity}
 * @param category parameters of {@code category}
 * @param exponential parameters of {@code exponential}
 */
public record KeyOptions(long items, double theta, boolean scrambled, HotspotOptions hotspot,
        CelebrityOptions celebrity, CategoryOptions category, ExponentialOptions exponential) {

    /** Validates the item count and theta and requires every part. */
    public KeyOptions {
        KeyChecks.atLeast("items", items, 1);
        if (!Double.isFinite(theta) || theta < 0) {
            throw new IllegalArgumentException("theta must be a finite number >= 0 but was " + theta);
        }
        Objects.requireNonNull(hotspot, "hotspot");
        Objects.requireNonNull(celebrity, "celebrity");
        Objects.requireNonNull(category, "category");
        Objects.requireNonNull(exponential, "exponential");
    }

    /** Returns the defaults over {@code items} keys: theta 0.99 (YCSB's), not scrambled, default parts. */
    public static KeyOptions defaults(long items) {
        return new KeyOptions(items, ZipfianKeys.YCSB_THETA, false, HotspotOptions.DEFAULT, CelebrityOptions.DEFAULT,
                CategoryOptions.DEFAULT, ExponentialOptions.DEFAULT);
    }

    /** Returns a copy with another theta. */
    public KeyOptions withTheta(double newTheta) {
        return new KeyOptions(items, newTheta, scrambled, hotspot, celebrity, category, exponential);
    }

    /** Returns a copy with scrambling switched on or off. */
    public KeyOptions withScrambled(boolean newScrambled) {
        return new KeyOptions(items, theta, newScrambled, hotspot, celebrity, category, exponential);
    }

    /** Returns a copy with other hot-spot parameters. */
    public KeyOptions withHotspot(HotspotOptions newHotspot) {
        return new KeyOptions(items, theta, scrambled, newHotspot, celebrity, category, exponential);
    }

    /** Returns a copy with other celebrity parameters. */
    public KeyOptions withCelebrity(CelebrityOptions newCelebrity) {
        return new KeyOptions(items, theta, scrambled, hotspot, newCelebrity, category, exponential);
    }

    /** Returns a copy with other category parameters. */
    public KeyOptions withCategory(CategoryOptions newCategory) {
        return new KeyOptions(items, theta, scrambled, hotspot, celebrity, newCategory, exponential);
    }

    /** Returns a copy with other exponential parameters. */
    public KeyOptions withExponential(ExponentialOptions newExponential) {
        return new KeyOptions(items, theta, scrambled, hotspot, celebrity, category, newExponential);
    }
}
