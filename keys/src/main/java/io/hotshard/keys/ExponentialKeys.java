package io.hotshard.keys;

import java.util.Objects;
import org.apache.commons.rng.UniformRandomProvider;

/**
 * YCSB's {@code exponential} request distribution: id = items - 1 - floor(X), X exponential with rate
 * {@link ExponentialOptions#gamma gamma}, so the highest (most recent) ids are the most popular.
 *
 * <p>YCSB rejects and redraws when floor(X) falls outside the key space; here X is drawn by inversion
 * from the exponential truncated to [0, items), which has the same distribution with exactly one draw.
 */
public final class ExponentialKeys implements KeyGenerator {

    private final long items;
    private final double gamma;
    private final double keptMass;
    private final UniformRandomProvider rng;

    /** Creates the generator over ids [0, items). */
    public ExponentialKeys(long items, ExponentialOptions options, UniformRandomProvider rng) {
        this.items = KeyChecks.atLeast("items", items, 1);
        this.gamma = options.gamma(items);
        this.keptMass = -Math.expm1(-gamma * items);
        this.rng = Objects.requireNonNull(rng, "rng");
    }

    @Override
    public long nextId() {
        double x = -Math.log1p(-rng.nextDouble() * keptMass) / gamma;
        return items - 1 - Math.min((long) x, items - 1);
    }
}
