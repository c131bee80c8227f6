package io.hotshard.ring;

import java.util.List;

/** Slot-to-node assignments of {@link SlotPartitioner} and the minimal moves between them. */
final class SlotTable {

    private SlotTable() {
    }

    /** Largest-remainder apportionment of {@code total} units in proportion to {@code weights}. */
    static int[] apportion(List<Node> nodes, int total) {
        double weightSum = nodes.stream().mapToDouble(Node::weight).sum();
        int[] shares = new int[nodes.size()];
        double[] fractions = new double[nodes.size()];
        int given = 0;
        for (int i = 0; i < shares.length; i++) {
            double quota = total * nodes.get(i).weight() / weightSum;
            shares[i] = (int) Math.floor(quota);
            fractions[i] = quota - shares[i];
            given += shares[i];
        }
        for (; given < total; given++) {
            int best = 0;
            for (int i = 1; i < shares.length; i++) {
                if (fractions[i] > fractions[best]) {
                    best = i;
                }
            }
            shares[best]++;
            fractions[best] = -1;
        }
        return shares;
    }

    /** Contiguous ranges in node order, sized in proportion to weight. */
    static int[] initial(List<Node> nodes) {
        int[] shares = apportion(nodes, RedisSlots.SLOT_COUNT);
        int[] owners = new int[RedisSlots.SLOT_COUNT];
        int slot = 0;
        for (int i = 0; i < shares.length; i++) {
            for (int k = 0; k < shares[i]; k++) {
                owners[slot++] = i;
            }
        }
        return owners;
    }

    static int[] counts(int[] owners, int nodeCount) {
        int[] counts = new int[nodeCount];
        for (int owner : owners) {
            counts[owner]++;
        }
        return counts;
    }

    /**
     * The new node (index {@code nodes.size() - 1}) receives its fair share, one slot at a time from the
     * node furthest above its own fair share (with equal weights: the node with the most slots); each
     * donor gives up its highest-numbered slots. No other slot changes owner.
     */
    static int[] adding(int[] owners, List<Node> nodes) {
        int newIndex = nodes.size() - 1;
        int[] targets = apportion(nodes, RedisSlots.SLOT_COUNT);
        int[] surplus = counts(owners, nodes.size());
        for (int i = 0; i < surplus.length; i++) {
            surplus[i] -= targets[i];
        }
        int[] give = new int[nodes.size()];
        for (int k = 0; k < targets[newIndex]; k++) {
            int donor = argMax(surplus, newIndex);
            surplus[donor]--;
            give[donor]++;
        }
        int[] result = owners.clone();
        for (int slot = result.length - 1; slot >= 0; slot--) {
            int owner = result[slot];
            if (give[owner] > 0) {
                give[owner]--;
                result[slot] = newIndex;
            }
        }
        return result;
    }

    /**
     * The slots of node {@code removed} go, in ascending contiguous chunks, to the survivors furthest
     * below their new fair share first (the least loaded); survivors keep every slot they had.
     */
    static int[] removing(int[] owners, List<Node> nodes, int removed) {
        List<Node> survivors = Members.removing(nodes, nodes.get(removed).id());
        int[] targets = apportion(survivors, RedisSlots.SLOT_COUNT);
        int[] deficit = new int[survivors.size()];
        int[] result = new int[owners.length];
        int freed = 0;
        for (int slot = 0; slot < owners.length; slot++) {
            int owner = owners[slot];
            if (owner == removed) {
                freed++;
                result[slot] = -1;
            } else {
                result[slot] = owner > removed ? owner - 1 : owner;
                deficit[result[slot]]--;
            }
        }
        for (int i = 0; i < deficit.length; i++) {
            deficit[i] += targets[i];
        }
        int[] take = new int[survivors.size()];
        for (int k = 0; k < freed; k++) {
            int taker = argMax(deficit, deficit.length);
            deficit[taker]--;
            take[taker]++;
        }
        int taker = 0;
        for (int slot = 0; slot < result.length; slot++) {
            if (result[slot] == -1) {
                while (take[taker] == 0) {
                    taker++;
                }
                take[taker]--;
                result[slot] = taker;
            }
        }
        return result;
    }

    /** Index of the largest value among the first {@code limit} entries, ties to the lowest index. */
    private static int argMax(int[] values, int limit) {
        int best = 0;
        for (int i = 1; i < limit; i++) {
            if (values[i] > values[best]) {
                best = i;
            }
        }
        return best;
    }
}
