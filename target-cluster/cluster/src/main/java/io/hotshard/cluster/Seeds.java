package io.hotshard.cluster;

import java.nio.charset.StandardCharsets;

/** Derives independent, reproducible seeds from one cluster seed. */
public final class Seeds {

    private static final long GOLDEN_GAMMA = 0x9E3779B97F4A7C15L;

    private Seeds() {
    }

    /**
     * The seed of component {@code name}: the cluster seed and the name's bytes folded through SplitMix64's
     * finaliser (Steele, Lea and Flood 2014), so nearby seeds and similar names give unrelated streams.
     */
    public static long derive(long clusterSeed, String name) {
        long state = mix(clusterSeed);
        for (byte b : name.getBytes(StandardCharsets.UTF_8)) {
            state = mix(state + GOLDEN_GAMMA + (b & 0xFF));
        }
        return state;
    }

    private static long mix(long value) {
        long z = value + GOLDEN_GAMMA;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
