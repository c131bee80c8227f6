package io.hotshard.ring;

import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * Everything needed to build a {@link Partitioner}, validated on construction.
 *
 * @param kind            which partitioner to build
 * @param hash            key hash (not used by {@code slots}, which is CRC16 by definition, nor by {@code range})
 * @param vnodes          virtual nodes per unit of weight on the ring ({@code ring}, {@code bounded}); 1..65536
 * @param nodes           the nodes, non-empty, ids unique, in the order given
 * @param epsilon         load slack of {@code bounded}: capacity is (1 + epsilon) times the fair share; > 0
 * @param maglevTableSize Maglev lookup table size: a prime, at least the number of nodes, at most 2^24
 * @param rangeBoundaries {@code range} split points, strictly ascending; empty means an even split;
 *                        for kind {@code range} there must be exactly {@code nodes - 1} when given
 */
public record PartitionerConfig(PartitionerKind kind, HashAlgorithm hash, int vnodes, List<Node> nodes,
                                double epsilon, int maglevTableSize, List<String> rangeBoundaries) {

    /** Default number of virtual nodes per node of weight 1. */
    public static final int DEFAULT_VNODES = 100;
    /** The partitioner unless told otherwise. */
    public static final PartitionerKind DEFAULT_KIND = PartitionerKind.RING;
    /** The key hash of the hash partitioners unless told otherwise. */
    public static final HashAlgorithm DEFAULT_HASH = HashAlgorithm.SHA256;
    /** Default bounded-load slack. */
    public static final double DEFAULT_EPSILON = 0.25;
    /** Default Maglev table size (prime), as in the Maglev paper's evaluation. */
    public static final int DEFAULT_MAGLEV_TABLE_SIZE = 65537;
    /** Upper limit of {@link #vnodes()}. */
    public static final int MAX_VNODES = 65536;
    /** Upper limit of {@link #maglevTableSize()}. */
    public static final int MAX_MAGLEV_TABLE_SIZE = 1 << 24;

    /** Validates every field; messages carry the offending value. */
    public PartitionerConfig {
        Objects.requireNonNull(kind, "kind");
        Objects.requireNonNull(hash, "hash");
        if (vnodes < 1 || vnodes > MAX_VNODES) {
            throw new IllegalArgumentException("vnodes must be >= 1 and <= " + MAX_VNODES + " but was " + vnodes);
        }
        if (nodes == null || nodes.isEmpty()) {
            throw new IllegalArgumentException("nodes must not be empty but was " + nodes);
        }
        nodes = List.copyOf(nodes);
        requireUniqueIds(nodes);
        if (!(epsilon > 0) || Double.isInfinite(epsilon)) {
            throw new IllegalArgumentException("epsilon must be > 0 and finite but was " + epsilon);
        }
        requireMaglevTableSize(maglevTableSize, nodes.size());
        rangeBoundaries = rangeBoundaries == null ? List.of() : List.copyOf(rangeBoundaries);
        requireBoundaries(kind, rangeBoundaries, nodes.size());
    }

    /** Ring, sha256, 100 vnodes, epsilon 0.25, Maglev table 65537, even range split. */
    public static PartitionerConfig defaults(List<Node> nodes) {
        return new PartitionerConfig(DEFAULT_KIND, DEFAULT_HASH, DEFAULT_VNODES, nodes,
                DEFAULT_EPSILON, DEFAULT_MAGLEV_TABLE_SIZE, List.of());
    }

    /** Defaults with nodes of weight 1 named by {@code ids}. */
    public static PartitionerConfig defaults(String... ids) {
        return defaults(Arrays.stream(ids).map(Node::of).toList());
    }

    /** Builds the partitioner this configuration describes. */
    public Partitioner create() {
        return kind.create(this);
    }

    /** A copy with another kind. */
    public PartitionerConfig withKind(PartitionerKind newKind) {
        return new PartitionerConfig(newKind, hash, vnodes, nodes, epsilon, maglevTableSize, rangeBoundaries);
    }

    /** A copy with another hash. */
    public PartitionerConfig withHash(HashAlgorithm newHash) {
        return new PartitionerConfig(kind, newHash, vnodes, nodes, epsilon, maglevTableSize, rangeBoundaries);
    }

    /** A copy with another number of virtual nodes. */
    public PartitionerConfig withVnodes(int newVnodes) {
        return new PartitionerConfig(kind, hash, newVnodes, nodes, epsilon, maglevTableSize, rangeBoundaries);
    }

    /** A copy with other nodes (range boundaries are kept and must still fit). */
    public PartitionerConfig withNodes(List<Node> newNodes) {
        return new PartitionerConfig(kind, hash, vnodes, newNodes, epsilon, maglevTableSize, rangeBoundaries);
    }

    /** A copy with another bounded-load slack. */
    public PartitionerConfig withEpsilon(double newEpsilon) {
        return new PartitionerConfig(kind, hash, vnodes, nodes, newEpsilon, maglevTableSize, rangeBoundaries);
    }

    /** A copy with another Maglev table size. */
    public PartitionerConfig withMaglevTableSize(int newSize) {
        return new PartitionerConfig(kind, hash, vnodes, nodes, epsilon, newSize, rangeBoundaries);
    }

    /** A copy with other range boundaries (empty for an even split). */
    public PartitionerConfig withRangeBoundaries(List<String> newBoundaries) {
        return new PartitionerConfig(kind, hash, vnodes, nodes, epsilon, maglevTableSize, newBoundaries);
    }

    /** A copy with other nodes and range boundaries at once (range membership changes move both). */
    public PartitionerConfig withNodesAndBoundaries(List<Node> newNodes, List<String> newBoundaries) {
        return new PartitionerConfig(kind, hash, vnodes, newNodes, epsilon, maglevTableSize, newBoundaries);
    }

    /** Whether {@code n} is prime (trial division; table sizes are at most 2^24). */
    static boolean isPrime(int n) {
        if (n < 2) {
            return false;
        }
        if (n % 2 == 0) {
            return n == 2;
        }
        for (int d = 3; (long) d * d <= n; d += 2) {
            if (n % d == 0) {
                return false;
            }
        }
        return true;
    }

    private static void requireUniqueIds(List<Node> nodes) {
        Set<String> seen = new HashSet<>();
        for (Node node : nodes) {
            Objects.requireNonNull(node, "nodes must not contain null");
            if (!seen.add(node.id())) {
                throw new IllegalArgumentException("duplicate node id '" + node.id() + "' in nodes "
                        + Members.ids(nodes));
            }
        }
    }

    private static void requireMaglevTableSize(int size, int nodeCount) {
        if (size > MAX_MAGLEV_TABLE_SIZE) {
            throw new IllegalArgumentException("maglevTableSize must be <= " + MAX_MAGLEV_TABLE_SIZE
                    + " but was " + size);
        }
        if (!isPrime(size)) {
            throw new IllegalArgumentException("maglevTableSize must be prime but was " + size);
        }
        if (size < nodeCount) {
            throw new IllegalArgumentException("maglevTableSize must be >= the number of nodes (" + nodeCount
                    + ") but was " + size);
        }
    }

    private static void requireBoundaries(PartitionerKind kind, List<String> boundaries, int nodeCount) {
        for (int i = 0; i < boundaries.size(); i++) {
            String b = boundaries.get(i);
            Objects.requireNonNull(b, "rangeBoundaries must not contain null");
            if (i > 0 && boundaries.get(i - 1).compareTo(b) >= 0) {
                throw new IllegalArgumentException("rangeBoundaries must be strictly ascending but '"
                        + boundaries.get(i - 1) + "' >= '" + b + "' at index " + i + " of " + boundaries);
            }
        }
        if (kind == PartitionerKind.RANGE && !boundaries.isEmpty() && boundaries.size() != nodeCount - 1) {
            throw new IllegalArgumentException("rangeBoundaries must have nodes - 1 = " + (nodeCount - 1)
                    + " entries but had " + boundaries.size() + ": " + boundaries);
        }
    }
}
