package io.hotshard.keys.queries;

/**
 * The p99 of a query mix whose queries each wait for the slowest of the k shards they touch, every shard's latency
 * exponential and independent (the seed's argument: a query over k shards meets its shards' p99 with probability
 * {@code 1 - 0.99^k}). With {@code F} one shard's latency distribution and {@code w_k} the mix's share of queries
 * over k shards, the mix's p99 is the x with {@code sum w_k F(x)^k = 0.99}.
 */
final class FanOutTail {

    private static final double P99 = 0.99;
    private static final int STEPS = 100;

    private FanOutTail() {
    }

    /** The mix's p99 over one shard's p99; {@code weights[k]} is the weight of queries over k shards. */
    static double p99OverOneShard(double[] weights) {
        double total = 0;
        for (double w : weights) {
            total += w;
        }
        if (total == 0) {
            return Double.NaN;
        }
        double low = 0;
        double high = 1;
        for (int i = 0; i < STEPS; i++) {
            double u = (low + high) / 2;
            if (mix(weights, total, u) < P99) {
                low = u;
            } else {
                high = u;
            }
        }
        // Exponential: F^-1(u) = -ln(1 - u) / rate, so the rate cancels in the ratio.
        return Math.log1p(-high) / Math.log1p(-P99);
    }

    private static double mix(double[] weights, double total, double u) {
        double sum = 0;
        for (int k = 0; k < weights.length; k++) {
            sum += weights[k] * Math.pow(u, Math.max(1, k));
        }
        return sum / total;
    }
}
