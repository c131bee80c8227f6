package io.hotshard.simulations;

import io.hotshard.cassandraload.CassandraRunPlan;
import io.hotshard.cassandraload.CassandraSettings;
import io.hotshard.keys.KeyFormat;
import io.hotshard.keys.KeyRandom;
import io.hotshard.storeload.KeySettings;
import io.hotshard.storeload.SimProperties;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/** Every setting of a {@link CassandraHotKeySimulation}, read and checked at once. */
record CassandraHotKeySettings(SimProperties props, CassandraSettings cassandra, long seed, long rate, Duration ramp,
                               Duration duration, double writeShare, double minSuccessPercent, TraceSettings trace,
                               CassandraRunPlan plan) {

    /** The most rows the preload writes. */
    static final int MAX_PRELOAD = 100_000;

    /** Reads the settings from the system properties over the run's defaults and {@code overrides}. */
    static CassandraHotKeySettings from(Map<String, String> overrides, String simulation) {
        return from(SimProperties.fromSystem(), overrides, simulation);
    }

    /** Reads the settings from {@code given} over the run's defaults and {@code overrides}. */
    static CassandraHotKeySettings from(SimProperties given, Map<String, String> overrides, String simulation) {
        SimProperties props = given.withDefaults(defaults(overrides));
        CassandraSettings cassandra = CassandraSettings.from(props);
        long seed = props.longValue("hotshard.seed", 42, Long.MIN_VALUE, Long.MAX_VALUE);
        long rate = props.longValue("hotshard.rate", 500, 1, 200_000);
        Duration ramp = props.duration("hotshard.ramp", Duration.ofSeconds(5), Duration.ZERO);
        Duration duration = props.duration("hotshard.duration", Duration.ofSeconds(30), Duration.ofSeconds(1));
        double writeShare = 1 - KeySettings.readProportion(props,
                props.doubleValue("hotshard.readProportion", 0.95, 0, 1));
        double minSuccessPercent = props.doubleValue("hotshard.cassandra.minSuccessPercent", 95, 0, 100);
        long items = props.longValue("hotshard.items", 10_000, 1, 1_000_000);
        KeyFormat format = KeySettings.keyFormat(props);
        List<String> preload = new ArrayList<>();
        for (long id = 0; id < Math.min(items, MAX_PRELOAD); id++) {
            preload.add(format.format(id));
        }
        TraceSettings trace = TraceSettings.from(props);
        // The prediction places what the load sends, drawn with other seeds than the load's.
        CassandraHotKeyRequests.Sample sample = CassandraHotKeyRequests.sample(
                KeySettings.generator(props, KeyRandom.fromSeed(~seed)), trace, writeShare,
                KeyRandom.fromSeed(seed + 1));
        CassandraRunPlan plan = new CassandraRunPlan(simulation, seed, cassandra, props.withPrefix("hotshard."),
                Path.of(props.string("hotshard.runsRoot", "target/hotshard-runs")),
                Optional.ofNullable(props.raw("hotshard.runDir")).map(Path::of), preload, sample.reads(),
                sample.writes());
        return new CassandraHotKeySettings(props, cassandra, seed, rate, ramp, duration, writeShare,
                minSuccessPercent, trace, plan);
    }

    private static Map<String, String> defaults(Map<String, String> overrides) {
        Map<String, String> defaults = new HashMap<>();
        defaults.put("hotshard.dist", "celebrity");
        defaults.put("hotshard.celebrityShare", "0.6");
        defaults.put("hotshard.items", "10000");
        defaults.putAll(overrides);
        return defaults;
    }
}
