package io.hotshard.ring.analysis;

import io.hotshard.ring.Node;
import io.hotshard.ring.Partitioner;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Where the keys of a removed node go: how many each survivor takes. Only the removed node's keys are
 * counted (non-consistent partitioners also move other keys; see {@link KeyMoves} for those).
 *
 * @param removedNode the node taken out
 * @param orphanKeys  keys the removed node owned
 * @param received    keys of the removed node taken by each survivor, in survivor order, zeros included
 */
public record FailoverShares(String removedNode, long orphanKeys, Map<String, Long> received) {

    /** Copies the map, keeping its order. */
    public FailoverShares {
        received = Collections.unmodifiableMap(new LinkedHashMap<>(received));
    }

    /** Removes {@code removedNode} from {@code partitioner} and follows its keys among {@code keys}. */
    public static FailoverShares of(Partitioner partitioner, String removedNode, Iterable<String> keys) {
        Partitioner after = partitioner.withoutNode(removedNode);
        Map<String, long[]> counters = new HashMap<>();
        for (Node node : after.nodes()) {
            counters.put(node.id(), new long[1]);
        }
        long orphans = 0;
        for (String key : keys) {
            if (partitioner.ownerOf(key).equals(removedNode)) {
                orphans++;
                counters.get(after.ownerOf(key))[0]++;
            }
        }
        Map<String, Long> received = new LinkedHashMap<>();
        for (Node node : after.nodes()) {
            received.put(node.id(), counters.get(node.id())[0]);
        }
        return new FailoverShares(removedNode, orphans, received);
    }

    public int survivors() {
        return received.size();
    }

    /** Survivors that took at least one key. */
    public int survivorsReceiving() {
        return (int) received.values().stream().filter(c -> c > 0).count();
    }

    /** The largest share of the orphaned keys taken by one survivor, in [0, 1]. */
    public double maxShare() {
        long max = received.values().stream().mapToLong(Long::longValue).max().orElse(0);
        return orphanKeys == 0 ? 0 : (double) max / orphanKeys;
    }

    /** Population standard deviation over mean of the survivors' intakes (0 = perfectly even). */
    public double coefficientOfVariation() {
        double mean = received.values().stream().mapToLong(Long::longValue).average().orElse(0);
        if (mean == 0) {
            return 0;
        }
        double variance = received.values().stream().mapToDouble(c -> (c - mean) * (c - mean)).average().orElse(0);
        return Math.sqrt(variance) / mean;
    }
}
