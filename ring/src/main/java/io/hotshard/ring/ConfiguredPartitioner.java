package io.hotshard.ring;

import java.util.List;

/** What every partitioner built from a {@link PartitionerConfig} shares: its configuration, name and nodes. */
public abstract class ConfiguredPartitioner implements Partitioner {

    /** The configuration with the current nodes. */
    protected final PartitionerConfig config;
    private final PartitionerKind kind;

    /** A partitioner of {@code kind} over {@code config}'s nodes. */
    protected ConfiguredPartitioner(PartitionerKind kind, PartitionerConfig config) {
        this.kind = kind;
        this.config = config;
    }

    /** The configuration (with the current nodes) this partitioner was built from. */
    public PartitionerConfig config() {
        return config;
    }

    @Override
    public final String name() {
        return kind.label();
    }

    @Override
    public final List<Node> nodes() {
        return config.nodes();
    }
}
