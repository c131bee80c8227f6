package io.hotshard.ring;

import java.util.Arrays;
import java.util.Locale;
import java.util.function.Function;
import java.util.stream.Collectors;

/**
 * Registry of partitioners by the name users type. {@link #consistent()} means monotone under both
 * membership changes: adding a node only moves keys onto it, removing any node only moves its keys
 * (for {@code bounded}, of its load-blind mapping; placements under load move as loads change).
 */
public enum PartitionerKind {

    /** Consistent hashing ring with virtual nodes (Karger et al. 1997). */
    RING("ring", true, true, RingPartitioner::new),
    /** {@code hash mod N}: the baseline that remaps almost every key when N changes. */
    MODULO("modulo", false, false, ModuloPartitioner::new),
    /** Jump consistent hash (Lamping and Veach 2014); monotone only when adding or removing the last node. */
    JUMP("jump", false, false, JumpPartitioner::new),
    /** Highest random weight (Thaler and Ravishankar 1998), weighted by the logarithmic method. */
    RENDEZVOUS("rendezvous", true, true, RendezvousPartitioner::new),
    /** Redis Cluster hash slots: CRC16 of the key (or its hash tag) mod 16384, slots moved between nodes. */
    SLOTS("slots", true, true, SlotPartitioner::new),
    /** Ordered key ranges by {@link String#compareTo}; splits and merges move one range only. */
    RANGE("range", true, false, RangePartitioner::new),
    /** Maglev lookup table (Eisenbud et al. 2016): minimal, not zero, disruption on changes. */
    MAGLEV("maglev", false, true, MaglevPartitioner::new),
    /** Consistent hashing with bounded loads (Mirrokni, Thorup, Zadimoghaddam 2018); ring when load-blind. */
    BOUNDED("bounded", true, true, BoundedLoadPartitioner::new);

    private final String label;
    private final boolean consistent;
    private final boolean supportsWeights;
    private final Function<PartitionerConfig, Partitioner> constructor;

    PartitionerKind(String label, boolean consistent, boolean supportsWeights,
                    Function<PartitionerConfig, Partitioner> constructor) {
        this.label = label;
        this.consistent = consistent;
        this.supportsWeights = supportsWeights;
        this.constructor = constructor;
    }

    /** The name users type, e.g. {@code ring}. */
    public String label() {
        return label;
    }

    /** Whether adding a node only moves keys to it and removing any node only moves that node's keys. */
    public boolean consistent() {
        return consistent;
    }

    /** Whether node weights change the share of keys; otherwise weights are ignored. */
    public boolean supportsWeights() {
        return supportsWeights;
    }

    /** Builds this kind of partitioner from {@code config} (whose own kind is replaced by this one). */
    public Partitioner create(PartitionerConfig config) {
        return constructor.apply(config.kind() == this ? config : config.withKind(this));
    }

    /** The kind with this label (case-insensitive); fails listing the known labels. */
    public static PartitionerKind byName(String name) {
        String wanted = name == null ? null : name.trim().toLowerCase(Locale.ROOT);
        for (PartitionerKind k : values()) {
            if (k.label.equals(wanted)) {
                return k;
            }
        }
        throw new IllegalArgumentException("unknown partitioner '" + name + "'; known: " + knownLabels());
    }

    /** The known labels, comma-separated, in declaration order. */
    public static String knownLabels() {
        return Arrays.stream(values()).map(PartitionerKind::label).collect(Collectors.joining(", "));
    }

    @Override
    public String toString() {
        return label;
    }
}
