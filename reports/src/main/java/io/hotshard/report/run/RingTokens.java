package io.hotshard.report.run;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.hotshard.runformat.RunFiles;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The router's ring as {@code ring-start.json} or {@code ring-end.json} hold it: each token's position on the
 * circle (0..1) and its owner.
 *
 * @param atMillis offset from the run's start
 * @param sampled  true when the partitioner has no tokens and the points are owners of evenly spaced hashes
 */
public record RingTokens(long atMillis, String partitioner, List<String> owners, boolean sampled,
                         List<Token> tokens) {

    /** The file written when recording starts. */
    public static final String START = RunFiles.RING_START;
    /** The file written when recording ends. */
    public static final String END = RunFiles.RING_END;
    private static final ObjectMapper MAPPER = new ObjectMapper();

    /** One token: where it sits (0..1 of the hash space) and the index of its owner in {@link #owners()}. */
    public record Token(double position, int owner) {
    }

    /** Copies the lists. */
    public RingTokens {
        owners = List.copyOf(owners);
        tokens = List.copyOf(tokens);
    }

    /** The tokens of shard {@code id}. */
    public long tokensOf(String id) {
        int index = owners.indexOf(id);
        return tokens.stream().filter(t -> t.owner() == index).count();
    }

    /** Reads {@code name} from {@code dir}; empty when absent (a router without tokens, an older run). */
    public static Optional<RingTokens> read(Path dir, String name) {
        Path file = dir.resolve(name);
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        try {
            JsonFields json = new JsonFields(MAPPER.readTree(file.toFile()), name);
            List<String> owners = new ArrayList<>();
            json.get("owners").forEach(o -> owners.add(o.asText()));
            List<Token> tokens = new ArrayList<>();
            for (JsonNode pair : json.get("tokens")) {
                int owner = pair.get(1).asInt();
                if (owner < 0 || owner >= owners.size()) {
                    throw new RunFormatException(name + ": token owner " + owner + " is not one of " + owners);
                }
                tokens.add(new Token(pair.get(0).asDouble(), owner));
            }
            return Optional.of(new RingTokens(json.get("atMillis").asLong(), json.get("partitioner").asText(),
                    owners, json.get("sampled").asBoolean(), tokens));
        } catch (IOException | IllegalArgumentException e) {
            throw new RunFormatException("cannot read " + file + ": " + e.getMessage(), e);
        }
    }
}
