package io.hotshard.keys;

/** Argument checks whose messages carry the bad value and the accepted range. */
final class KeyChecks {

    private KeyChecks() {
    }

    static long atLeast(String name, long value, long min) {
        if (value < min) {
            throw new IllegalArgumentException(name + " must be >= " + min + " but was " + value);
        }
        return value;
    }

    static double fraction(String name, double value) {
        if (!(value >= 0 && value <= 1)) {
            throw new IllegalArgumentException(name + " must be in [0, 1] but was " + value);
        }
        return value;
    }
}
