package io.hotshard.redisload;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/** A run's events as lines of text (for its summary and the live dashboard), each printed as it happens; any thread. */
final class RunEventLog {

    private final List<String> lines = new ArrayList<>();

    /** Adds {@code text}, stamped now, and prints it. */
    void add(String text) {
        synchronized (this) {
            lines.add(Instant.now() + " " + text);
        }
        System.out.println("hotshard: " + text);
    }

    /** The events so far, oldest first. */
    synchronized List<String> list() {
        return List.copyOf(lines);
    }
}
