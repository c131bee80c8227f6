package io.hotshard.storeload;

import io.hotshard.shard.DurationText;
import java.time.Duration;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;

/** Typed reads of {@code hotshard.*} settings; a bad value fails naming the property and the value. */
public final class SimProperties {

    private final Map<String, String> values;

    /** Reads from the given map (for example the system properties). */
    public SimProperties(Map<String, String> values) {
        this.values = Map.copyOf(values);
    }

    /** Reads the JVM's system properties. */
    public static SimProperties fromSystem() {
        Map<String, String> copy = new java.util.HashMap<>();
        System.getProperties().forEach((k, v) -> copy.put(String.valueOf(k), String.valueOf(v)));
        return new SimProperties(copy);
    }

    /** These values with {@code defaults} filled in where a key is absent. */
    public SimProperties withDefaults(Map<String, String> defaults) {
        Map<String, String> merged = new java.util.HashMap<>(defaults);
        merged.putAll(values);
        return new SimProperties(merged);
    }

    /** Every value whose key starts with {@code prefix}, sorted by key. */
    public Map<String, String> withPrefix(String prefix) {
        Map<String, String> selected = new java.util.TreeMap<>();
        values.forEach((k, v) -> {
            if (k.startsWith(prefix)) {
                selected.put(k, v);
            }
        });
        return selected;
    }

    /**
     * The raw value, or null. A {@code hotshard.*} name the settings' registry does not list is a defect of the
     * caller: reading it fails, so that no setting can be read that the gate would refuse a user for giving.
     */
    public String raw(String name) {
        if (name.startsWith(SettingsRegistry.PREFIX) && !SettingsRegistry.known().contains(name)) {
            throw new IllegalStateException(name + " is read but settings.txt does not list it");
        }
        String value = values.get(name);
        return value == null || value.isBlank() ? null : value.trim();
    }

    /** A string with a default. */
    public String string(String name, String fallback) {
        String value = raw(name);
        return value == null ? fallback : value;
    }

    /**
     * A value parsed into its type by {@code parser} (a registry's {@code byName}, a distribution's parser);
     * a value it refuses fails naming the property, the value, {@code allowed} and the parser's reason.
     */
    public <T> T typed(String name, T fallback, Function<String, T> parser, String allowed) {
        String value = raw(name);
        if (value == null) {
            return fallback;
        }
        try {
            return parser.apply(value);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(name + " must be " + allowed + " but was '" + value + "': "
                    + e.getMessage(), e);
        }
    }

    /** A long within [min, max]. */
    public long longValue(String name, long fallback, long min, long max) {
        long value = parse(name, fallback, Long::parseLong);
        if (value < min || value > max) {
            throw bad(name, value, "must be between " + min + " and " + max);
        }
        return value;
    }

    /** An int within [min, max]. */
    public int intValue(String name, int fallback, int min, int max) {
        return (int) longValue(name, fallback, min, max);
    }

    /** A double within [min, max]. */
    public double doubleValue(String name, double fallback, double min, double max) {
        double value = parse(name, fallback, Double::parseDouble);
        if (!(value >= min && value <= max)) {
            throw bad(name, value, min == Double.MIN_VALUE ? "must be above 0 and at most " + number(max)
                    : "must be between " + number(min) + " and " + number(max));
        }
        return value;
    }

    private static String number(double v) {
        return v == Math.rint(v) && Math.abs(v) < 1e15 ? Long.toString((long) v) : Double.toString(v);
    }

    /** A boolean: true or false, nothing else. */
    public boolean booleanValue(String name, boolean fallback) {
        String value = raw(name);
        if (value == null) {
            return fallback;
        }
        return switch (value.toLowerCase(Locale.ROOT)) {
            case "true" -> true;
            case "false" -> false;
            default -> throw bad(name, value, "must be true or false");
        };
    }

    /** A duration such as {@code 500ms}, {@code 1.5s}, {@code 2m} or {@code 1h}, at least {@code min}. */
    public Duration duration(String name, Duration fallback, Duration min) {
        String value = raw(name);
        Duration parsed = value == null ? fallback : parseDuration(name, value);
        if (parsed.compareTo(min) < 0) {
            throw bad(name, value, "must be at least " + min.toMillis() + "ms");
        }
        return parsed;
    }

    /** Parses a duration in the one grammar of options and properties ({@link DurationText}): 1.5ms, 30s, 1h. */
    public static Duration parseDuration(String name, String value) {
        try {
            return DurationText.duration(value);
        } catch (IllegalArgumentException | ArithmeticException e) {
            throw bad(name, value, "must be a number and a unit (us, ms, s, m or h), e.g. 500ms, 1.5s, 2m or 1h");
        }
    }

    private <T> T parse(String name, T fallback, Function<String, T> parser) {
        String value = raw(name);
        if (value == null) {
            return fallback;
        }
        try {
            return parser.apply(value);
        } catch (NumberFormatException e) {
            throw bad(name, value, "is not a number");
        }
    }

    private static IllegalArgumentException bad(String name, Object value, String rule) {
        return new IllegalArgumentException(name + " " + rule + " but was '" + value + "'");
    }
}
