package io.hotshard.keys;

import java.util.Objects;
import org.apache.commons.rng.UniformRandomProvider;

/** Every one of {@code items} ids equally likely (YCSB {@code requestdistribution=uniform}). */
public final class UniformKeys implements KeyGenerator {

    private final long items;
    private final UniformRandomProvider rng;

    /** Creates a uniform generator over ids [0, items). */
    public UniformKeys(long items, UniformRandomProvider rng) {
        this.items = KeyChecks.atLeast("items", items, 1);
        this.rng = Objects.requireNonNull(rng, "rng");
    }

    @Override
    public long nextId() {
        return rng.nextLong(items);
    }
}
