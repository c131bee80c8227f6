package io.hotshard.ring;

/** Live load per node (for example in-flight requests) as seen by a load-aware partitioner. */
public interface LoadView {

    /** Current load of the node with this id (0 for unknown ids). */
    long loadOf(String nodeId);

    /** Sum of the loads of all nodes. */
    long totalLoad();
}
