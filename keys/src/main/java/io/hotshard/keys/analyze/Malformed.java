package io.hotshard.keys.analyze;

import java.util.ArrayList;
import java.util.List;

/** Rows that could not be parsed: how many, and where the first three are. */
final class Malformed {

    private static final int SHOWN = 3;

    private long count;
    private final List<String> first = new ArrayList<>();

    void add(String input, long line) {
        count++;
        if (first.size() < SHOWN) {
            first.add(input + ":" + line);
        }
    }

    long count() {
        return count;
    }

    List<String> first() {
        return List.copyOf(first);
    }
}
