package io.hotshard.keys;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.apache.commons.math3.stat.inference.ChiSquareTest;

/** Chi-square goodness of fit of drawn ids against a probability mass function, and the pmfs under test. */
final class GoodnessOfFit {

    /** Smallest p-value accepted at a fixed seed. */
    static final double ALPHA = 1e-3;

    private static final double MIN_EXPECTED = 5;

    private GoodnessOfFit() {
    }

    /** Counts {@code draws} ids of {@code keys} into {@code bins} bins, failing on an id outside them. */
    static long[] counts(KeyGenerator keys, int bins, int draws) {
        long[] counts = new long[bins];
        for (int i = 0; i < draws; i++) {
            long id = keys.nextId();
            assertThat(id).as("id").isBetween(0L, bins - 1L);
            counts[(int) id]++;
        }
        return counts;
    }

    /**
     * Returns the chi-square p-value of {@code observed} under {@code pmf}; bins expecting fewer than five
     * draws are pooled, and a draw of an id of probability zero fails at once.
     */
    static double pValue(double[] pmf, long[] observed) {
        long total = 0;
        for (long o : observed) {
            total += o;
        }
        List<double[]> bins = new ArrayList<>();
        double pooledExpected = 0;
        long pooledObserved = 0;
        for (int i = 0; i < pmf.length; i++) {
            if (pmf[i] == 0) {
                assertThat(observed[i]).as("draws of id %d, which has probability 0", i).isZero();
                continue;
            }
            double expected = pmf[i] * total;
            if (expected < MIN_EXPECTED) {
                pooledExpected += expected;
                pooledObserved += observed[i];
            } else {
                bins.add(new double[] {expected, observed[i]});
            }
        }
        if (pooledExpected > 0) {
            bins.add(new double[] {pooledExpected, pooledObserved});
        }
        double[] expected = new double[bins.size()];
        long[] counts = new long[bins.size()];
        for (int i = 0; i < bins.size(); i++) {
            expected[i] = bins.get(i)[0];
            counts[i] = (long) bins.get(i)[1];
        }
        return new ChiSquareTest().chiSquareTest(expected, counts);
    }

    /** zeta(n, theta) summed directly. */
    static double zeta(long n, double theta) {
        double sum = 0;
        for (long i = 1; i <= n; i++) {
            sum += 1 / Math.pow(i, theta);
        }
        return sum;
    }

    /** The exact Zipf pmf over ranks 0..n-1: (r + 1)^-theta / zeta(n, theta). */
    static double[] zipfPmf(int n, double theta) {
        double zetan = zeta(n, theta);
        double[] pmf = new double[n];
        for (int r = 0; r < n; r++) {
            pmf[r] = Math.pow(r + 1, -theta) / zetan;
        }
        return pmf;
    }

    /**
     * The pmf of Gray et al.'s generator over ranks 0..n-1: ranks 0 and 1 exact, rank r >= 2 the
     * probability that u lands where the inversion floors to r, ((r+1)/n)^(1-theta) - (r/n)^(1-theta)) / eta.
     */
    static double[] grayPmf(int n, double theta) {
        double zetan = zeta(n, theta);
        double eta = (1 - Math.pow(2.0 / n, 1 - theta)) / (1 - zeta(2, theta) / zetan);
        double[] pmf = new double[n];
        pmf[0] = 1 / zetan;
        if (n > 1) {
            pmf[1] = Math.pow(0.5, theta) / zetan;
        }
        for (int r = 2; r < n; r++) {
            pmf[r] = (Math.pow((r + 1.0) / n, 1 - theta) - Math.pow((double) r / n, 1 - theta)) / eta;
        }
        return pmf;
    }

    /** The pmf of ids after scattering ranks with FNV-1a 64 (computed from octets here) modulo n. */
    static double[] scrambledPmf(double[] rankPmf) {
        int n = rankPmf.length;
        double[] pmf = new double[n];
        for (int r = 0; r < n; r++) {
            pmf[(int) Long.remainderUnsigned(fnv1a64(littleEndian(r)), n)] += rankPmf[r];
        }
        return pmf;
    }

    /** FNV-1a 64 over bytes, as published by Fowler, Noll and Vo. */
    static long fnv1a64(byte[] bytes) {
        long hash = 0xcbf29ce484222325L;
        for (byte b : bytes) {
            hash ^= b & 0xff;
            hash *= 0x100000001b3L;
        }
        return hash;
    }

    static byte[] littleEndian(long value) {
        byte[] bytes = new byte[Long.BYTES];
        for (int i = 0; i < Long.BYTES; i++) {
            bytes[i] = (byte) (value >>> (8 * i));
        }
        return bytes;
    }

    /** Returns the pmf reversed: id = n - 1 - rank. */
    static double[] reversed(double[] pmf) {
        double[] out = new double[pmf.length];
        for (int i = 0; i < pmf.length; i++) {
            out[pmf.length - 1 - i] = pmf[i];
        }
        return out;
    }
}
