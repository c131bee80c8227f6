package io.hotshard.keys;

import java.util.Objects;
import org.apache.commons.rng.UniformRandomProvider;
import org.apache.commons.rng.sampling.distribution.RejectionInversionZipfSampler;
import org.apache.commons.rng.sampling.distribution.SharedStateDiscreteSampler;

/**
 * Exactly Zipf-distributed ranks, P(rank r) = (r + 1)^-theta / zeta(n, theta), by rejection-inversion
 * (Hörmann and Derflinger, ACM TOMACS 1996) via commons-rng's {@code RejectionInversionZipfSampler}:
 * O(1) set-up for any n and any theta >= 0, including theta >= 1, which Gray's method cannot take.
 * The sampler's ranks are 1-based; ids here are 0-based, key0 being the most popular.
 */
public final class ZipfianExactKeys implements KeyGenerator {

    private final SharedStateDiscreteSampler sampler;

    /** Creates an exact Zipf generator over ranks [0, items), items at most {@code Integer.MAX_VALUE}. */
    public ZipfianExactKeys(long items, double theta, UniformRandomProvider rng) {
        KeyChecks.atLeast("items", items, 1);
        if (items > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("items must be <= " + Integer.MAX_VALUE
                    + " for zipfian-exact but was " + items);
        }
        if (!Double.isFinite(theta) || theta < 0) {
            throw new IllegalArgumentException("theta must be a finite number >= 0 but was " + theta);
        }
        this.sampler = RejectionInversionZipfSampler.of(Objects.requireNonNull(rng, "rng"), (int) items, theta);
    }

    @Override
    public long nextId() {
        return sampler.sample() - 1L;
    }
}
