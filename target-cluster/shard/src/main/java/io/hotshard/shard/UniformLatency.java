package io.hotshard.shard;

import io.vertx.core.json.JsonObject;
import java.util.random.RandomGenerator;

/** Service times spread evenly over {@code [minMicros, maxMicros)}. */
public record UniformLatency(long minMicros, long maxMicros) implements LatencySpec {

    /** Validates the bounds. */
    public UniformLatency {
        if (minMicros < 0) {
            throw new IllegalArgumentException("minMicros must be >= 0 but was " + minMicros);
        }
        if (maxMicros < minMicros) {
            throw new IllegalArgumentException(
                    "maxMicros must be >= minMicros (" + minMicros + ") but was " + maxMicros);
        }
    }

    @Override
    public LatencyModel model() {
        return LatencyModel.UNIFORM;
    }

    @Override
    public double sampleMicros(RandomGenerator random) {
        return minMicros + (maxMicros - minMicros) * random.nextDouble();
    }

    @Override
    public double expectedMicros() {
        return (minMicros + maxMicros) / 2.0;
    }

    @Override
    public JsonObject parameters() {
        return new JsonObject().put("minMicros", minMicros).put("maxMicros", maxMicros);
    }
}
