package io.hotshard.sim;

import io.hotshard.keys.KeyFormat;
import java.util.Objects;

/**
 * Keys stored before a run records ({@code hotshard.preload}, default 0): ids 0..keys-1 written as the run's key
 * generator writes them, so a load over {@code hotshard.items} = {@code keys} reads only stored keys.
 *
 * @param keys   how many keys to store; 0 stores none
 * @param format how ids are written as keys
 */
public record PreloadPlan(long keys, KeyFormat format) {

    /** Largest preload accepted. */
    public static final long MAX_KEYS = 10_000_000;

    /** Validates the count. */
    public PreloadPlan {
        Objects.requireNonNull(format, "format");
        if (keys < 0 || keys > MAX_KEYS) {
            throw new IllegalArgumentException("hotshard.preload must be in [0, " + MAX_KEYS + "] but was " + keys);
        }
    }

    /** Reads {@code hotshard.preload} and the key format of {@code hotshard.dist} or {@code hotshard.workload}. */
    public static PreloadPlan from(SimProperties props) {
        return new PreloadPlan(props.longValue("hotshard.preload", 0, 0, MAX_KEYS), KeySettings.keyFormat(props));
    }
}
