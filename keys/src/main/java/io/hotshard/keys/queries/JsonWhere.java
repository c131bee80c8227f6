package io.hotshard.keys.queries;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/** The {@code where} object of {@link JsonQueryReader}'s lines as a {@link Condition}. */
final class JsonWhere {

    private JsonWhere() {
    }

    static Condition of(JsonNode where) {
        if (where.isNull()) {
            return Condition.ANYTHING;
        }
        if (!where.isObject()) {
            throw new NotUnderstood("\"where\" is not an object: " + where);
        }
        List<Condition> parts = new ArrayList<>();
        for (Iterator<Map.Entry<String, JsonNode>> it = where.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            parts.add(predicate(e.getKey(), e.getValue()));
        }
        return Conditions.and(parts);
    }

    private static Condition predicate(String field, JsonNode value) {
        if ("or".equals(field) || "and".equals(field)) {
            if (!value.isArray()) {
                throw new NotUnderstood("\"" + field + "\" takes an array of where objects, found " + value);
            }
            List<Condition> branches = new ArrayList<>();
            for (JsonNode branch : value) {
                branches.add(of(branch));
            }
            return "or".equals(field) ? Conditions.or(branches) : Conditions.and(branches);
        }
        if (value.isValueNode()) {
            return value.isNull() ? Condition.ANYTHING : new Condition.Eq(field, value.asText());
        }
        if (!value.isObject()) {
            throw new NotUnderstood("predicate on '" + field + "' is neither a value nor an object: " + value);
        }
        return operators(field, value);
    }

    private static Condition operators(String field, JsonNode ops) {
        List<Condition> parts = new ArrayList<>();
        String lower = null;
        String upper = null;
        for (Iterator<Map.Entry<String, JsonNode>> it = ops.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            JsonNode v = e.getValue();
            switch (e.getKey()) {
                case "eq" -> parts.add(new Condition.Eq(field, v.asText()));
                case "in" -> parts.add(in(field, v));
                case "gt", "gte" -> lower = v.asText();
                case "lt", "lte" -> upper = v.asText();
                default -> throw new NotUnderstood("unknown operator '" + e.getKey() + "' on '" + field
                        + "' (known: eq, in, gt, gte, lt, lte)");
            }
        }
        if (lower != null || upper != null) {
            parts.add(new Condition.Range(field, lower, upper, true));
        }
        if (parts.isEmpty()) {
            throw new NotUnderstood("empty predicate on '" + field + "'");
        }
        return Conditions.and(parts);
    }

    private static Condition in(String field, JsonNode values) {
        if (!values.isArray()) {
            throw new NotUnderstood("\"in\" on '" + field + "' takes an array, found " + values);
        }
        List<String> list = new ArrayList<>();
        values.forEach(v -> list.add(v.asText()));
        return Condition.In.of(field, list);
    }
}
