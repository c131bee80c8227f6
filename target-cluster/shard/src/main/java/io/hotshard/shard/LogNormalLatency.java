package io.hotshard.shard;

import io.vertx.core.json.JsonObject;
import java.util.random.RandomGenerator;

/**
 * Log-normal service times given by their median and 99th percentile: {@code mu = ln(p50)} and
 * {@code sigma = ln(p99 / p50) / z(0.99)}, so that {@code exp(mu + sigma * z(0.99)) = p99}.
 */
public record LogNormalLatency(long p50Micros, long p99Micros) implements LatencySpec {

    /** Standard normal quantile at 0.99. */
    public static final double Z_99 = 2.3263478740408408;

    /** Validates the percentiles. */
    public LogNormalLatency {
        if (p50Micros < 1) {
            throw new IllegalArgumentException("p50Micros must be >= 1 but was " + p50Micros);
        }
        if (p99Micros < p50Micros) {
            throw new IllegalArgumentException(
                    "p99Micros must be >= p50Micros (" + p50Micros + ") but was " + p99Micros);
        }
    }

    /** Returns the location parameter, the mean of the logarithm. */
    public double mu() {
        return Math.log(p50Micros);
    }

    /** Returns the scale parameter, the standard deviation of the logarithm. */
    public double sigma() {
        return Math.log((double) p99Micros / p50Micros) / Z_99;
    }

    @Override
    public LatencyModel model() {
        return LatencyModel.LOGNORMAL;
    }

    @Override
    public double sampleMicros(RandomGenerator random) {
        return Math.exp(mu() + sigma() * random.nextGaussian());
    }

    @Override
    public double expectedMicros() {
        double sigma = sigma();
        return Math.exp(mu() + sigma * sigma / 2);
    }

    @Override
    public JsonObject parameters() {
        return new JsonObject().put("p50Micros", p50Micros).put("p99Micros", p99Micros);
    }
}
