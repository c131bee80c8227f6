package io.hotshard.bench.fidelity;

import java.util.random.RandomGenerator;

/** The arrival process of an open-loop load: the gap before the next request at a mean rate. */
enum Arrivals {

    /** Exponential gaps: a Poisson stream, the M of M/M/c; the gaps' coefficient of variation is 1. */
    POISSON {
        @Override
        long gapNanos(double ratePerSecond, RandomGenerator random) {
            return Math.round(-Math.log(1 - random.nextDouble()) * 1e9 / ratePerSecond);
        }
    },
    /** Equal gaps; the coefficient of variation is 0. */
    UNIFORM {
        @Override
        long gapNanos(double ratePerSecond, RandomGenerator random) {
            return Math.round(1e9 / ratePerSecond);
        }
    };

    abstract long gapNanos(double ratePerSecond, RandomGenerator random);
}
