package io.hotshard.shard;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.SplittableRandom;
import org.apache.commons.math3.distribution.ExponentialDistribution;
import org.apache.commons.math3.distribution.LogNormalDistribution;
import org.apache.commons.math3.distribution.RealDistribution;
import org.apache.commons.math3.distribution.UniformRealDistribution;
import org.apache.commons.math3.stat.inference.AlternativeHypothesis;
import org.apache.commons.math3.stat.inference.BinomialTest;
import org.apache.commons.math3.stat.inference.KolmogorovSmirnovTest;
import org.junit.jupiter.api.Test;

/** Goodness of fit of the samplers against their exact distributions, at fixed seeds. */
final class LatencyFitTest {

    private static final int SAMPLES = 20_000;
    private static final double SIGNIFICANCE = 0.01;

    @Test
    void exponential_sampledAtFixedSeed_passesKolmogorovSmirnov() {
        assertFits(new ExponentialLatency(3_000), new ExponentialDistribution(3_000), 11);
    }

    @Test
    void logNormal_sampledAtFixedSeed_passesKolmogorovSmirnov() {
        LogNormalLatency spec = new LogNormalLatency(1_000, 30_000);
        assertFits(spec, new LogNormalDistribution(spec.mu(), spec.sigma()), 12);
    }

    @Test
    void uniform_sampledAtFixedSeed_passesKolmogorovSmirnov() {
        assertFits(new UniformLatency(200, 5_000), new UniformRealDistribution(200, 5_000), 13);
    }

    @Test
    void exponential_comparedWithWrongMean_failsKolmogorovSmirnov() {
        double[] samples = sample(new ExponentialLatency(3_000), 14);
        double p = new KolmogorovSmirnovTest().kolmogorovSmirnovTest(new ExponentialDistribution(3_300), samples);
        assertThat(p).isLessThan(SIGNIFICANCE);
    }

    @Test
    void bimodal_tailShare_passesBinomialTestAndBaseKeepsItsShape() {
        BimodalLatency spec = new BimodalLatency(new ExponentialLatency(1_000), 0.05, 1_000_000);
        double[] samples = sample(spec, 15);
        int tail = 0;
        double[] base = new double[SAMPLES];
        int baseCount = 0;
        for (double s : samples) {
            if (s == 1_000_000) {
                tail++;
            } else {
                base[baseCount++] = s;
            }
        }
        double tailP = new BinomialTest().binomialTest(SAMPLES, tail, 0.05, AlternativeHypothesis.TWO_SIDED);
        double baseP = new KolmogorovSmirnovTest().kolmogorovSmirnovTest(new ExponentialDistribution(1_000),
                java.util.Arrays.copyOf(base, baseCount));
        assertThat(tailP).isGreaterThan(SIGNIFICANCE);
        assertThat(baseP).isGreaterThan(SIGNIFICANCE);
    }

    @Test
    void fixed_sampled_isAlwaysTheValue() {
        assertThat(sample(new FixedLatency(4_200), 16)).containsOnly(4_200.0);
    }

    private static void assertFits(LatencySpec spec, RealDistribution exact, long seed) {
        double p = new KolmogorovSmirnovTest().kolmogorovSmirnovTest(exact, sample(spec, seed));
        assertThat(p).as("KS p-value of %s", spec).isGreaterThan(SIGNIFICANCE);
    }

    private static double[] sample(LatencySpec spec, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        double[] samples = new double[SAMPLES];
        for (int i = 0; i < SAMPLES; i++) {
            samples[i] = spec.sampleMicros(random);
        }
        return samples;
    }
}
