package io.hotshard.storeload;

import io.hotshard.keys.KeyFormat;
import java.time.Duration;
import java.util.Objects;

/**
 * Keys stored before a run records ({@code hotshard.preload}, default 0): ids 0..keys-1 written as the run's key
 * generator writes them, so a load over {@code hotshard.items} = {@code keys} reads only stored keys.
 *
 * @param keys    how many keys to store; 0 stores none
 * @param format  how ids are written as keys
 * @param timeout how long the preload may take ({@code hotshard.preloadTimeout}); by default two minutes, or a
 *                millisecond a key for more than 120,000 keys
 */
public record PreloadPlan(long keys, KeyFormat format, Duration timeout) {

    /** Largest preload accepted: the largest measured (2,000,000 keys in 78 s, with -Dgatling.heap=4g). */
    public static final long MAX_KEYS = 2_000_000;
    /** The least default time-out. */
    static final Duration MIN_DEFAULT_TIMEOUT = Duration.ofSeconds(120);

    /** A plan with the default time-out for {@code keys}. */
    public PreloadPlan(long keys, KeyFormat format) {
        this(keys, format, defaultTimeout(keys));
    }

    /** Validates the count. */
    public PreloadPlan {
        Objects.requireNonNull(format, "format");
        Objects.requireNonNull(timeout, "timeout");
        if (keys < 0 || keys > MAX_KEYS) {
            throw new IllegalArgumentException("hotshard.preload must be in [0, " + MAX_KEYS + "] but was " + keys);
        }
    }

    /** Reads {@code hotshard.preload} and the key format of {@code hotshard.dist} or {@code hotshard.workload}. */
    public static PreloadPlan from(SimProperties props) {
        long keys = props.longValue("hotshard.preload", 0, 0, MAX_KEYS);
        return new PreloadPlan(keys, KeySettings.keyFormat(props),
                props.duration("hotshard.preloadTimeout", defaultTimeout(keys), Duration.ofSeconds(1)));
    }

    /** Two minutes, or a millisecond a key when that is longer (a preload runs at thousands of keys a second). */
    public static Duration defaultTimeout(long keys) {
        Duration perKey = Duration.ofMillis(keys);
        return perKey.compareTo(MIN_DEFAULT_TIMEOUT) > 0 ? perKey : MIN_DEFAULT_TIMEOUT;
    }
}
