package io.hotshard.ring;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/** Membership edits shared by the partitioners, with the checks promised by {@link Partitioner}. */
final class Members {

    private Members() {
    }

    /** {@code nodes} with {@code node} appended; fails if its id is present. */
    static List<Node> adding(List<Node> nodes, Node node) {
        Objects.requireNonNull(node, "node");
        if (indexOf(nodes, node.id()) >= 0) {
            throw new IllegalArgumentException("node '" + node.id() + "' is already present in " + ids(nodes));
        }
        List<Node> result = new ArrayList<>(nodes);
        result.add(node);
        return List.copyOf(result);
    }

    /** {@code nodes} without {@code nodeId}; fails if unknown or if it is the last node. */
    static List<Node> removing(List<Node> nodes, String nodeId) {
        int index = requireIndex(nodes, nodeId);
        if (nodes.size() == 1) {
            throw new IllegalArgumentException("cannot remove '" + nodeId + "': it is the last node");
        }
        List<Node> result = new ArrayList<>(nodes);
        result.remove(index);
        return List.copyOf(result);
    }

    /** Index of {@code nodeId}; fails naming the known ids if absent. */
    static int requireIndex(List<Node> nodes, String nodeId) {
        int index = indexOf(nodes, nodeId);
        if (index < 0) {
            throw new IllegalArgumentException("unknown node '" + nodeId + "'; nodes are " + ids(nodes));
        }
        return index;
    }

    static int indexOf(List<Node> nodes, String nodeId) {
        for (int i = 0; i < nodes.size(); i++) {
            if (nodes.get(i).id().equals(nodeId)) {
                return i;
            }
        }
        return -1;
    }

    static List<String> ids(List<Node> nodes) {
        return nodes.stream().map(Node::id).toList();
    }

    static String[] idArray(List<Node> nodes) {
        return nodes.stream().map(Node::id).toArray(String[]::new);
    }

    static boolean uniformWeights(List<Node> nodes) {
        double first = nodes.get(0).weight();
        return nodes.stream().allMatch(n -> n.weight() == first);
    }
}
