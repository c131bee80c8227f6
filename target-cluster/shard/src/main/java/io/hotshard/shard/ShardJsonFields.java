package io.hotshard.shard;

import io.vertx.core.json.JsonObject;
import java.util.Set;
import java.util.TreeSet;

/** Strict readers for JSON configuration: missing, mistyped and unknown fields fail naming the field. */
final class ShardJsonFields {

    private ShardJsonFields() {
    }

    /** Fails if {@code json} holds a field outside {@code known}. */
    static void requireKnown(JsonObject json, String path, Set<String> known) {
        for (String field : json.fieldNames()) {
            if (!known.contains(field)) {
                throw new IllegalArgumentException("unknown field " + path + field + "; known fields are "
                        + new TreeSet<>(known));
            }
        }
    }

    static Object required(JsonObject json, String path, String field) {
        Object value = json.getValue(field);
        if (value == null) {
            throw new IllegalArgumentException(path + field + " is required");
        }
        return value;
    }

    static double number(JsonObject json, String path, String field) {
        Object value = required(json, path, field);
        if (!(value instanceof Number number)) {
            throw new IllegalArgumentException(path + field + " must be a number but was " + quoted(value));
        }
        double result = number.doubleValue();
        if (!Double.isFinite(result)) {
            throw new IllegalArgumentException(path + field + " must be finite but was " + result);
        }
        return result;
    }

    static long integer(JsonObject json, String path, String field) {
        Object value = required(json, path, field);
        if (value instanceof Integer || value instanceof Long || value instanceof Short || value instanceof Byte) {
            return ((Number) value).longValue();
        }
        double approximate = number(json, path, field);
        // Beyond 2^53 a JSON double no longer names one integer.
        if (approximate != Math.rint(approximate) || Math.abs(approximate) > 0x1p53) {
            throw new IllegalArgumentException(path + field + " must be an integer but was " + value);
        }
        return (long) approximate;
    }

    static int smallInteger(JsonObject json, String path, String field) {
        long value = integer(json, path, field);
        if (value != (int) value) {
            throw new IllegalArgumentException(path + field + " must fit in 32 bits but was " + value);
        }
        return (int) value;
    }

    static String string(JsonObject json, String path, String field) {
        Object value = required(json, path, field);
        if (!(value instanceof String text)) {
            throw new IllegalArgumentException(path + field + " must be a string but was " + value);
        }
        return text;
    }

    static JsonObject object(JsonObject json, String path, String field) {
        Object value = required(json, path, field);
        if (!(value instanceof JsonObject object)) {
            throw new IllegalArgumentException(path + field + " must be an object but was " + quoted(value));
        }
        return object;
    }

    private static String quoted(Object value) {
        return value instanceof String ? "\"" + value + "\"" : String.valueOf(value);
    }
}
