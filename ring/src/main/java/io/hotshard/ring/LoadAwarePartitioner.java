package io.hotshard.ring;

/** A partitioner whose choice also depends on the live load of the nodes. */
public interface LoadAwarePartitioner extends Partitioner {

    /** The owner of {@code key} given the nodes' current loads; the new request is not yet counted. */
    String ownerOf(String key, LoadView loads);
}
