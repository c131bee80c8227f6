package io.hotshard.keys.analyze;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.hotshard.cassandra.CqlClient;
import io.hotshard.cassandra.CqlEndpoint;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Where {@code --partitioner cassandra} takes its ring from ({@code --tokens-from}): a running cluster,
 * {@code cassandra://127.0.0.11:9042} (each node's tokens from {@code system.local} and {@code system.peers}, over
 * CQL), or the JSON that {@code hotshard cassandra ring --format json} prints (its {@code tokenMap}).
 */
final class TokenSource {

    private TokenSource() {
    }

    /**
     * The live ring the options ask for, or null when {@code --partitioner} does not name {@code cassandra}; fails in
     * one line on options that do not go together or a source that cannot be read.
     */
    static LiveRing forOptions(List<PartitionerName> partitioners, String tokensFrom, Integer rf, boolean queries,
                               boolean capacity) throws IOException {
        boolean live = partitioners.stream().anyMatch(PartitionerName::live);
        if (!live) {
            if (tokensFrom != null || rf != null) {
                throw new IllegalArgumentException((tokensFrom != null ? "--tokens-from" : "--rf")
                        + " goes with --partitioner cassandra");
            }
            return null;
        }
        if (partitioners.size() > 1) {
            throw new IllegalArgumentException("--partitioner cassandra places keys on a live ring's nodes and goes"
                    + " alone, but was given with " + partitioners.stream().filter(p -> !p.live()).toList());
        }
        if (tokensFrom == null) {
            throw new IllegalArgumentException("--partitioner cassandra needs --tokens-from cassandra://127.0.0.11:9042"
                    + " or a file written by hotshard cassandra ring --format json");
        }
        if (queries || capacity) {
            throw new IllegalArgumentException("--partitioner cassandra does not take " + (queries ? "--queries"
                    : "--rate or --shard-capacity") + ": it gives each node's share of the keys' requests");
        }
        return LiveRing.of(tokensFrom, read(tokensFrom), rf);
    }

    /** Each node's signed tokens from {@code source}, in the order the source lists the nodes. */
    static Map<String, List<Long>> read(String source) throws IOException {
        return CqlEndpoint.looksLikeOne(source) ? fromCluster(CqlEndpoint.parse(source)) : fromFile(Path.of(source));
    }

    private static Map<String, List<Long>> fromCluster(CqlEndpoint endpoint) {
        try (CqlClient client = CqlClient.connect(endpoint)) {
            return client.tokens(endpoint.address());
        } catch (IllegalStateException e) {
            // The driver's messages list every node it tried, over several lines: the first says enough.
            throw new IllegalArgumentException("cannot read the ring of " + endpoint + ": "
                    + e.getMessage().lines().findFirst().orElse(""), e);
        }
    }

    private static Map<String, List<Long>> fromFile(Path file) throws IOException {
        JsonNode root;
        try (InputStream in = Files.newInputStream(file)) {
            root = new ObjectMapper().readTree(in);
        } catch (JsonProcessingException e) {
            throw new IllegalArgumentException("--tokens-from " + file + " is not JSON: " + e.getOriginalMessage(), e);
        }
        JsonNode map = root == null ? null : root.get("tokenMap");
        if (map == null || !map.isObject()) {
            throw new IllegalArgumentException("--tokens-from " + file + " holds no tokenMap object; write one with"
                    + " hotshard cassandra ring --format json");
        }
        Map<String, List<Long>> tokens = new LinkedHashMap<>();
        for (Map.Entry<String, JsonNode> node : map.properties()) {
            tokens.put(node.getKey(), tokens(file, node.getKey(), node.getValue()));
        }
        return tokens;
    }

    /** A node's tokens: strings as Cassandra prints them (and the ring file holds), or integral numbers. */
    private static List<Long> tokens(Path file, String node, JsonNode array) {
        if (!array.isArray()) {
            throw new IllegalArgumentException("--tokens-from " + file + ": the tokens of " + node + " must be an array"
                    + " but were " + array);
        }
        List<Long> tokens = new ArrayList<>();
        for (JsonNode token : array) {
            try {
                tokens.add(token.isIntegralNumber() && token.canConvertToLong() ? token.asLong()
                        : Long.parseLong(token.textValue()));
            } catch (NumberFormatException e) {
                throw new IllegalArgumentException("--tokens-from " + file + ": a token of " + node + " must be a"
                        + " signed 64-bit integer but was " + token, e);
            }
        }
        return tokens;
    }
}
