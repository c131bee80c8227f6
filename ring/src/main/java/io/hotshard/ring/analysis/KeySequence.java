package io.hotshard.ring.analysis;

import java.util.Iterator;
import java.util.NoSuchElementException;

/**
 * The keys {@code prefix + i} for {@code i} in {@code [start, start + count)}, generated lazily;
 * with {@code padWidth > 0} the number is zero-padded to that width ({@code key000123}).
 *
 * @param prefix   text before the number
 * @param start    first number
 * @param count    number of keys, >= 0
 * @param padWidth zero-padding width of the number, 0 for none
 */
public record KeySequence(String prefix, long start, long count, int padWidth) implements Iterable<String> {

    /** Validates the fields. */
    public KeySequence {
        if (prefix == null) {
            throw new IllegalArgumentException("prefix must not be null");
        }
        if (count < 0) {
            throw new IllegalArgumentException("count must be >= 0 but was " + count);
        }
        if (padWidth < 0 || padWidth > 19) {
            throw new IllegalArgumentException("padWidth must be in 0..19 but was " + padWidth);
        }
    }

    /** {@code prefix + 0} .. {@code prefix + (count - 1)}, unpadded (e.g. {@code cliente:0}). */
    public static KeySequence of(String prefix, long count) {
        return new KeySequence(prefix, 0, count, 0);
    }

    /** The i-th key (0-based). */
    public String key(long i) {
        String n = Long.toString(start + i);
        return n.length() >= padWidth ? prefix + n : prefix + "0".repeat(padWidth - n.length()) + n;
    }

    @Override
    public Iterator<String> iterator() {
        return new Iterator<>() {
            private long next;

            @Override
            public boolean hasNext() {
                return next < count;
            }

            @Override
            public String next() {
                if (next >= count) {
                    throw new NoSuchElementException("all " + count + " keys were returned");
                }
                return key(next++);
            }
        };
    }
}
