package io.hotshard.ring;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Redis Cluster style fixed hash slots: a key's slot is {@link RedisSlots#keyHashSlot(String)} (the
 * configured hash is not used), and each of the 16384 slots belongs to one node. A new partitioner
 * gives each node one contiguous run of slots in proportion to its weight; adding a node moves only
 * the slots it takes from the nodes furthest above their fair share, removing one moves only its own
 * slots, to the least loaded survivors first. The layout after changes therefore depends on history.
 */
public final class SlotPartitioner extends ConfiguredPartitioner {

    private final String[] ids;
    private final int[] slotOwners;

    /** Contiguous ranges in node order, in proportion to weight. */
    public SlotPartitioner(PartitionerConfig config) {
        this(config, SlotTable.initial(config.nodes()));
    }

    private SlotPartitioner(PartitionerConfig config, int[] slotOwners) {
        super(PartitionerKind.SLOTS, config);
        this.ids = Members.idArray(config.nodes());
        this.slotOwners = slotOwners;
    }

    /** The id of the node owning {@code slot} (0..16383). */
    public String ownerOfSlot(int slot) {
        return ids[slotOwners[slot]];
    }

    /** Number of slots per node, in node order. */
    public Map<String, Integer> slotCounts() {
        int[] counts = SlotTable.counts(slotOwners, ids.length);
        Map<String, Integer> result = new LinkedHashMap<>();
        for (int i = 0; i < ids.length; i++) {
            result.put(ids[i], counts[i]);
        }
        return result;
    }

    @Override
    public String ownerOf(String key) {
        return ids[slotOwners[RedisSlots.keyHashSlot(key)]];
    }

    @Override
    public SlotPartitioner withNode(Node node) {
        List<Node> nodes = Members.adding(config.nodes(), node);
        return new SlotPartitioner(config.withNodes(nodes), SlotTable.adding(slotOwners, nodes));
    }

    @Override
    public SlotPartitioner withoutNode(String nodeId) {
        int index = Members.requireIndex(config.nodes(), nodeId);
        List<Node> nodes = Members.removing(config.nodes(), nodeId);
        return new SlotPartitioner(config.withNodes(nodes), SlotTable.removing(slotOwners, config.nodes(), index));
    }

    @Override
    public String toString() {
        return "slots(" + slotCounts() + ")";
    }
}
