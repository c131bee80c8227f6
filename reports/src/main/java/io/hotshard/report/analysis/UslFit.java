package io.hotshard.report.analysis;

import org.apache.commons.math3.fitting.leastsquares.LeastSquaresBuilder;
import org.apache.commons.math3.fitting.leastsquares.LeastSquaresOptimizer;
import org.apache.commons.math3.fitting.leastsquares.LevenbergMarquardtOptimizer;
import org.apache.commons.math3.fitting.leastsquares.MultivariateJacobianFunction;
import org.apache.commons.math3.linear.Array2DRowRealMatrix;
import org.apache.commons.math3.linear.ArrayRealVector;
import org.apache.commons.math3.linear.RealMatrix;
import org.apache.commons.math3.linear.RealVector;
import org.apache.commons.math3.util.Pair;

/**
 * Gunther's Universal Scalability Law {@code X(N) = lambda N / (1 + sigma (N - 1) + kappa N (N - 1))}
 * (N. Gunther, Guerrilla Capacity Planning, 2007, chapter 4), fitted to measured (N, X) points by
 * non-linear least squares (Levenberg-Marquardt), started from the linearised fit of
 * {@code N / (X / lambda0) - 1 = sigma (N - 1) + kappa N (N - 1)} with {@code lambda0 = X(1)}-ish.
 *
 * @param sigma contention (serial fraction)
 * @param kappa coherency (crosstalk) penalty
 * @param lambda throughput of one unit of N
 * @param rSquared coefficient of determination of the fit
 */
public record UslFit(double sigma, double kappa, double lambda, double rSquared) {

    /** The fewest points fitted: three parameters plus one degree of freedom. */
    public static final int MIN_POINTS = 4;

    private static final int MAX_EVALUATIONS = 10_000;

    /** {@code X(N)}. */
    public double throughputAt(double n) {
        return lambda * n / (1 + sigma * (n - 1) + kappa * n * (n - 1));
    }

    /** The N of peak throughput, {@code sqrt((1 - sigma) / kappa)}; infinite when kappa is 0. */
    public double peakConcurrency() {
        return kappa <= 0 ? Double.POSITIVE_INFINITY : Math.sqrt((1 - sigma) / kappa);
    }

    /** {@code X(N*)}; {@code lambda / sigma} when kappa is 0 (the Amdahl ceiling). */
    public double peakThroughput() {
        double peak = peakConcurrency();
        return Double.isInfinite(peak) ? (sigma > 0 ? lambda / sigma : Double.POSITIVE_INFINITY) : throughputAt(peak);
    }

    /** Fits the law to the points; N and X must be positive. */
    public static UslFit fit(double[] n, double[] x) {
        if (n.length != x.length) {
            throw new IllegalArgumentException("n and x must have the same length but were " + n.length + " and " + x.length);
        }
        if (n.length < MIN_POINTS) {
            throw new IllegalArgumentException("a USL fit needs at least " + MIN_POINTS + " points but got " + n.length);
        }
        for (int i = 0; i < n.length; i++) {
            if (!(n[i] > 0 && x[i] > 0)) {
                throw new IllegalArgumentException("points must have N > 0 and X > 0 but point " + i + " was ("
                        + n[i] + ", " + x[i] + ")");
            }
        }
        double[] start = start(n, x);
        LeastSquaresOptimizer.Optimum optimum = new LevenbergMarquardtOptimizer().optimize(new LeastSquaresBuilder()
                .start(start)
                .model(model(n))
                .target(x)
                .parameterValidator(p -> new ArrayRealVector(new double[] {
                        Math.max(0, p.getEntry(0)), Math.max(0, p.getEntry(1)), Math.max(1e-12, p.getEntry(2))}))
                .maxEvaluations(MAX_EVALUATIONS)
                .maxIterations(MAX_EVALUATIONS)
                .build());
        RealVector p = optimum.getPoint();
        UslFit fit = new UslFit(p.getEntry(0), p.getEntry(1), p.getEntry(2), 0);
        return new UslFit(fit.sigma, fit.kappa, fit.lambda, rSquared(fit, n, x));
    }

    private static MultivariateJacobianFunction model(double[] n) {
        return params -> {
            double sigma = params.getEntry(0);
            double kappa = params.getEntry(1);
            double lambda = params.getEntry(2);
            RealVector value = new ArrayRealVector(n.length);
            RealMatrix jacobian = new Array2DRowRealMatrix(n.length, 3);
            for (int i = 0; i < n.length; i++) {
                double ni = n[i];
                double d = 1 + sigma * (ni - 1) + kappa * ni * (ni - 1);
                value.setEntry(i, lambda * ni / d);
                jacobian.setEntry(i, 0, -lambda * ni * (ni - 1) / (d * d));
                jacobian.setEntry(i, 1, -lambda * ni * ni * (ni - 1) / (d * d));
                jacobian.setEntry(i, 2, ni / d);
            }
            return new Pair<>(value, jacobian);
        };
    }

    /** lambda0 from the smallest N; sigma and kappa from linear least squares on the linearised law. */
    private static double[] start(double[] n, double[] x) {
        int first = 0;
        for (int i = 1; i < n.length; i++) {
            if (n[i] < n[first]) {
                first = i;
            }
        }
        double lambda0 = x[first] / n[first];
        double saa = 0;
        double sab = 0;
        double sbb = 0;
        double say = 0;
        double sby = 0;
        for (int i = 0; i < n.length; i++) {
            double a = n[i] - 1;
            double b = n[i] * (n[i] - 1);
            double y = n[i] * lambda0 / x[i] - 1;
            saa += a * a;
            sab += a * b;
            sbb += b * b;
            say += a * y;
            sby += b * y;
        }
        double det = saa * sbb - sab * sab;
        double sigma = det == 0 ? 0.01 : (say * sbb - sby * sab) / det;
        double kappa = det == 0 ? 0.0001 : (sby * saa - say * sab) / det;
        return new double[] {Math.max(0, sigma), Math.max(0, kappa), lambda0};
    }

    private static double rSquared(UslFit fit, double[] n, double[] x) {
        double mean = 0;
        for (double v : x) {
            mean += v / x.length;
        }
        double residual = 0;
        double total = 0;
        for (int i = 0; i < n.length; i++) {
            residual += Math.pow(x[i] - fit.throughputAt(n[i]), 2);
            total += Math.pow(x[i] - mean, 2);
        }
        return total == 0 ? 1 : 1 - residual / total;
    }
}
