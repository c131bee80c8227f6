package io.hotshard.shard;

import io.vertx.core.json.JsonObject;
import java.util.random.RandomGenerator;

/** A base distribution plus, with probability {@code tailProbability}, a fixed slow path of {@code tailMicros}. */
public record BimodalLatency(LatencySpec base, double tailProbability, long tailMicros) implements LatencySpec {

    /** Validates the mixture. */
    public BimodalLatency {
        if (base == null) {
            throw new IllegalArgumentException("base must be given but was null");
        }
        if (!(tailProbability >= 0.0 && tailProbability <= 1.0)) {
            throw new IllegalArgumentException("tailProbability must be in [0, 1] but was " + tailProbability);
        }
        if (tailMicros < 0) {
            throw new IllegalArgumentException("tailMicros must be >= 0 but was " + tailMicros);
        }
    }

    @Override
    public LatencyModel model() {
        return LatencyModel.BIMODAL;
    }

    @Override
    public double sampleMicros(RandomGenerator random) {
        return random.nextDouble() < tailProbability ? tailMicros : base.sampleMicros(random);
    }

    @Override
    public double expectedMicros() {
        return tailProbability * tailMicros + (1 - tailProbability) * base.expectedMicros();
    }

    @Override
    public JsonObject parameters() {
        return new JsonObject().put("base", base.toJson()).put("tailProbability", tailProbability)
                .put("tailMicros", tailMicros);
    }
}
