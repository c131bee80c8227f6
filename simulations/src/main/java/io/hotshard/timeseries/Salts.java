package io.hotshard.timeseries;

import java.util.ArrayList;
import java.util.List;

/**
 * {@code count} salts, labelled {@code 0..count-1} zero-padded to one width so that labels sort as numbers; an event's
 * salt is a seeded hash of its timestamp (SplitMix64's finaliser, Steele, Lea and Flood 2014), so consecutive events
 * scatter over the salts and the same seed gives the same salts.
 *
 * @param count how many salts, at least 1
 * @param seed  mixed into every salt choice
 */
public record Salts(int count, long seed) {

    private static final long GOLDEN_GAMMA = 0x9e3779b97f4a7c15L;

    /** Validates the count. */
    public Salts {
        if (count < 1) {
            throw new IllegalArgumentException("salts must be >= 1 but was " + count);
        }
    }

    /** The salt of the event at {@code timestampMicros}, in {@code [0, count)}. */
    public int saltOf(long timestampMicros) {
        return (int) Long.remainderUnsigned(mix(seed + timestampMicros * GOLDEN_GAMMA), count);
    }

    /** Salt {@code salt}'s label, e.g. {@code 07} of 16 salts. */
    public String label(int salt) {
        if (salt < 0 || salt >= count) {
            throw new IllegalArgumentException("salt must be in [0, " + count + ") but was " + salt);
        }
        String s = Integer.toString(salt);
        return "0".repeat(width() - s.length()) + s;
    }

    /** {@code <label>:} + {@code key}. */
    public String salted(int salt, String key) {
        return label(salt) + ":" + key;
    }

    /**
     * The {@code shards - 1} range boundaries that give each shard a run of whole salts, as even as can be: shard
     * {@code i} starts at salt {@code ceil(i * count / shards)}; needs at least as many salts as shards.
     */
    public List<String> boundaries(int shards) {
        if (shards < 1 || shards > count) {
            throw new IllegalArgumentException("salted ranges need salts >= shards (" + shards + ") but salts was "
                    + count);
        }
        List<String> result = new ArrayList<>();
        for (int i = 1; i < shards; i++) {
            result.add(label((int) ((i * (long) count + shards - 1) / shards)));
        }
        return result;
    }

    private int width() {
        return Integer.toString(count - 1).length();
    }

    private static long mix(long z) {
        long x = (z ^ (z >>> 30)) * 0xbf58476d1ce4e5b9L;
        x = (x ^ (x >>> 27)) * 0x94d049bb133111ebL;
        return x ^ (x >>> 31);
    }
}
