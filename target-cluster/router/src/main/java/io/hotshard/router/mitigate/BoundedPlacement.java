package io.hotshard.router.mitigate;

import io.hotshard.ring.BoundedLoadPartitioner;
import io.hotshard.ring.LoadView;
import io.hotshard.ring.Partitioner;
import io.hotshard.ring.PartitionerConfig;
import io.hotshard.ring.RingPartitioner;
import io.hotshard.router.core.RouterState;

/**
 * Bounded-load placement (Mirrokni, Thorup and Zadimoghaddam 2018) over the current ring's nodes, hash and virtual
 * nodes, whatever the router's partitioner: a {@link BoundedLoadPartitioner} rebuilt only when the snapshot's
 * partitioner or the slack changes. Confined to one event loop.
 */
final class BoundedPlacement {

    private Partitioner builtFor;
    private double builtEpsilon;
    private BoundedLoadPartitioner bounded;

    /** The bounded-load choice for {@code key} given the live {@code loads}. */
    String ownerOf(RouterState state, double epsilon, String key, LoadView loads) {
        Partitioner current = state.partitioner();
        if (current != builtFor || epsilon != builtEpsilon) {
            bounded = new BoundedLoadPartitioner(configOf(state).withEpsilon(epsilon));
            builtFor = current;
            builtEpsilon = epsilon;
        }
        return bounded.ownerOf(key, loads);
    }

    /** The load-blind ring owner of {@code key} in the ring last used by {@link #ownerOf}. */
    String ringOwnerOf(String key) {
        return bounded.ownerOf(key);
    }

    private static PartitionerConfig configOf(RouterState state) {
        Partitioner partitioner = state.partitioner();
        if (partitioner instanceof BoundedLoadPartitioner b) {
            return b.config();
        }
        if (partitioner instanceof RingPartitioner r) {
            return r.config();
        }
        return state.settings().toConfig(partitioner.nodes());
    }
}
