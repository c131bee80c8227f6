package io.hotshard.ring;

import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Places a sequence of keys with a {@link BoundedLoadPartitioner}, counting its own placements as the
 * load (each key stays placed), for offline analysis: after every placement no node holds more than
 * its capacity for the keys placed so far. Not thread-safe.
 */
public final class BoundedLoadAssigner {

    private final BoundedLoadPartitioner partitioner;
    private final Map<String, Integer> index = new HashMap<>();
    private final List<Node> nodes;
    private final long[] loads;
    private long total;
    private final LoadView view = new LoadView() {
        @Override
        public long loadOf(String nodeId) {
            Integer i = index.get(nodeId);
            return i == null ? 0 : loads[i];
        }

        @Override
        public long totalLoad() {
            return total;
        }
    };

    /** Starts with every node empty. */
    public BoundedLoadAssigner(BoundedLoadPartitioner partitioner) {
        this.partitioner = partitioner;
        this.nodes = partitioner.nodes();
        this.loads = new long[nodes.size()];
        for (int i = 0; i < nodes.size(); i++) {
            index.put(nodes.get(i).id(), i);
        }
    }

    /** Places {@code key}, counts it on the chosen node and returns that node's id. */
    public String assign(String key) {
        String owner = partitioner.ownerOf(key, view);
        loads[index.get(owner)]++;
        total++;
        return owner;
    }

    /** Number of keys placed on {@code nodeId} (0 for unknown ids). */
    public long loadOf(String nodeId) {
        return view.loadOf(nodeId);
    }

    /** Number of keys placed so far. */
    public long totalLoad() {
        return total;
    }

    /** The largest load of any node. */
    public long maxLoad() {
        long max = 0;
        for (long load : loads) {
            max = Math.max(max, load);
        }
        return max;
    }

    /** The bound of {@code nodeId} for the keys placed so far: {@code capacityOf(nodeId, totalLoad - 1)}. */
    public long boundOf(String nodeId) {
        return partitioner.capacityOf(nodeId, Math.max(0, total - 1));
    }

    /** Loads per node, in node order. */
    public Map<String, Long> loads() {
        Map<String, Long> result = new LinkedHashMap<>();
        for (int i = 0; i < nodes.size(); i++) {
            result.put(nodes.get(i).id(), loads[i]);
        }
        return result;
    }
}
