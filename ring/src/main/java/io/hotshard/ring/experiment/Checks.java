package io.hotshard.ring.experiment;

import java.util.List;

/** Parameter checks shared by the experiments; messages carry the bad value. */
final class Checks {

    private Checks() {
    }

    static void atLeast(String name, long value, long min) {
        if (value < min) {
            throw new IllegalArgumentException(name + " must be >= " + min + " but was " + value);
        }
    }

    static <T> List<T> nonEmpty(String name, List<T> values) {
        if (values == null || values.isEmpty()) {
            throw new IllegalArgumentException(name + " must not be empty but was " + values);
        }
        return List.copyOf(values);
    }

    static List<Integer> positive(String name, List<Integer> values) {
        List<Integer> copy = nonEmpty(name, values);
        for (int v : copy) {
            atLeast(name + " entry", v, 1);
        }
        return copy;
    }

    static double percent(long part, long whole) {
        return whole == 0 ? 0 : 100.0 * part / whole;
    }
}
