package io.hotshard.keys.queries;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Iterator;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

/** The fields an update document ({@code u}) assigns. */
final class MongoUpdates {

    private MongoUpdates() {
    }

    /**
     * The fields under each operator ({@code $set}, {@code $inc}, {@code $unset}, {@code $push}, ..., both names of a
     * {@code $rename}); a replacement document's fields but {@code _id}; the fields an update pipeline's
     * {@code $set}, {@code $addFields} and {@code $unset} stages name.
     */
    static Set<String> setFields(JsonNode update) {
        Set<String> fields = new LinkedHashSet<>();
        if (update.isArray()) {
            update.forEach(stage -> stage(stage, fields));
        } else if (!update.isObject()) {
            throw new NotUnderstood("an update that is neither a document nor a pipeline");
        } else if (hasOperators(update)) {
            for (Map.Entry<String, JsonNode> operator : update.properties()) {
                JsonNode assigned = operator.getValue();
                if (operator.getKey().startsWith("$") && assigned.isObject()) {
                    assigned.fieldNames().forEachRemaining(fields::add);
                    if (operator.getKey().equals("$rename")) {
                        assigned.forEach(to -> fields.add(to.asText()));
                    }
                }
            }
        } else {
            update.fieldNames().forEachRemaining(fields::add);
            fields.remove("_id");
        }
        return fields;
    }

    private static boolean hasOperators(JsonNode update) {
        for (Iterator<String> names = update.fieldNames(); names.hasNext(); ) {
            if (names.next().startsWith("$")) {
                return true;
            }
        }
        return false;
    }

    private static void stage(JsonNode stage, Set<String> fields) {
        String name = stage.isObject() && !stage.isEmpty() ? stage.fieldNames().next() : "";
        JsonNode body = stage.path(name);
        switch (name) {
            case "$set", "$addFields" -> body.fieldNames().forEachRemaining(fields::add);
            case "$unset" -> {
                if (body.isArray()) {
                    body.forEach(f -> fields.add(f.asText()));
                } else {
                    fields.add(body.asText());
                }
            }
            default -> throw new NotUnderstood("an update pipeline with a stage " + (name.isEmpty() ? "{}" : name));
        }
    }
}
