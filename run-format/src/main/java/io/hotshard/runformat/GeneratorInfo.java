package io.hotshard.runformat;

import java.util.List;

/**
 * The optional {@code generator} section of {@code run.json}: what the load generator sent.
 *
 * @param requests client requests sent (a fan-out query counts once), or -1 when not recorded
 * @param hotKeys the keys made hot on purpose, hottest first
 * @param arrivals how the open model spaced its arrivals: {@link #POISSON}, {@link #UNIFORM}, or empty when not
 *                 recorded
 */
public record GeneratorInfo(long requests, List<ManifestHotKey> hotKeys, String arrivals) {

    /** Exponential gaps between arrivals. */
    public static final String POISSON = "poisson";
    /** Evenly spaced arrivals. */
    public static final String UNIFORM = "uniform";

    /** Copies the list so the record stays immutable. */
    public GeneratorInfo {
        hotKeys = List.copyOf(hotKeys);
    }
}
