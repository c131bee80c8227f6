package io.hotshard.keys;

/**
 * Draws the keys a load test sends, one at a time, from a key popularity distribution.
 *
 * <p>Implementations take their randomness as a seeded {@code UniformRandomProvider} at construction,
 * so a stream of keys is replayed exactly from its seed. They are not thread-safe: give each thread
 * (or each Gatling feeder, which Gatling drains from one actor) its own generator.
 */
public interface KeyGenerator {

    /** Returns the next key id (a rank for rank-based distributions: 0 is the most popular). */
    long nextId();

    /** Returns the next key as text, {@code key<id>} unless a format was attached. */
    default String nextKey() {
        return KeyFormat.DEFAULT.format(nextId());
    }

    /** Returns a generator drawing the same ids whose keys are written with {@code format}. */
    default KeyGenerator withFormat(KeyFormat format) {
        return new FormattedKeys(this, format);
    }
}
