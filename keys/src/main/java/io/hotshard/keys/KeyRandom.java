package io.hotshard.keys;

import org.apache.commons.rng.UniformRandomProvider;
import org.apache.commons.rng.simple.RandomSource;

/** The one seeded source of randomness for key streams, so one seed replays the same keys everywhere. */
public final class KeyRandom {

    /** The generator algorithm: xoroshiro128++ (Blackman and Vigna 2018). */
    public static final RandomSource SOURCE = RandomSource.XO_RO_SHI_RO_128_PP;

    private KeyRandom() {
    }

    /** Returns a new provider seeded with {@code seed}. */
    public static UniformRandomProvider fromSeed(long seed) {
        return SOURCE.create(seed);
    }

    /** Returns a fresh random seed, to be recorded so the stream can be replayed. */
    public static long newSeed() {
        return RandomSource.createLong();
    }
}
