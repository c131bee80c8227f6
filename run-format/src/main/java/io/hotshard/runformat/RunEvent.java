package io.hotshard.runformat;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.OptionalDouble;

/**
 * One event of a run: a chaos action, a configuration change or a load phase.
 *
 * @param atMillis offset from the run's start
 * @param target the shard or component acted on, or an empty string
 * @param detail the event's scalar details, each written as text
 */
public record RunEvent(long atMillis, String time, EventKind kind, String target, Map<String, String> detail) {

    /** Copies the detail map so the record stays immutable. */
    public RunEvent {
        detail = Collections.unmodifiableMap(new LinkedHashMap<>(detail));
    }

    /** A numeric detail, or empty when absent or not a number. */
    public OptionalDouble number(String key) {
        String text = detail.get(key);
        if (text == null) {
            return OptionalDouble.empty();
        }
        try {
            return OptionalDouble.of(Double.parseDouble(text));
        } catch (NumberFormatException e) {
            return OptionalDouble.empty();
        }
    }

    /** A short label for charts: the kind and, when present, the target and the detail's name. */
    public String label() {
        String name = detail.getOrDefault("name", "");
        return kind.label() + (target.isEmpty() ? "" : " " + target) + (name.isEmpty() ? "" : " " + name);
    }

    /** Seconds from the start of the run. */
    public double atSeconds() {
        return atMillis / 1000.0;
    }
}
