package io.hotshard.ring;

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

    /** A new snapshot with {@code node} added; fails if its id is already present. */
    Partitioner withNode(Node node);

    /** A new snapshot without the node {@code nodeId}; fails if unknown or if it is the last node. */
    Partitioner withoutNode(String nodeId);
}
