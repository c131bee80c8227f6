package io.hotshard.shard;

import io.vertx.core.json.JsonObject;
import java.util.random.RandomGenerator;

/** Memoryless service times (the M/M/c service law), drawn by inversion: {@code -mean * ln(1 - U)}. */
public record ExponentialLatency(long meanMicros) implements LatencySpec {

    /** Validates the mean. */
    public ExponentialLatency {
        if (meanMicros < 1) {
            throw new IllegalArgumentException("meanMicros must be >= 1 but was " + meanMicros);
        }
    }

    @Override
    public LatencyModel model() {
        return LatencyModel.EXPONENTIAL;
    }

    @Override
    public double sampleMicros(RandomGenerator random) {
        return -meanMicros * Math.log1p(-random.nextDouble());
    }

    @Override
    public double expectedMicros() {
        return meanMicros;
    }

    @Override
    public JsonObject parameters() {
        return new JsonObject().put("meanMicros", meanMicros);
    }
}
