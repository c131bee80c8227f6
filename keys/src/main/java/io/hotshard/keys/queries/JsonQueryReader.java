package io.hotshard.keys.queries;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.Iterator;
import java.util.Map;
import java.util.Set;

/**
 * hotshard's own query log, one JSON object per line:
 * {@code {"op":"read"|"write"|"update","where":{FIELD: VALUE | {"in":[...]} | {"gte":X,"lt":Y}, "or":[{...}]},
 * "set":{FIELD: VALUE},"count":N}}. {@code op} defaults to read, {@code count} to 1; a query without {@code where}
 * reads everything; {@code set} names the fields an update assigns. A line that is not a JSON object, or whose
 * {@code count} is not a whole number of at least 1, is bad input; an unknown op or predicate operator makes the
 * query not understood.
 */
final class JsonQueryReader implements QueryLogReader {

    private static final ObjectMapper JSON = new ObjectMapper();

    @Override
    public void read(String name, InputStream in, QuerySink sink) throws IOException {
        BufferedReader lines = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8), 1 << 16);
        long number = 0;
        for (String line = lines.readLine(); line != null; line = lines.readLine()) {
            number++;
            if (line.isBlank()) {
                continue;
            }
            String where = name + ":" + number;
            JsonNode node = parse(line, where);
            long count = count(node, where);
            QueryOp op = node.has("op") ? QueryOp.byName(node.get("op").asText()) : QueryOp.READ;
            if (op == null) {
                sink.notUnderstood(where, "unknown op '" + node.get("op").asText() + "'", count);
                continue;
            }
            try {
                Condition condition = node.has("where") ? JsonWhere.of(node.get("where")) : Condition.ANYTHING;
                sink.accept(new Query(op, condition, fields(node.get("set")), count));
            } catch (NotUnderstood e) {
                sink.notUnderstood(where, e.getMessage(), count);
            }
        }
    }

    private static JsonNode parse(String line, String where) {
        try {
            JsonNode node = JSON.readTree(line);
            if (node != null && node.isObject()) {
                return node;
            }
        } catch (JsonProcessingException e) {
            // Reported below, with the line.
        }
        throw new IllegalArgumentException(where + ": expected a JSON object such as {\"op\":\"read\",\"where\":"
                + "{\"customer_id\":42},\"count\":1}, found " + abbreviate(line));
    }

    private static long count(JsonNode node, String where) {
        JsonNode count = node.get("count");
        if (count == null) {
            return 1;
        }
        if (!count.canConvertToExactIntegral() || count.asLong() < 1) {
            throw new IllegalArgumentException(where + ": expected \"count\" to be a whole number >= 1, found "
                    + count);
        }
        return count.asLong();
    }

    private static Set<String> fields(JsonNode set) {
        Set<String> fields = new HashSet<>();
        if (set == null) {
            return fields;
        }
        if (set.isArray()) {
            set.forEach(f -> fields.add(f.asText()));
        } else {
            for (Iterator<Map.Entry<String, JsonNode>> it = set.fields(); it.hasNext(); ) {
                fields.add(it.next().getKey());
            }
        }
        return fields;
    }

    private static String abbreviate(String line) {
        String one = line.strip();
        return one.length() > 60 ? "'" + one.substring(0, 60) + "...'" : "'" + one + "'";
    }
}
