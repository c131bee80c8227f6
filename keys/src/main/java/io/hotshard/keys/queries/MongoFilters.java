package io.hotshard.keys.queries;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * A MongoDB filter document as a {@link Condition}. Fields of one document, and {@code $and}, are joined by AND;
 * {@code $or} by OR. On a field, a value or {@code $eq} is an equality, {@code $in} a list, {@code $gt}, {@code $gte},
 * {@code $lt} and {@code $lte} one range; every other operator ({@code $ne}, {@code $nin}, {@code $regex},
 * {@code $exists}, {@code $not}, {@code $elemMatch}, ...) and {@code $nor}, {@code $expr}, {@code $text},
 * {@code $where} restrict nothing targeting can use, so they are left out (see {@link Condition}).
 */
final class MongoFilters {

    private MongoFilters() {
    }

    /** The condition of {@code filter}; {@link Condition#ANYTHING} when it is absent, null or empty. */
    static Condition condition(JsonNode filter) {
        if (filter == null || filter.isNull()) {
            return Condition.ANYTHING;
        }
        if (!filter.isObject()) {
            throw new NotUnderstood("a filter that is not a document: " + filter);
        }
        List<Condition> parts = new ArrayList<>();
        for (Map.Entry<String, JsonNode> clause : filter.properties()) {
            parts.add(clause(clause.getKey(), clause.getValue()));
        }
        return Conditions.and(parts);
    }

    /** The field name, refused when blank (a condition needs one). */
    static String field(String name) {
        if (name.isBlank()) {
            throw new NotUnderstood("a field with a blank name");
        }
        return name;
    }

    private static Condition clause(String key, JsonNode value) {
        if (key.equals("$and") || key.equals("$or")) {
            if (!value.isArray()) {
                throw new NotUnderstood("a filter whose " + key + " is not an array: " + value);
            }
            List<Condition> parts = new ArrayList<>();
            value.forEach(part -> parts.add(condition(part)));
            return key.equals("$and") ? Conditions.and(parts) : Conditions.or(parts);
        }
        if (key.startsWith("$")) {
            return Condition.ANYTHING;
        }
        field(key);
        if (MongoValues.isOperators(value)) {
            return operators(key, value);
        }
        return MongoValues.isPattern(value) ? Condition.ANYTHING : new Condition.Eq(key, MongoValues.text(value));
    }

    private static Condition operators(String field, JsonNode operators) {
        List<Condition> parts = new ArrayList<>();
        String lower = null;
        String upper = null;
        boolean range = false;
        for (Map.Entry<String, JsonNode> operator : operators.properties()) {
            JsonNode value = operator.getValue();
            switch (operator.getKey()) {
                case "$eq" -> parts.add(MongoValues.isPattern(value) ? Condition.ANYTHING
                        : new Condition.Eq(field, MongoValues.text(value)));
                case "$in" -> parts.add(in(field, value));
                case "$gt", "$gte" -> {
                    lower = MongoValues.text(value);
                    range = true;
                }
                case "$lt", "$lte" -> {
                    upper = MongoValues.text(value);
                    range = true;
                }
                default -> parts.add(Condition.ANYTHING);
            }
        }
        if (range) {
            parts.add(new Condition.Range(field, lower, upper, true));
        }
        return Conditions.and(parts);
    }

    private static Condition in(String field, JsonNode values) {
        if (!values.isArray()) {
            throw new NotUnderstood("a filter whose $in on " + field + " is not an array: " + values);
        }
        List<String> texts = new ArrayList<>();
        for (JsonNode value : values) {
            if (MongoValues.isPattern(value)) {
                return Condition.ANYTHING;
            }
            texts.add(MongoValues.text(value));
        }
        return Condition.In.of(field, texts);
    }
}
