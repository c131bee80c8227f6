package io.hotshard.ring;

/**
 * Salted copies of a hot key: copy {@code i} of key {@code k} is the key {@code k#i}, placed by the partitioner like
 * any other. The router's salting mitigation, the Redis load's salting and {@code keys analyze}'s salting remedy name
 * them alike, so a prediction is made on the very keys the mitigation writes.
 */
public final class Salting {

    /** Copies of a salted key unless told otherwise. */
    public static final int DEFAULT_SALTS = 4;
    /** Between a key and its salt. */
    public static final char SEPARATOR = '#';

    private Salting() {
    }

    /** Copy {@code salt} of {@code key}. */
    public static String copy(String key, int salt) {
        return key + SEPARATOR + salt;
    }
}
