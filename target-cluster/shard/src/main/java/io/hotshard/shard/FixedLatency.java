package io.hotshard.shard;

import io.vertx.core.json.JsonObject;
import java.util.random.RandomGenerator;

/** Every request takes the same service time; 0 answers on the next turn of the event loop. */
public record FixedLatency(long micros) implements LatencySpec {

    /** Validates the service time. */
    public FixedLatency {
        if (micros < 0) {
            throw new IllegalArgumentException("micros must be >= 0 but was " + micros);
        }
    }

    @Override
    public LatencyModel model() {
        return LatencyModel.FIXED;
    }

    @Override
    public double sampleMicros(RandomGenerator random) {
        return micros;
    }

    @Override
    public double expectedMicros() {
        return micros;
    }

    @Override
    public JsonObject parameters() {
        return new JsonObject().put("micros", micros);
    }
}
