package io.hotshard.simulations;

import io.hotshard.keys.KeyFormat;
import io.hotshard.keys.KeyRandom;
import io.hotshard.redisload.KeySalting;
import io.hotshard.redisload.RedisRunPlan;
import io.hotshard.redisload.RedisSettings;
import io.hotshard.runformat.RedisReshard;
import io.hotshard.storeload.KeySettings;
import io.hotshard.storeload.SimProperties;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.commons.rng.UniformRandomProvider;

/** Every setting of a {@link RedisHotKeySimulation}, read and checked at once. */
record RedisHotKeySettings(SimProperties props, RedisSettings redis, long seed, long rate, Duration ramp,
                           Duration duration, Optional<Duration> killAt, Optional<Duration[]> pause,
                           Optional<Duration> addMasterAt, String move, double shareTolerance,
                           double minSuccessPercent, KeySalting salting, TraceSettings trace, RedisRunPlan plan) {

    /** Reads the settings from the system properties over the run's defaults and {@code overrides}. */
    static RedisHotKeySettings from(Map<String, String> overrides, String simulation) {
        SimProperties props = SimProperties.fromSystem().withDefaults(defaults(overrides));
        RedisSettings redis = RedisSettings.from(props);
        long seed = props.longValue("hotshard.seed", 42, Long.MIN_VALUE, Long.MAX_VALUE);
        long rate = props.longValue("hotshard.rate", 2000, 1, 200_000);
        Duration ramp = props.duration("hotshard.ramp", Duration.ofSeconds(5), Duration.ZERO);
        Duration duration = props.duration("hotshard.duration", Duration.ofSeconds(30), Duration.ofSeconds(1));
        Optional<Duration> killAt = Optional.ofNullable(props.raw("hotshard.redis.killAt"))
                .map(v -> SimProperties.parseDuration("hotshard.redis.killAt", v));
        Optional<Duration[]> pause = Optional.ofNullable(props.raw("hotshard.redis.pause"))
                .map(RedisHotKeySettings::parsePause);
        Optional<Duration> addMasterAt = Optional.ofNullable(props.raw("hotshard.redis.addMasterAt"))
                .map(v -> SimProperties.parseDuration("hotshard.redis.addMasterAt", v));
        String move = props.string("hotshard.redis.move", RedisReshard.EVEN);
        if (!move.equals(RedisReshard.EVEN) && !move.equals(RedisReshard.HOT)) {
            throw new IllegalArgumentException("hotshard.redis.move must be " + RedisReshard.EVEN + " or "
                    + RedisReshard.HOT + " but was " + move);
        }
        if (redis.clientCache() && (killAt.isPresent() || addMasterAt.isPresent())) {
            throw new IllegalArgumentException("hotshard.redis.clientCache keeps a connection to the hot master"
                    + " as the run began; it cannot be combined with hotshard.redis.killAt or"
                    + " hotshard.redis.addMasterAt");
        }
        if (redis.target().isPresent() && (killAt.isPresent() || pause.isPresent() || addMasterAt.isPresent())) {
            throw new IllegalArgumentException("hotshard.redis.killAt, hotshard.redis.pause and"
                    + " hotshard.redis.addMasterAt act on processes the run started; they cannot be used with"
                    + " hotshard.target");
        }
        double shareTolerance = props.doubleValue("hotshard.redis.shareTolerance", 0.05, 0, 1);
        double minSuccessPercent = props.doubleValue("hotshard.redis.minSuccessPercent", 95, 0, 100);
        long items = props.longValue("hotshard.items", 10_000, 1, 1_000_000);
        KeySalting salting = new KeySalting(new HashSet<>(KeySettings.hotKeys(props)),
                props.intValue("hotshard.redis.salt", 1, 1, 1024));
        KeyFormat format = KeySettings.keyFormat(props);
        List<String> preload = new ArrayList<>();
        for (long id = 0; id < Math.min(items, 100_000); id++) {
            preload.addAll(salting.stored(format.format(id)));
        }
        TraceSettings trace = TraceSettings.from(props);
        UniformRandomProvider sampleSalt = KeyRandom.fromSeed(seed + 1);
        // The prediction places what the load sends: one copy per read, every copy per write; a trace's
        // first 200,000 requests are its prediction.
        RedisRunPlan plan = new RedisRunPlan(simulation, seed, redis, props.withPrefix("hotshard."),
                Path.of(props.string("hotshard.runsRoot", "target/hotshard-runs")),
                Optional.ofNullable(props.raw("hotshard.runDir")).map(Path::of), preload,
                trace == null ? RedisHotKeyRequests.sample(KeySettings.generator(props, KeyRandom.fromSeed(~seed)),
                        salting, redis.writeShare(), sampleSalt)
                        : RedisHotKeyRequests.sample(trace, salting, redis.writeShare(), sampleSalt));
        return new RedisHotKeySettings(props, redis, seed, rate, ramp, duration, killAt, pause, addMasterAt, move,
                shareTolerance, minSuccessPercent, salting, trace, plan);
    }

    private static Duration[] parsePause(String value) {
        String[] parts = value.split(":");
        if (parts.length != 2) {
            throw new IllegalArgumentException("hotshard.redis.pause must be AT:FOR (e.g. 10s:3s) but was " + value);
        }
        return new Duration[] {SimProperties.parseDuration("hotshard.redis.pause", parts[0]),
            SimProperties.parseDuration("hotshard.redis.pause", parts[1])};
    }

    private static Map<String, String> defaults(Map<String, String> overrides) {
        Map<String, String> defaults = new HashMap<>();
        defaults.put("hotshard.store", RedisSettings.STORE);
        defaults.put("hotshard.dist", "celebrity");
        defaults.put("hotshard.celebrityShare", "0.6");
        defaults.put("hotshard.items", "10000");
        defaults.putAll(overrides);
        return defaults;
    }
}
