package io.hotshard.keys.queries;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/** Update, delete and insert statements as queries: what they select, and what they assign. */
final class MongoWrites {

    private MongoWrites() {
    }

    /** One update statement, {@code {q: filter, u: update}}. */
    static Query update(JsonNode statement) {
        JsonNode u = statement.get("u");
        if (u == null) {
            throw new NotUnderstood("an update statement without \"u\"");
        }
        return new Query(QueryOp.UPDATE, filter(statement, "q", "an update"), MongoUpdates.setFields(u), 1);
    }

    /** One delete statement, {@code {q: filter, limit: n}}. */
    static Query remove(JsonNode statement) {
        return new Query(QueryOp.UPDATE, filter(statement, "q", "a delete"), Set.of(), 1);
    }

    /** A {@code findAndModify}: its {@code query}, and its {@code update} or {@code remove: true}. */
    static Query findAndModify(JsonNode command) {
        Condition where = filter(command, "query", "a findAndModify");
        JsonNode update = command.get("update");
        if (update != null) {
            return new Query(QueryOp.UPDATE, where, MongoUpdates.setFields(update), 1);
        }
        if (command.path("remove").asBoolean()) {
            return new Query(QueryOp.UPDATE, where, Set.of(), 1);
        }
        throw new NotUnderstood("a findAndModify with neither \"update\" nor \"remove\"");
    }

    /** Each statement of a batch ({@code updates} or {@code deletes}), read by {@code statement}. */
    static List<Query> each(JsonNode batch, String command, Function<JsonNode, Query> statement) {
        if (batch == null || !batch.isArray() || batch.isEmpty()) {
            throw new NotUnderstood("command " + command + " without its statements");
        }
        List<Query> queries = new ArrayList<>();
        for (JsonNode s : batch) {
            if (!s.isObject()) {
                throw new NotUnderstood("command " + command + " with a statement that is not a document");
            }
            queries.add(statement.apply(s));
        }
        return queries;
    }

    /** A write of each inserted document, selecting the values of its fields and of its sub-documents' fields. */
    static List<Query> inserts(JsonNode documents) {
        if (documents == null || !documents.isArray() || documents.isEmpty()) {
            throw new NotUnderstood("an insert without its documents (mongod leaves out those sent as a sequence)");
        }
        List<Query> queries = new ArrayList<>();
        for (JsonNode document : documents) {
            if (!document.isObject()) {
                throw new NotUnderstood("an insert of something that is not a document");
            }
            queries.add(new Query(QueryOp.WRITE, inserted(document), Set.of(), 1));
        }
        return queries;
    }

    private static Condition inserted(JsonNode document) {
        List<Condition> parts = new ArrayList<>();
        for (Map.Entry<String, JsonNode> field : document.properties()) {
            JsonNode value = field.getValue();
            parts.add(new Condition.Eq(MongoFilters.field(field.getKey()), MongoValues.text(value)));
            if (MongoValues.isSubDocument(value)) {
                for (Map.Entry<String, JsonNode> inner : value.properties()) {
                    parts.add(new Condition.Eq(field.getKey() + "." + inner.getKey(), MongoValues.text(inner.getValue())));
                }
            }
        }
        return Conditions.and(parts);
    }

    private static Condition filter(JsonNode statement, String name, String what) {
        JsonNode filter = statement.get(name);
        if (filter == null) {
            throw new NotUnderstood(what + " without \"" + name + "\"");
        }
        return MongoFilters.condition(filter);
    }
}
