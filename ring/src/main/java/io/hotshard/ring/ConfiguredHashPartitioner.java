package io.hotshard.ring;

/** A partitioner built from a {@link PartitionerConfig} that places a key by its configured 64-bit hash. */
public abstract class ConfiguredHashPartitioner extends ConfiguredPartitioner implements HashPartitioner {

    /** A partitioner of {@code kind} over {@code config}'s nodes, hashing keys with {@code config.hash()}. */
    protected ConfiguredHashPartitioner(PartitionerKind kind, PartitionerConfig config) {
        super(kind, config);
    }

    @Override
    public final HashFunction hashFunction() {
        return config.hash();
    }
}
