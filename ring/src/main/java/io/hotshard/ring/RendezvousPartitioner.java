package io.hotshard.ring;

import java.util.List;

/**
 * Rendezvous or highest random weight hashing (Thaler and Ravishankar 1998): the key goes to the node
 * with the highest score {@code fmix64(hash(key) XOR hash(nodeId))} (MurmurHash3's 64-bit finalizer,
 * a bijection with full avalanche), compared unsigned, ties to the node listed first. With unequal
 * weights the score is {@code -weight / ln(u)} with {@code u} the raw score mapped into (0, 1), the
 * logarithmic method of Schindelhauer and Schomaker (2005), which gives each node a share proportional
 * to its weight. Cost per lookup: one key hash plus N cheap mixes.
 */
public final class RendezvousPartitioner extends ConfiguredHashPartitioner {

    private final String[] ids;
    private final long[] seeds;
    private final double[] weights;
    private final boolean weighted;

    /** Hashes every node id once. */
    public RendezvousPartitioner(PartitionerConfig config) {
        super(PartitionerKind.RENDEZVOUS, config);
        List<Node> nodes = config.nodes();
        this.ids = Members.idArray(nodes);
        this.seeds = new long[nodes.size()];
        this.weights = new double[nodes.size()];
        for (int i = 0; i < seeds.length; i++) {
            seeds[i] = config.hash().hash(ids[i]);
            weights[i] = nodes.get(i).weight();
        }
        this.weighted = !Members.uniformWeights(nodes);
    }

    /** MurmurHash3's fmix64 finalizer (Appleby). */
    public static long fmix64(long h) {
        long k = h;
        k ^= k >>> 33;
        k *= 0xff51afd7ed558ccdL;
        k ^= k >>> 33;
        k *= 0xc4ceb9fe1a85ec53L;
        k ^= k >>> 33;
        return k;
    }

    /** The unsigned score of the node at {@code index} for a key with hash {@code keyHash}. */
    public long score(long keyHash, int index) {
        return fmix64(keyHash ^ seeds[index]);
    }

    @Override
    public String ownerOfHash(long keyHash) {
        return ids[weighted ? weightedWinner(keyHash) : uniformWinner(keyHash)];
    }

    private int uniformWinner(long keyHash) {
        int best = 0;
        long bestScore = score(keyHash, 0);
        for (int i = 1; i < seeds.length; i++) {
            long s = score(keyHash, i);
            if (Long.compareUnsigned(s, bestScore) > 0) {
                best = i;
                bestScore = s;
            }
        }
        return best;
    }

    private int weightedWinner(long keyHash) {
        int best = 0;
        long bestRaw = score(keyHash, 0);
        double bestScore = weightedScore(bestRaw, weights[0]);
        for (int i = 1; i < seeds.length; i++) {
            long raw = score(keyHash, i);
            double s = weightedScore(raw, weights[i]);
            // Raw scores break the rare rounding ties, so equal weights rank exactly as unweighted.
            if (s > bestScore || (s == bestScore && Long.compareUnsigned(raw, bestRaw) > 0)) {
                best = i;
                bestRaw = raw;
                bestScore = s;
            }
        }
        return best;
    }

    private static double weightedScore(long rawScore, double weight) {
        // Top 53 bits, centred in their cell, give a uniform u strictly inside (0, 1).
        double u = ((rawScore >>> 11) + 0.5) * 0x1.0p-53;
        return -weight / Math.log(u);
    }

    @Override
    public RendezvousPartitioner withNode(Node node) {
        return new RendezvousPartitioner(config.withNodes(Members.adding(config.nodes(), node)));
    }

    @Override
    public RendezvousPartitioner withoutNode(String nodeId) {
        return new RendezvousPartitioner(config.withNodes(Members.removing(config.nodes(), nodeId)));
    }

    @Override
    public String toString() {
        return "rendezvous(" + config.hash() + ", nodes=" + Members.ids(config.nodes()) + ")";
    }
}
