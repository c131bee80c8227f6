package io.hotshard.redis;

import io.hotshard.ring.RedisSlots;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/** The cluster as one node sees it ({@code CLUSTER NODES}), with the slot map it implies. */
public record ClusterTopology(List<ClusterNode> nodes) {

    /** Parses the whole reply of {@code CLUSTER NODES}, ordered by port. */
    public static ClusterTopology parse(String clusterNodes) {
        List<ClusterNode> nodes = new ArrayList<>();
        for (String line : clusterNodes.split("\n")) {
            if (!line.isBlank()) {
                nodes.add(ClusterNode.parse(line));
            }
        }
        nodes.sort(Comparator.comparingInt(ClusterNode::port));
        return new ClusterTopology(List.copyOf(nodes));
    }

    /** The masters that serve at least one slot, by port. */
    public List<ClusterNode> masters() {
        return nodes.stream().filter(n -> n.master() && n.slotCount() > 0).toList();
    }

    /** The replicas, by port. */
    public List<ClusterNode> replicas() {
        return nodes.stream().filter(n -> !n.master()).toList();
    }

    /** Number of slots some master serves (16,384 when the cluster covers them all). */
    public int coveredSlots() {
        return masters().stream().mapToInt(ClusterNode::slotCount).sum();
    }

    /** For each slot, the port of the master serving it, or -1 where none does. */
    public int[] slotOwnerPorts() {
        int[] owners = new int[RedisSlots.SLOT_COUNT];
        java.util.Arrays.fill(owners, -1);
        for (ClusterNode master : masters()) {
            for (ClusterNode.SlotRange range : master.slots()) {
                for (int s = range.first(); s <= range.last(); s++) {
                    owners[s] = master.port();
                }
            }
        }
        return owners;
    }

    /** The node listening on {@code port}, if the cluster has one. */
    public Optional<ClusterNode> byPort(int port) {
        return nodes.stream().filter(n -> n.port() == port).findFirst();
    }

    /** The node with id {@code id}, if the cluster has one. */
    public Optional<ClusterNode> byId(String id) {
        return nodes.stream().filter(n -> n.id().equals(id)).findFirst();
    }
}
