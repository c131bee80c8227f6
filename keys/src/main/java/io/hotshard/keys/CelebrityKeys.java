package io.hotshard.keys;

import java.util.Objects;
import org.apache.commons.rng.UniformRandomProvider;

/**
 * Celebrity keys: ids 0..k-1 share a fraction {@code share} of requests evenly; the other requests go to
 * ids k..items-1 as drawn by another generator over those {@code items - k} keys, so id k is the most
 * popular non-celebrity when that generator is a Zipfian.
 */
public final class CelebrityKeys implements KeyGenerator {

    private final int celebrities;
    private final double share;
    private final KeyGenerator rest;
    private final UniformRandomProvider rng;

    /** Creates the generator; {@code rest} draws over [0, items - celebrities) and is shifted past the celebrities. */
    public CelebrityKeys(int celebrities, double share, KeyGenerator rest, UniformRandomProvider rng) {
        this.celebrities = (int) KeyChecks.atLeast("celebrities", celebrities, 1);
        this.share = KeyChecks.fraction("celebrity share", share);
        this.rest = Objects.requireNonNull(rest, "rest");
        this.rng = Objects.requireNonNull(rng, "rng");
    }

    /** Creates the generator over ids [0, items) from its options; theta feeds a Zipfian rest. */
    public static CelebrityKeys of(long items, CelebrityOptions options, double theta, UniformRandomProvider rng) {
        long others = items - options.celebrities();
        if (options.celebrities() > items || (others == 0 && options.share() < 1)) {
            throw new IllegalArgumentException("celebrities must be < items (" + items + ") unless the celebrity "
                    + "share is 1, but was " + options.celebrities() + " with share " + options.share());
        }
        KeyGenerator rest = others == 0
                ? () -> 0L
                : options.rest().create(KeyOptions.defaults(others).withTheta(theta), rng);
        return new CelebrityKeys(options.celebrities(), options.share(), rest, rng);
    }

    @Override
    public long nextId() {
        if (rng.nextDouble() < share) {
            return celebrities == 1 ? 0 : rng.nextInt(celebrities);
        }
        return celebrities + rest.nextId();
    }
}
