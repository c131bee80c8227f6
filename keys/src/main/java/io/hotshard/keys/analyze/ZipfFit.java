package io.hotshard.keys.analyze;

/**
 * Zipf exponent {@code s} of a rank-frequency curve by maximum likelihood over the top {@code R} ranks
 * (Clauset, Shalizi and Newman 2009, discrete power law truncated at R), with the Kolmogorov-Smirnov distance
 * between the observed and the fitted rank distributions as its goodness of fit (0 is a perfect fit).
 *
 * @param exponent the fitted s
 * @param ks       the largest gap between the two cumulative distributions over ranks 1..R
 * @param ranks    R, the ranks used
 */
public record ZipfFit(double exponent, double ks, int ranks) {

    /** Ranks fitted at most. */
    public static final int MAX_RANKS = 1000;
    private static final double MAX_EXPONENT = 8;

    /** Fits the counts given largest first; fewer than two ranks give s = 0. */
    public static ZipfFit of(long[] descending) {
        int r = Math.min(descending.length, MAX_RANKS);
        if (r < 2) {
            return new ZipfFit(0, 0, r);
        }
        double total = 0;
        double weightedLog = 0;
        for (int i = 0; i < r; i++) {
            total += descending[i];
            weightedLog += descending[i] * Math.log(i + 1);
        }
        double meanLog = weightedLog / total;
        // The log-likelihood is concave in s: its derivative, E_s[ln r] - mean ln r, falls from positive to negative.
        double lo = 0;
        double hi = MAX_EXPONENT;
        if (expectedLog(lo, r) <= meanLog) {
            hi = 0;
        }
        for (int i = 0; i < 60 && hi > lo; i++) {
            double mid = (lo + hi) / 2;
            if (expectedLog(mid, r) > meanLog) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        double s = (lo + hi) / 2;
        return new ZipfFit(s, ks(descending, r, total, s), r);
    }

    private static double expectedLog(double s, int r) {
        double z = 0;
        double weighted = 0;
        for (int k = 1; k <= r; k++) {
            double p = Math.pow(k, -s);
            z += p;
            weighted += p * Math.log(k);
        }
        return weighted / z;
    }

    private static double ks(long[] descending, int r, double total, double s) {
        double z = 0;
        for (int k = 1; k <= r; k++) {
            z += Math.pow(k, -s);
        }
        double observed = 0;
        double fitted = 0;
        double d = 0;
        for (int k = 1; k <= r; k++) {
            observed += descending[k - 1] / total;
            fitted += Math.pow(k, -s) / z;
            d = Math.max(d, Math.abs(observed - fitted));
        }
        return d;
    }
}
