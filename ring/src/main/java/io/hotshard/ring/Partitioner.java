package io.hotshard.ring;

import java.util.ArrayList;
import java.util.List;

/**
 * An immutable snapshot that maps keys to node ids. Membership changes return a new snapshot, so a
 * router can swap the whole mapping atomically.
 */
public interface Partitioner {

    /** The registry name of this partitioner, e.g. {@code ring}. */
    String name();

    /** The nodes in the order they were given. */
    List<Node> nodes();

    /** The id of the node that owns {@code key}. */
    String ownerOf(String key);

    /**
     * The first {@code n} distinct nodes responsible for {@code key}, the owner first (fewer if there are fewer
     * nodes). This default follows the owner with the next nodes in {@link #nodes()} order, wrapping; ring
     * partitioners override it with the next distinct nodes clockwise, as Dynamo's preference list
     * (DeCandia et al. 2007).
     */
    default List<String> preferenceList(String key, int n) {
        if (n < 1) {
            throw new IllegalArgumentException("n must be >= 1 but was " + n);
        }
        List<Node> all = nodes();
        int start = Members.requireIndex(all, ownerOf(key));
        int count = Math.min(n, all.size());
        List<String> ids = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            ids.add(all.get((start + i) % all.size()).id());
        }
        return List.copyOf(ids);
    }

    /**
     * The ids of the nodes that may own a key starting with {@code prefix}, in {@link #nodes()} order: a scan of the
     * prefix need ask no other node. Hash-based partitioners scatter neighbouring keys, so this default names every
     * node; partitioners that keep keys in order narrow it down.
     */
    default List<String> ownersOfPrefix(String prefix) {
        java.util.Objects.requireNonNull(prefix, "prefix");
        return nodes().stream().map(Node::id).toList();
    }

    /** A new snapshot with {@code node} added; fails if its id is already present. */
    Partitioner withNode(Node node);

    /** A new snapshot without the node {@code nodeId}; fails if unknown or if it is the last node. */
    Partitioner withoutNode(String nodeId);
}
