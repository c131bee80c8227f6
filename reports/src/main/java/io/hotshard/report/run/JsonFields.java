package io.hotshard.report.run;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

/** Typed access to the fields of a JSON object, failing with the field's path and the bad value. */
final class JsonFields {

    private final JsonNode node;
    private final String path;

    JsonFields(JsonNode node, String path) {
        if (node == null || !node.isObject()) {
            throw new IllegalArgumentException((path.isEmpty() ? "the document" : path)
                    + " must be an object but was " + describe(node));
        }
        this.node = node;
        this.path = path;
    }

    String where() {
        return path;
    }

    String path(String field) {
        return path.isEmpty() ? field : path + "." + field;
    }

    boolean has(String field) {
        JsonNode value = node.get(field);
        return value != null && !value.isNull();
    }

    JsonNode get(String field) {
        if (!has(field)) {
            throw new IllegalArgumentException(path(field) + " is missing");
        }
        return node.get(field);
    }

    JsonFields object(String field) {
        return new JsonFields(get(field), path(field));
    }

    Optional<JsonFields> optionalObject(String field) {
        return has(field) ? Optional.of(object(field)) : Optional.empty();
    }

    String text(String field) {
        JsonNode value = get(field);
        if (!value.isTextual()) {
            throw new IllegalArgumentException(path(field) + " must be a string but was " + describe(value));
        }
        return value.asText();
    }

    String text(String field, String absent) {
        return has(field) ? text(field) : absent;
    }

    double number(String field) {
        JsonNode value = get(field);
        if (!value.isNumber()) {
            throw new IllegalArgumentException(path(field) + " must be a number but was " + describe(value));
        }
        return value.asDouble();
    }

    double number(String field, double absent) {
        return has(field) ? number(field) : absent;
    }

    long whole(String field) {
        JsonNode value = get(field);
        if (!value.isIntegralNumber()) {
            throw new IllegalArgumentException(path(field) + " must be a whole number but was " + describe(value));
        }
        return value.asLong();
    }

    int integer(String field) {
        long value = whole(field);
        if (value < Integer.MIN_VALUE || value > Integer.MAX_VALUE) {
            throw new IllegalArgumentException(path(field) + " must fit an int but was " + value);
        }
        return (int) value;
    }

    boolean bool(String field) {
        JsonNode value = get(field);
        if (!value.isBoolean()) {
            throw new IllegalArgumentException(path(field) + " must be true or false but was " + describe(value));
        }
        return value.asBoolean();
    }

    /** Scalar fields as text; nested objects and arrays are left out. */
    Map<String, String> scalars(String field) {
        Map<String, String> out = new LinkedHashMap<>();
        if (!has(field)) {
            return out;
        }
        JsonFields inner = object(field);
        for (Iterator<Map.Entry<String, JsonNode>> it = inner.node.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> entry = it.next();
            if (entry.getValue().isValueNode() && !entry.getValue().isNull()) {
                out.put(entry.getKey(), entry.getValue().asText());
            }
        }
        return out;
    }

    JsonNode array(String field) {
        JsonNode value = get(field);
        if (!value.isArray()) {
            throw new IllegalArgumentException(path(field) + " must be an array but was " + describe(value));
        }
        return value;
    }

    Iterator<Map.Entry<String, JsonNode>> fields() {
        return node.fields();
    }

    private static String describe(JsonNode value) {
        if (value == null || value.isMissingNode()) {
            return "missing";
        }
        String text = value.toString();
        return text.length() > 40 ? text.substring(0, 40) + "..." : text;
    }
}
