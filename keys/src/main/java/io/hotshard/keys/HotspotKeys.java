package io.hotshard.keys;

import java.util.Objects;
import org.apache.commons.rng.UniformRandomProvider;

/**
 * YCSB's {@code HotspotIntegerGenerator}: the first floor(items * hotDataFraction) ids form the hot set
 * and receive a fraction hotOpFraction of requests; ids are uniform inside the hot and the cold set.
 *
 * <p>Unlike YCSB, out-of-range fractions are rejected rather than silently set to 0, an empty set that
 * would still be asked for a key is rejected rather than dividing by zero, the hot set size is a long
 * rather than an int cast, and ids come from an unbiased bounded draw rather than
 * {@code Math.abs(nextLong()) % size}.
 */
public final class HotspotKeys implements KeyGenerator {

    private final long hotItems;
    private final long coldItems;
    private final double hotOpFraction;
    private final UniformRandomProvider rng;

    /** Creates a hot-spot generator over ids [0, items). */
    public HotspotKeys(long items, HotspotOptions options, UniformRandomProvider rng) {
        KeyChecks.atLeast("items", items, 1);
        this.hotItems = options.hotItems(items);
        this.coldItems = items - hotItems;
        this.hotOpFraction = options.hotOpFraction();
        this.rng = Objects.requireNonNull(rng, "rng");
        if (hotItems == 0 && hotOpFraction > 0) {
            throw new IllegalArgumentException("hot data fraction " + options.hotDataFraction() + " of " + items
                    + " items leaves an empty hot set, but hot op fraction is " + hotOpFraction);
        }
        if (coldItems == 0 && hotOpFraction < 1) {
            throw new IllegalArgumentException("hot data fraction " + options.hotDataFraction() + " of " + items
                    + " items leaves an empty cold set, but hot op fraction is " + hotOpFraction);
        }
    }

    @Override
    public long nextId() {
        if (rng.nextDouble() < hotOpFraction) {
            return rng.nextLong(hotItems);
        }
        return hotItems + rng.nextLong(coldItems);
    }
}
