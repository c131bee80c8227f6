package io.hotshard.cassandraload;

import io.hotshard.runformat.CostLine;
import java.util.List;
import org.apache.commons.math3.stat.descriptive.SummaryStatistics;
import org.apache.commons.math3.stat.regression.SimpleRegression;

/**
 * A process's CPU against the requests it served, as a least-squares line through one-second samples of (requests
 * per second, cores used): its intercept is the CPU that does not grow with the rate (gossip, compaction, the JIT,
 * garbage collection, idle threads), its slope the cost of one more request. The CPU over a run per request served
 * holds both, so a plan made from it below saturation is far too low; the line keeps them apart.
 */
final class CostFit {

    private CostFit() {
    }

    /** The line through {@code points} ({rate per second, cores}), or the average cost when it is not trusted. */
    static CostLine line(List<double[]> points, double averageMicros) {
        if (points.isEmpty()) {
            return CostLine.average(averageMicros);
        }
        SimpleRegression regression = new SimpleRegression();
        SummaryStatistics rates = new SummaryStatistics();
        for (double[] p : points) {
            regression.addData(p[0], p[1]);
            rates.addValue(p[0]);
        }
        double range = rates.getMean() > 0 ? (rates.getMax() - rates.getMin()) / rates.getMean() : 0;
        // A line through points whose rate never varied has no slope (NaN): it is not trusted, and written as -1.
        double r2 = Double.isNaN(regression.getRSquare()) ? -1 : regression.getRSquare();
        double slope = Double.isNaN(regression.getSlope()) ? -1 : regression.getSlope() * 1e6;
        double fixed = Double.isNaN(regression.getIntercept()) ? 0 : regression.getIntercept();
        return CostLine.of(fixed, slope, r2, points.size(), range, averageMicros);
    }
}
