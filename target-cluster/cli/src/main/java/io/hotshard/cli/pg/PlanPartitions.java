package io.hotshard.cli.pg;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Set;
import java.util.TreeSet;

/** The partitions a query plan reads: every {@code Relation Name} of an {@code EXPLAIN (FORMAT JSON)} plan tree. */
public final class PlanPartitions {

    private static final ObjectMapper JSON = new ObjectMapper();

    private PlanPartitions() {
    }

    /** Relations named in the plan whose names start with {@code prefix}, sorted. */
    public static Set<String> read(String explainJson, String prefix) {
        JsonNode root;
        try {
            root = JSON.readTree(explainJson);
        } catch (IOException e) {
            throw new UncheckedIOException("EXPLAIN output is not JSON: " + e.getMessage(), e);
        }
        if (!root.isArray() || root.isEmpty() || !root.get(0).has("Plan")) {
            throw new IllegalArgumentException("EXPLAIN output must be [{\"Plan\": ...}] but was " + explainJson);
        }
        Set<String> relations = new TreeSet<>();
        collect(root.get(0).get("Plan"), prefix, relations);
        return relations;
    }

    private static void collect(JsonNode plan, String prefix, Set<String> relations) {
        String relation = plan.path("Relation Name").asText("");
        if (relation.startsWith(prefix)) {
            relations.add(relation);
        }
        for (JsonNode child : plan.path("Plans")) {
            collect(child, prefix, relations);
        }
    }
}
