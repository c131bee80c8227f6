package io.hotshard.ring;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Maglev hashing (Eisenbud et al., "Maglev: A Fast and Reliable Software Network Load Balancer", NSDI
 * 2016): a lookup table of prime size M filled by letting nodes take turns claiming the next free entry
 * of their own permutation {@code (offset + j * skip) mod M}, with {@code offset = hash(id) mod M} and
 * {@code skip = hash(id + "\u0000skip") mod (M - 1) + 1}; a key maps to {@code table[hash(key) mod M]}.
 * Nodes take turns in proportion to their weight (the heaviest every round). Changes disturb few
 * entries but not only those of the changed node, so the kind is not strictly consistent.
 */
public final class MaglevPartitioner extends ConfiguredHashPartitioner {

    private final String[] ids;
    private final int[] table;

    /** Populates the lookup table of {@code config.maglevTableSize()} entries. */
    public MaglevPartitioner(PartitionerConfig config) {
        super(PartitionerKind.MAGLEV, config);
        this.ids = Members.idArray(config.nodes());
        this.table = populate(config);
    }

    private static int[] populate(PartitionerConfig config) {
        List<Node> nodes = config.nodes();
        int m = config.maglevTableSize();
        int n = nodes.size();
        long[] offset = new long[n];
        long[] skip = new long[n];
        double[] turnsPerRound = new double[n];
        double maxWeight = nodes.stream().mapToDouble(Node::weight).max().orElseThrow();
        for (int i = 0; i < n; i++) {
            String id = nodes.get(i).id();
            offset[i] = Long.remainderUnsigned(config.hash().hash(id), m);
            skip[i] = Long.remainderUnsigned(config.hash().hash(id + "\u0000skip"), m - 1) + 1;
            turnsPerRound[i] = nodes.get(i).weight() / maxWeight;
        }
        int[] entries = new int[m];
        Arrays.fill(entries, -1);
        long[] next = new long[n];
        double[] credit = new double[n];
        int filled = 0;
        // Each round fills at least one entry (the heaviest node always has a turn), so this ends.
        while (filled < m) {
            for (int i = 0; i < n && filled < m; i++) {
                credit[i] += turnsPerRound[i];
                if (credit[i] < 1) {
                    continue;
                }
                credit[i] -= 1;
                long c = (offset[i] + next[i] * skip[i]) % m;
                while (entries[(int) c] >= 0) {
                    next[i]++;
                    c = (offset[i] + next[i] * skip[i]) % m;
                }
                entries[(int) c] = i;
                next[i]++;
                filled++;
            }
        }
        return entries;
    }

    /** Number of table entries per node, in node order. */
    public Map<String, Integer> entryCounts() {
        int[] counts = new int[ids.length];
        for (int owner : table) {
            counts[owner]++;
        }
        Map<String, Integer> result = new LinkedHashMap<>();
        for (int i = 0; i < ids.length; i++) {
            result.put(ids[i], counts[i]);
        }
        return result;
    }

    @Override
    public String ownerOfHash(long keyHash) {
        return ids[table[(int) Long.remainderUnsigned(keyHash, table.length)]];
    }

    @Override
    public MaglevPartitioner withNode(Node node) {
        return new MaglevPartitioner(config.withNodes(Members.adding(config.nodes(), node)));
    }

    @Override
    public MaglevPartitioner withoutNode(String nodeId) {
        return new MaglevPartitioner(config.withNodes(Members.removing(config.nodes(), nodeId)));
    }

    @Override
    public String toString() {
        return "maglev(" + config.hash() + ", M=" + table.length + ", nodes=" + Members.ids(config.nodes()) + ")";
    }
}
