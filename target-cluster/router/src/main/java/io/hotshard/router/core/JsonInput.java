package io.hotshard.router.core;

import io.vertx.core.buffer.Buffer;
import io.vertx.core.json.DecodeException;
import io.vertx.core.json.JsonObject;
import java.util.Set;
import java.util.TreeSet;

/** Reads JSON request bodies strictly: messages name the field and carry the bad value. */
public final class JsonInput {

    private static final int QUOTED_CHARS = 80;

    private JsonInput() {
    }

    /** The body as a JSON object, or an exception quoting (the start of) what was sent. */
    public static JsonObject object(Buffer body) {
        String text = body == null ? "" : body.toString();
        if (text.isBlank()) {
            throw new IllegalArgumentException("body must be a JSON object but was empty");
        }
        try {
            return new JsonObject(text);
        } catch (DecodeException | ClassCastException e) {
            String quoted = text.length() > QUOTED_CHARS ? text.substring(0, QUOTED_CHARS) + "..." : text;
            throw new IllegalArgumentException("body must be a JSON object but was " + quoted);
        }
    }

    /** Fails naming the first unknown field and the known ones. */
    public static void requireKnown(JsonObject json, Set<String> known) {
        for (String field : json.fieldNames()) {
            if (!known.contains(field)) {
                throw new IllegalArgumentException("unknown field '" + field + "'; known: " + new TreeSet<>(known));
            }
        }
    }

    static String optionalString(JsonObject json, String field) {
        Object value = json.getValue(field);
        if (value == null || value instanceof String) {
            return (String) value;
        }
        throw new IllegalArgumentException(field + " must be a string but was " + value);
    }

    public static String requiredString(JsonObject json, String field) {
        String value = optionalString(json, field);
        if (value == null) {
            throw new IllegalArgumentException(field + " must be given but was missing");
        }
        return value;
    }

    public static Double optionalNumber(JsonObject json, String field) {
        Object value = json.getValue(field);
        if (value == null) {
            return null;
        }
        if (value instanceof Number number) {
            return number.doubleValue();
        }
        throw new IllegalArgumentException(field + " must be a number but was " + value);
    }

    static Long optionalInteger(JsonObject json, String field) {
        Object value = json.getValue(field);
        if (value == null) {
            return null;
        }
        if (value instanceof Number number && number.doubleValue() == Math.rint(number.doubleValue())
                && Math.abs(number.doubleValue()) < 1e15) {
            return number.longValue();
        }
        throw new IllegalArgumentException(field + " must be an integer but was " + value);
    }
}
