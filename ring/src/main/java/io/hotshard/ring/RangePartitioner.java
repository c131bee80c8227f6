package io.hotshard.ring;

import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * Range partitioning by key order (as in Bigtable tablets or HBase regions): with boundaries
 * {@code b0 < b1 < ...} node {@code i} owns keys {@code k} with {@code b(i-1) <= k < b(i)} by
 * {@link String#compareTo}; node 0 owns everything below {@code b0}, the last node everything from
 * the last boundary on. Without boundaries the first characters are split evenly over printable
 * ASCII (for 4 nodes: "7", "O", "g"). Adding a node splits the widest range (see
 * {@link #widestSplittableRange()}) near its middle, the new node taking the upper half and standing
 * right after the split node in {@link #nodes()}, which is always in key order. Removing a node merges
 * its range into the narrower neighbour. Both changes move one range only, so the kind is consistent;
 * its weakness is the hot spot of sequential keys, which all land in the last range. Weights are ignored.
 */
public final class RangePartitioner extends ConfiguredPartitioner {

    private final String[] ids;
    private final String[] boundaries;

    /** Uses the configured boundaries, or the even ASCII split when there are none. */
    public RangePartitioner(PartitionerConfig config) {
        super(PartitionerKind.RANGE, config);
        this.ids = Members.idArray(config.nodes());
        List<String> given = config.rangeBoundaries();
        this.boundaries = (given.isEmpty() ? RangeKeySpace.evenAsciiBoundaries(ids.length) : given)
                .toArray(new String[0]);
    }

    /** {@code nodes - 1} boundaries splitting {@code [0, keySpace)} of {@code prefix + digits} keys evenly. */
    public static List<String> numericBoundaries(String prefix, int digits, long keySpace, int nodes) {
        if (digits < 1 || digits > 18) {
            throw new IllegalArgumentException("digits must be in 1..18 but was " + digits);
        }
        if (nodes < 1 || keySpace < nodes) {
            throw new IllegalArgumentException("keySpace must be >= nodes (" + nodes + ") but was " + keySpace);
        }
        List<String> result = new ArrayList<>();
        for (int i = 1; i < nodes; i++) {
            String n = Long.toString(BigInteger.valueOf(keySpace).multiply(BigInteger.valueOf(i))
                    .divide(BigInteger.valueOf(nodes)).longValueExact());
            if (n.length() > digits) {
                throw new IllegalArgumentException("keySpace " + keySpace + " does not fit in " + digits + " digits");
            }
            result.add(prefix + "0".repeat(digits - n.length()) + n);
        }
        return result;
    }

    /** {@code nodes - 1} boundaries splitting the first characters evenly over printable ASCII. */
    public static List<String> evenBoundaries(int nodes) {
        return RangeKeySpace.evenAsciiBoundaries(nodes);
    }

    /** The boundaries in effect (configured or computed), ascending. */
    public List<String> boundaries() {
        return List.of(boundaries);
    }

    /** Index of the range that {@link #withNode(Node)} would split; fails if none can be split. */
    public int widestSplittableRange() {
        RangeKeySpace space = RangeKeySpace.of(boundaries());
        int best = -1;
        BigInteger bestWidth = BigInteger.ONE.negate();
        for (int i = 0; i < ids.length; i++) {
            BigInteger w = space.width(lower(i), upper(i));
            if (w.compareTo(bestWidth) > 0 && space.midpoint(lower(i), upper(i)).isPresent()) {
                best = i;
                bestWidth = w;
            }
        }
        if (best < 0) {
            throw new IllegalStateException("no range can be split further; boundaries are " + boundaries());
        }
        return best;
    }

    private String lower(int range) {
        return range == 0 ? null : boundaries[range - 1];
    }

    private String upper(int range) {
        return range == boundaries.length ? null : boundaries[range];
    }

    @Override
    public String ownerOf(String key) {
        return ids[indexOf(key)];
    }

    /** The ranges that meet the keys starting with {@code prefix}: from the prefix's owner to the last range whose
     * lower boundary sorts below every key beyond them. */
    @Override
    public List<String> ownersOfPrefix(String prefix) {
        String end = successor(prefix);
        int first = indexOf(prefix);
        int last = end == null ? ids.length - 1 : indexOf(end);
        if (end != null && Arrays.binarySearch(boundaries, end) >= 0) {
            last--;
        }
        return List.of(ids).subList(first, Math.max(first, last) + 1);
    }

    private int indexOf(String key) {
        int found = Arrays.binarySearch(boundaries, key);
        return found >= 0 ? found + 1 : -found - 1;
    }

    /** The least string above every string that starts with {@code prefix}, or null when there is none. */
    private static String successor(String prefix) {
        int i = prefix.length() - 1;
        while (i >= 0 && prefix.charAt(i) == Character.MAX_VALUE) {
            i--;
        }
        return i < 0 ? null : prefix.substring(0, i) + (char) (prefix.charAt(i) + 1);
    }

    @Override
    public RangePartitioner withNode(Node node) {
        Members.adding(config.nodes(), node);
        int split = widestSplittableRange();
        Optional<String> mid = RangeKeySpace.of(boundaries()).midpoint(lower(split), upper(split));
        List<Node> nodes = new ArrayList<>(config.nodes());
        nodes.add(split + 1, node);
        List<String> bounds = new ArrayList<>(boundaries());
        bounds.add(split, mid.orElseThrow());
        return new RangePartitioner(config.withNodesAndBoundaries(nodes, bounds));
    }

    @Override
    public RangePartitioner withoutNode(String nodeId) {
        int index = Members.requireIndex(config.nodes(), nodeId);
        List<Node> nodes = Members.removing(config.nodes(), nodeId);
        List<String> bounds = new ArrayList<>(boundaries());
        bounds.remove(mergesIntoPredecessor(index) ? index - 1 : index);
        return new RangePartitioner(config.withNodesAndBoundaries(nodes, bounds));
    }

    private boolean mergesIntoPredecessor(int index) {
        if (index == 0) {
            return false;
        }
        if (index == ids.length - 1) {
            return true;
        }
        RangeKeySpace space = RangeKeySpace.of(boundaries());
        BigInteger before = space.width(lower(index - 1), upper(index - 1));
        BigInteger after = space.width(lower(index + 1), upper(index + 1));
        return before.compareTo(after) <= 0;
    }

    @Override
    public String toString() {
        return "range(nodes=" + Members.ids(config.nodes()) + ", boundaries=" + boundaries() + ")";
    }
}
