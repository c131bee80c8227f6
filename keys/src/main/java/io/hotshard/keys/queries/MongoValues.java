package io.hotshard.keys.queries;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.Locale;
import java.util.Set;

/** Extended JSON values (relaxed or canonical) as the text a condition holds. */
final class MongoValues {

    /** The first keys of Extended JSON's type wrappers: such a document is one value, not a sub-document. */
    private static final Set<String> WRAPPERS = Set.of("$oid", "$numberInt", "$numberLong", "$numberDouble",
            "$numberDecimal", "$date", "$binary", "$uuid", "$timestamp", "$regularExpression", "$symbol", "$code",
            "$minKey", "$maxKey", "$undefined", "$dbPointer");
    private static final DateTimeFormatter DATE =
            DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSS'Z'", Locale.ROOT).withZone(ZoneOffset.UTC);

    private MongoValues() {
    }

    /**
     * A value's text: a string as is, a number as JSON writes it, an ObjectId as its hex digits, a long, int, double
     * or decimal as its digits, a date as ISO-8601 in UTC with milliseconds (relaxed and canonical forms then agree),
     * a document or array as compact JSON.
     */
    static String text(JsonNode value) {
        if (value.isTextual()) {
            return value.textValue();
        }
        if (!isWrapper(value)) {
            return value.isValueNode() ? value.asText() : value.toString();
        }
        JsonNode inner = value.iterator().next();
        return switch (value.fieldNames().next()) {
            case "$oid", "$numberInt", "$numberLong", "$numberDecimal", "$symbol", "$uuid" ->
                    inner.isValueNode() ? inner.asText() : value.toString();
            case "$numberDouble" -> doubleText(inner.asText());
            case "$date" -> date(inner);
            default -> value.toString();
        };
    }

    /** Whether the value is a document of fields (not an Extended JSON value nor an operator document). */
    static boolean isSubDocument(JsonNode value) {
        return value.isObject() && !isWrapper(value) && !isOperators(value);
    }

    /** Whether the value is a document of query operators ({@code {$gt: 5}}). */
    static boolean isOperators(JsonNode value) {
        return value.isObject() && !value.isEmpty() && value.fieldNames().next().startsWith("$") && !isWrapper(value);
    }

    /** Whether the value is a regular expression, which a filter matches as a pattern, not as a value. */
    static boolean isPattern(JsonNode value) {
        return value.isObject() && value.has("$regularExpression");
    }

    private static boolean isWrapper(JsonNode value) {
        return value.isObject() && !value.isEmpty() && WRAPPERS.contains(value.fieldNames().next());
    }

    private static String doubleText(String digits) {
        try {
            return Double.toString(Double.parseDouble(digits));
        } catch (NumberFormatException e) {
            return digits;
        }
    }

    private static String date(JsonNode inner) {
        try {
            if (inner.isNumber()) {
                return DATE.format(Instant.ofEpochMilli(inner.asLong()));
            }
            if (inner.has("$numberLong")) {
                return DATE.format(Instant.ofEpochMilli(Long.parseLong(inner.get("$numberLong").asText())));
            }
            return DATE.format(OffsetDateTime.parse(inner.asText()));
        } catch (DateTimeParseException | NumberFormatException e) {
            return inner.isValueNode() ? inner.asText() : inner.toString();
        }
    }
}
