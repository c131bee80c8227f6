package io.hotshard.shard;

import static io.hotshard.shard.ShardJsonFields.integer;
import static io.hotshard.shard.ShardJsonFields.number;
import static io.hotshard.shard.ShardJsonFields.object;

import io.vertx.core.json.JsonObject;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

/** Registry of service-time distributions by the name used in configuration JSON. */
public enum LatencyModel {

    /** {@code {"model":"fixed","micros":M}}. */
    FIXED(Set.of("micros")) {
        @Override
        LatencySpec read(JsonObject json, String path) {
            return new FixedLatency(integer(json, path, "micros"));
        }
    },
    /** {@code {"model":"uniform","minMicros":A,"maxMicros":B}}. */
    UNIFORM(Set.of("minMicros", "maxMicros")) {
        @Override
        LatencySpec read(JsonObject json, String path) {
            return new UniformLatency(integer(json, path, "minMicros"), integer(json, path, "maxMicros"));
        }
    },
    /** {@code {"model":"exponential","meanMicros":M}}. */
    EXPONENTIAL(Set.of("meanMicros")) {
        @Override
        LatencySpec read(JsonObject json, String path) {
            return new ExponentialLatency(integer(json, path, "meanMicros"));
        }
    },
    /** {@code {"model":"lognormal","p50Micros":A,"p99Micros":B}}. */
    LOGNORMAL(Set.of("p50Micros", "p99Micros")) {
        @Override
        LatencySpec read(JsonObject json, String path) {
            return new LogNormalLatency(integer(json, path, "p50Micros"), integer(json, path, "p99Micros"));
        }
    },
    /** {@code {"model":"bimodal","base":{...},"tailProbability":P,"tailMicros":T}}. */
    BIMODAL(Set.of("base", "tailProbability", "tailMicros")) {
        @Override
        LatencySpec read(JsonObject json, String path) {
            LatencySpec base = parse(object(json, path, "base"), path + "base.");
            return new BimodalLatency(base, number(json, path, "tailProbability"), integer(json, path, "tailMicros"));
        }
    };

    private final Set<String> parameters;

    LatencyModel(Set<String> parameters) {
        this.parameters = parameters;
    }

    abstract LatencySpec read(JsonObject json, String path);

    /** Returns the name used in JSON, e.g. {@code lognormal}. */
    public String modelName() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Looks a model up by name, ignoring case; unknown names fail listing the known ones. */
    public static LatencyModel byName(String name) {
        return lookUp(name, "latency model");
    }

    private static LatencyModel lookUp(String name, String field) {
        for (LatencyModel model : values()) {
            if (model.modelName().equalsIgnoreCase(name)) {
                return model;
            }
        }
        throw new IllegalArgumentException(field + " must be one of " + Arrays.stream(values())
                .map(LatencyModel::modelName).collect(Collectors.joining(", ", "[", "]")) + " but was " + name);
    }

    /**
     * Reads a distribution from JSON; {@code path} prefixes field names in error messages (e.g. {@code latency.}).
     */
    public static LatencySpec parse(JsonObject json, String path) {
        LatencyModel model = lookUp(ShardJsonFields.string(json, path, "model"), path + "model");
        Set<String> known = new HashSet<>(model.parameters);
        known.add("model");
        ShardJsonFields.requireKnown(json, path, known);
        try {
            return model.read(json, path);
        } catch (IllegalArgumentException e) {
            if (e.getMessage().startsWith(path)) {
                throw e;
            }
            throw new IllegalArgumentException(path + e.getMessage(), e);
        }
    }
}
