package io.hotshard.keys.analyze;

import io.hotshard.ring.PartitionerKind;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;

/**
 * A name {@code --partitioner} takes: one of the ring module's partitioners, placed over each shard count, or
 * {@code cassandra}, a live Cassandra ring's own tokens ({@code --tokens-from}).
 *
 * @param model the ring module's partitioner, or null for {@code cassandra}
 */
public record PartitionerName(PartitionerKind model) {

    /** The name of a live Cassandra ring. */
    public static final String CASSANDRA = "cassandra";

    /** The name of {@code kind}. */
    public static PartitionerName of(PartitionerKind kind) {
        return new PartitionerName(kind);
    }

    /** The partitioner of this name (case-insensitive); fails listing every known name. */
    public static PartitionerName byName(String name) {
        if (name != null && name.trim().toLowerCase(Locale.ROOT).equals(CASSANDRA)) {
            return new PartitionerName(null);
        }
        try {
            return new PartitionerName(PartitionerKind.byName(name));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(e.getMessage() + ", " + CASSANDRA, e);
        }
    }

    /** Whether this is a live Cassandra ring rather than a model partitioner. */
    public boolean live() {
        return model == null;
    }

    /** The name as users type it. */
    public String label() {
        return live() ? CASSANDRA : model.label();
    }

    @Override
    public String toString() {
        return label();
    }

    /** Every name, for {@code --partitioner}'s help. */
    static final class Names implements Iterable<String> {
        @Override
        public Iterator<String> iterator() {
            List<String> names = new ArrayList<>(Arrays.stream(PartitionerKind.values()).map(PartitionerKind::label)
                    .toList());
            names.add(CASSANDRA);
            return names.iterator();
        }
    }
}
