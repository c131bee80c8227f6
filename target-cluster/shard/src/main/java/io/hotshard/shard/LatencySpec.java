package io.hotshard.shard;

import io.vertx.core.json.JsonObject;
import java.util.random.RandomGenerator;

/** A service-time distribution of a shard, in microseconds, sampled with randomness passed in. */
public sealed interface LatencySpec
        permits FixedLatency, UniformLatency, ExponentialLatency, LogNormalLatency, BimodalLatency {

    /** Returns the registry entry this distribution belongs to. */
    LatencyModel model();

    /** Draws one service time in microseconds. */
    double sampleMicros(RandomGenerator random);

    /** Returns the distribution's mean in microseconds. */
    double expectedMicros();

    /** Returns the parameters without the {@code model} field. */
    JsonObject parameters();

    /** Returns the JSON form read back by {@link LatencyModel#parse(JsonObject, String)}. */
    default JsonObject toJson() {
        return new JsonObject().put("model", model().modelName()).mergeIn(parameters());
    }
}
