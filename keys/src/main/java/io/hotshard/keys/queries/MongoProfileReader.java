package io.hotshard.keys.queries;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Locale;

/**
 * Reads a MongoDB profiler export: {@code system.profile} documents as JSON lines, in relaxed or canonical Extended
 * JSON ({@code mongoexport --collection=system.profile}, or {@code EJSON.stringify} of each document). Each document
 * is one operation of weight 1. Reads ({@code find}, {@code count}, {@code distinct}, {@code aggregate} with a leading
 * {@code $match}) become {@link QueryOp#READ}; update and delete statements, and {@code findAndModify},
 * {@link QueryOp#UPDATE}; each inserted document a {@link QueryOp#WRITE} on its own field values. Filters are read
 * by {@link MongoFilters}.
 *
 * <p>A {@code getmore} (or {@code getMore}/{@code killCursors} command) continues or closes the cursor of a query
 * read earlier, so it is skipped without a trace. Any other op or command, and an insert whose documents the profile
 * left out (mongod omits them when the client sends them as a document sequence), goes to
 * {@link QuerySink#notUnderstood}. The namespace is not kept: an export that mixes collections mixes their queries.
 */
public final class MongoProfileReader implements QueryLogReader {

    private static final ObjectMapper JSON = new ObjectMapper()
            .enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);
    private static final String EXPECTED = "expected a system.profile document (a JSON object with \"op\"), found ";

    @Override
    public void read(String name, InputStream in, QuerySink sink) throws IOException {
        BufferedReader lines = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        long number = 0;
        for (String line = lines.readLine(); line != null; line = lines.readLine()) {
            number++;
            if (line.isBlank()) {
                continue;
            }
            String location = name + ":" + number;
            JsonNode document = document(location, line);
            String op = document.get("op").textValue().toLowerCase(Locale.ROOT);
            List<Query> queries;
            try {
                queries = MongoStatements.of(op, document.get("command"));
            } catch (NotUnderstood e) {
                JsonNode ns = document.get("ns");
                String on = ns != null && ns.isTextual() ? " on " + ns.textValue() : "";
                sink.notUnderstood(location, e.getMessage() + on, 1);
                continue;
            }
            queries.forEach(sink::accept);
        }
    }

    private static JsonNode document(String location, String line) {
        JsonNode document;
        try {
            document = JSON.readTree(line);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException(location + ": " + EXPECTED + "invalid JSON", e);
        }
        if (!document.isObject()) {
            throw new IllegalArgumentException(location + ": " + EXPECTED + kind(document));
        }
        JsonNode op = document.get("op");
        if (op == null) {
            throw new IllegalArgumentException(location + ": " + EXPECTED + "an object without \"op\"");
        }
        if (!op.isTextual()) {
            throw new IllegalArgumentException(location + ": " + EXPECTED + "an \"op\" that is not a string: " + op);
        }
        return document;
    }

    private static String kind(JsonNode node) {
        return switch (node.getNodeType()) {
            case ARRAY -> "an array";
            case STRING -> "a string";
            case NUMBER -> "a number";
            case BOOLEAN -> "a boolean";
            default -> "null";
        };
    }
}
