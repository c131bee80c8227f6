package io.hotshard.router.mitigate;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * Strict reader of one block of a settings patch: unknown fields fail, absent fields keep their current value,
 * and every message names the field as {@code block.field} and carries the bad value.
 */
final class Fields {

    /** Most keys one key list or pin map may hold. */
    static final int MAX_KEYS = 100_000;

    private final String block;
    private final JsonObject json;

    private Fields(String block, JsonObject json) {
        this.block = block;
        this.json = json;
    }

    /** The block's patch; fails if it is not an object or names a field outside {@code known}. */
    static Fields of(String block, Object value, Set<String> known) {
        if (!(value instanceof JsonObject json)) {
            throw new IllegalArgumentException(block + " must be a JSON object but was " + value);
        }
        for (String field : json.fieldNames()) {
            if (!known.contains(field)) {
                throw new IllegalArgumentException("unknown field '" + block + "." + field + "'; known: "
                        + new TreeSet<>(known));
            }
        }
        return new Fields(block, json);
    }

    /** The qualified name of a field of this block. */
    String name(String field) {
        return block + "." + field;
    }

    boolean bool(String field, boolean current) {
        if (!json.containsKey(field)) {
            return current;
        }
        if (json.getValue(field) instanceof Boolean value) {
            return value;
        }
        throw new IllegalArgumentException(name(field) + " must be true or false but was " + json.getValue(field));
    }

    long integer(String field, long current) {
        if (!json.containsKey(field)) {
            return current;
        }
        Object value = json.getValue(field);
        if (value instanceof Number number && number.doubleValue() == Math.rint(number.doubleValue())
                && Math.abs(number.doubleValue()) < 1e15) {
            return number.longValue();
        }
        throw new IllegalArgumentException(name(field) + " must be an integer but was " + value);
    }

    double number(String field, double current) {
        if (!json.containsKey(field)) {
            return current;
        }
        if (json.getValue(field) instanceof Number number) {
            return number.doubleValue();
        }
        throw new IllegalArgumentException(name(field) + " must be a number but was " + json.getValue(field));
    }

    /** A string; an explicit JSON null clears it. */
    String string(String field, String current) {
        if (!json.containsKey(field)) {
            return current;
        }
        Object value = json.getValue(field);
        if (value == null || value instanceof String) {
            return (String) value;
        }
        throw new IllegalArgumentException(name(field) + " must be a string but was " + value);
    }

    /** A list of keys, replacing the current one as a whole. */
    Set<String> keys(String field, Set<String> current) {
        if (!json.containsKey(field)) {
            return current;
        }
        if (!(json.getValue(field) instanceof JsonArray array)) {
            throw new IllegalArgumentException(name(field) + " must be an array of keys but was "
                    + json.getValue(field));
        }
        Set<String> keys = new LinkedHashSet<>();
        for (Object item : array) {
            if (!(item instanceof String key)) {
                throw new IllegalArgumentException(name(field) + " must hold strings but held " + item);
            }
            keys.add(key);
        }
        return keys;
    }

    /** A map of key to shard id, replacing the current one as a whole. */
    Map<String, String> pins(String field, Map<String, String> current) {
        if (!json.containsKey(field)) {
            return current;
        }
        if (!(json.getValue(field) instanceof JsonObject object)) {
            throw new IllegalArgumentException(name(field) + " must be an object of key to shard id but was "
                    + json.getValue(field));
        }
        Map<String, String> pins = new LinkedHashMap<>();
        for (String key : object.fieldNames()) {
            if (!(object.getValue(key) instanceof String shard)) {
                throw new IllegalArgumentException(name(field) + "['" + key + "'] must be a shard id but was "
                        + object.getValue(key));
            }
            pins.put(key, shard);
        }
        return pins;
    }

    /** An unmodifiable copy of {@code keys} in order, checked for size and blank keys. */
    static Set<String> keySet(String name, Set<String> keys) {
        if (keys == null) {
            throw new IllegalArgumentException(name + " must be an array of keys but was null");
        }
        if (keys.size() > MAX_KEYS) {
            throw new IllegalArgumentException(name + " must hold at most " + MAX_KEYS + " keys but held "
                    + keys.size());
        }
        for (String key : keys) {
            if (key == null || key.isEmpty()) {
                throw new IllegalArgumentException(name + " must not hold an empty key but held '" + key + "'");
            }
        }
        return Collections.unmodifiableSet(new LinkedHashSet<>(keys));
    }

    /** Fails unless {@code min <= value <= max}. */
    static void requireRange(String name, double value, double min, double max) {
        if (!(value >= min && value <= max)) {
            throw new IllegalArgumentException(name + " must be in [" + format(min) + ", " + format(max)
                    + "] but was " + format(value));
        }
    }

    private static String format(double value) {
        return value == Math.rint(value) && Math.abs(value) < 1e15 ? Long.toString((long) value)
                : Double.toString(value);
    }
}
