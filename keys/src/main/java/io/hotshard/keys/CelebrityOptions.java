package io.hotshard.keys;

import java.util.EnumSet;
import java.util.Objects;
import java.util.Set;

/**
 * Parameters of the {@code celebrity} distribution.
 *
 * @param share the fraction of requests sent to the celebrity keys, in [0, 1]
 * @param celebrities how many celebrity keys share those requests evenly, >= 1
 * @param rest the distribution of the other requests over the remaining keys: uniform, zipfian or zipfian-exact
 */
public record CelebrityOptions(double share, int celebrities, KeyDistribution rest) {

    private static final Set<KeyDistribution> RESTS =
            EnumSet.of(KeyDistribution.UNIFORM, KeyDistribution.ZIPFIAN, KeyDistribution.ZIPFIAN_EXACT);

    /** One celebrity key taking 10% of requests, the rest uniform. */
    public static final CelebrityOptions DEFAULT = new CelebrityOptions(0.1, 1, KeyDistribution.UNIFORM);

    /** Validates the share, the count and the rest distribution. */
    public CelebrityOptions {
        KeyChecks.fraction("celebrity share", share);
        KeyChecks.atLeast("celebrities", celebrities, 1);
        Objects.requireNonNull(rest, "rest");
        if (!RESTS.contains(rest)) {
            throw new IllegalArgumentException("celebrity rest distribution must be one of uniform, zipfian, "
                    + "zipfian-exact but was " + rest.id());
        }
    }
}
