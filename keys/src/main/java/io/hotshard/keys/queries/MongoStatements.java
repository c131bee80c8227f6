package io.hotshard.keys.queries;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Iterator;
import java.util.List;
import java.util.Set;

/** The queries of one {@code system.profile} document, from its op and its {@code command} document. */
final class MongoStatements {

    private MongoStatements() {
    }

    /** The queries of an operation {@code op} (lower case) whose command document is {@code command} (may be null). */
    static List<Query> of(String op, JsonNode command) {
        if (op.equals("getmore")) {
            return List.of();
        }
        if (!op.equals("query") && !op.equals("command") && !op.equals("update") && !op.equals("remove")
                && !op.equals("insert")) {
            throw new NotUnderstood("op " + op);
        }
        if (command == null || !command.isObject() || command.isEmpty()) {
            throw new NotUnderstood("op " + op + " without a command document");
        }
        if (op.equals("update") && !command.has("updates")) {
            return List.of(MongoWrites.update(command));
        }
        if (op.equals("remove") && !command.has("deletes")) {
            return List.of(MongoWrites.remove(command));
        }
        return byName(command);
    }

    /** A command document, told by its first field (the command's name). */
    private static List<Query> byName(JsonNode command) {
        String name = command.fieldNames().next();
        return switch (name) {
            case "find" -> read(command.get("filter"));
            case "count", "distinct" -> read(command.get("query"));
            case "aggregate" -> read(leadingMatch(command.get("pipeline")));
            case "findAndModify", "findandmodify" -> List.of(MongoWrites.findAndModify(command));
            case "update" -> MongoWrites.each(command.get("updates"), "update", MongoWrites::update);
            case "delete" -> MongoWrites.each(command.get("deletes"), "delete", MongoWrites::remove);
            case "insert" -> MongoWrites.inserts(command.get("documents"));
            case "getMore", "killCursors" -> List.of();
            default -> throw new NotUnderstood("command " + name);
        };
    }

    private static List<Query> read(JsonNode filter) {
        return List.of(new Query(QueryOp.READ, MongoFilters.condition(filter), Set.of(), 1));
    }

    /** The filter of the pipeline's first stage when it is a {@code $match}, else null (no restriction). */
    private static JsonNode leadingMatch(JsonNode pipeline) {
        if (pipeline == null || !pipeline.isArray() || pipeline.isEmpty()) {
            return null;
        }
        JsonNode first = pipeline.get(0);
        Iterator<String> stage = first.fieldNames();
        return stage.hasNext() && stage.next().equals("$match") ? first.get("$match") : null;
    }
}
