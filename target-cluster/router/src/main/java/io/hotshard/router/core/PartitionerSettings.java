package io.hotshard.router.core;

import io.hotshard.ring.HashAlgorithm;
import io.hotshard.ring.Node;
import io.hotshard.ring.Partitioner;
import io.hotshard.ring.PartitionerConfig;
import io.hotshard.ring.PartitionerKind;
import io.vertx.core.json.JsonObject;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * The partitioner a router uses, independent of its nodes: kind, key hash, virtual nodes per unit of weight,
 * the bounded-load slack and, for {@code range}, the split points the router starts with (empty: an even split;
 * otherwise one fewer than the nodes; membership changes then split and merge ranges as {@code RangePartitioner}
 * does).
 */
public record PartitionerSettings(PartitionerKind kind, HashAlgorithm hash, int vnodes, double epsilon,
                                  List<String> rangeBoundaries) {

    private static final Set<String> FIELDS = Set.of("partitioner", "hash", "vnodes", "epsilon");

    /** Validates every field; messages carry the bad value. */
    public PartitionerSettings {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(hash, "hash");
        if (vnodes < 1 || vnodes > PartitionerConfig.MAX_VNODES) {
            throw new IllegalArgumentException("vnodes must be >= 1 and <= " + PartitionerConfig.MAX_VNODES
                    + " but was " + vnodes);
        }
        if (!(epsilon > 0) || Double.isInfinite(epsilon)) {
            throw new IllegalArgumentException("epsilon must be > 0 and finite but was " + epsilon);
        }
        rangeBoundaries = rangeBoundaries == null ? List.of() : List.copyOf(rangeBoundaries);
    }

    /** Settings with an even range split. */
    public PartitionerSettings(PartitionerKind kind, HashAlgorithm hash, int vnodes, double epsilon) {
        this(kind, hash, vnodes, epsilon, List.of());
    }

    /** Ring, sha256, 100 vnodes, epsilon 0.25. */
    public static PartitionerSettings defaults() {
        return new PartitionerSettings(PartitionerKind.RING, HashAlgorithm.SHA256, PartitionerConfig.DEFAULT_VNODES,
                PartitionerConfig.DEFAULT_EPSILON);
    }

    /** Defaults with another kind. */
    public static PartitionerSettings of(PartitionerKind kind) {
        return defaults().withKind(kind);
    }

    /** A copy with another kind. */
    public PartitionerSettings withKind(PartitionerKind newKind) {
        return new PartitionerSettings(newKind, hash, vnodes, epsilon, rangeBoundaries);
    }

    /** A copy with another hash. */
    public PartitionerSettings withHash(HashAlgorithm newHash) {
        return new PartitionerSettings(kind, newHash, vnodes, epsilon, rangeBoundaries);
    }

    /** A copy with another number of virtual nodes. */
    public PartitionerSettings withVnodes(int newVnodes) {
        return new PartitionerSettings(kind, hash, newVnodes, epsilon, rangeBoundaries);
    }

    /** A copy with another bounded-load slack. */
    public PartitionerSettings withEpsilon(double newEpsilon) {
        return new PartitionerSettings(kind, hash, vnodes, newEpsilon, rangeBoundaries);
    }

    /** A copy with other range split points (empty for an even split). */
    public PartitionerSettings withRangeBoundaries(List<String> newBoundaries) {
        return new PartitionerSettings(kind, hash, vnodes, epsilon, newBoundaries);
    }

    /**
     * The full partitioner configuration over {@code nodes}; fails if they do not fit (e.g. Maglev table, or
     * range boundaries that are not one fewer than the nodes).
     */
    public PartitionerConfig toConfig(List<Node> nodes) {
        PartitionerConfig config = PartitionerConfig.defaults(nodes).withKind(kind).withHash(hash).withVnodes(vnodes)
                .withEpsilon(epsilon);
        return kind == PartitionerKind.RANGE ? config.withRangeBoundaries(rangeBoundaries) : config;
    }

    /** Builds the partitioner over {@code nodes}. */
    public Partitioner create(List<Node> nodes) {
        return toConfig(nodes).create();
    }

    /**
     * Applies a JSON change {@code {partitioner, hash, vnodes, epsilon}}; absent fields keep their value.
     * Unknown fields, names or values fail with a message listing what is allowed.
     */
    public PartitionerSettings patched(JsonObject patch) {
        JsonInput.requireKnown(patch, FIELDS);
        String kindName = JsonInput.optionalString(patch, "partitioner");
        String hashName = JsonInput.optionalString(patch, "hash");
        Long newVnodes = JsonInput.optionalInteger(patch, "vnodes");
        Double newEpsilon = JsonInput.optionalNumber(patch, "epsilon");
        if (newVnodes != null && (newVnodes < 1 || newVnodes > PartitionerConfig.MAX_VNODES)) {
            throw new IllegalArgumentException("vnodes must be >= 1 and <= " + PartitionerConfig.MAX_VNODES
                    + " but was " + newVnodes);
        }
        return new PartitionerSettings(kindName == null ? kind : PartitionerKind.byName(kindName),
                hashName == null ? hash : HashAlgorithm.byName(hashName),
                newVnodes == null ? vnodes : newVnodes.intValue(), newEpsilon == null ? epsilon : newEpsilon,
                rangeBoundaries);
    }

    /** The JSON form accepted by {@link #patched(JsonObject)}. */
    public JsonObject toJson() {
        return new JsonObject().put("partitioner", kind.label()).put("hash", hash.label()).put("vnodes", vnodes)
                .put("epsilon", epsilon);
    }
}
