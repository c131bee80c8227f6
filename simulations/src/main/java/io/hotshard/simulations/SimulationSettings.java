package io.hotshard.simulations;

import io.hotshard.cluster.warm.WarmUp;
import io.hotshard.storeload.KeySettings;
import io.hotshard.storeload.PreloadPlan;
import io.hotshard.storeload.SimProperties;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;

/**
 * The settings every simulation reads, named alike everywhere ({@code -Dhotshard.rate=2000} and so on);
 * each simulation supplies its own defaults and system properties override them.
 *
 * @param simulation       simulation name, used for the run directory
 * @param ratePerSecond    arrival rate of the steady part (open model), requests per second
 * @param ramp             ramp from 1 request/s up to the rate before the steady part (JIT warm-up)
 * @param duration         length of the steady part
 * @param readProportion   share of reads (GET); the rest are writes (PUT)
 * @param seed             seed of every random choice (keys, latency draws); written to run.json
 * @param target           router URL of an external system (several routers of one group: comma-separated), or
 *                         null to start an embedded cluster
 * @param shardUrls        shard id to URL of external hotshard shards whose metrics are recorded
 * @param runDirectory     exact run directory, or null for {@code runsRoot/<simulation>-<timestamp>}
 * @param runsRoot         where run directories land by default
 * @param cluster          the embedded cluster's shape (ignored with an external target)
 * @param chaos            scheduled node events
 * @param parameters       every {@code hotshard.*} value in force, for the manifest
 * @param warmUpRequests   GETs of absent keys sent to an embedded cluster before recording (0: none)
 * @param mitigation       the router-side mitigation switched on for the run ({@code hotshard.mitigation})
 * @param preload          keys stored through the router before recording ({@code hotshard.preload})
 * @param client           the load generator's connection cap and time-out ({@code hotshard.maxConnections},
 *                         {@code hotshard.clientTimeout})
 * @param store            where the embedded cluster's shards keep their data ({@code hotshard.store=memory|pg},
 *                         {@code hotshard.pgUrl})
 */
public record SimulationSettings(String simulation, long ratePerSecond, Duration ramp, Duration duration,
                                 double readProportion, long seed, String target, Map<String, String> shardUrls,
                                 Path runDirectory, Path runsRoot, ClusterShape cluster, ChaosPlan chaos,
                                 Map<String, String> parameters, long warmUpRequests, MitigationPlan mitigation,
                                 PreloadPlan preload, ClientShape client, StoreSettings store) {

    /** Requests sent to an embedded cluster before recording starts, so the measured load meets compiled code. */
    public static final long DEFAULT_WARM_UP_REQUESTS = WarmUp.DEFAULT_READS;

    /** Reads the common settings; {@code props} already holds the simulation's defaults. */
    public static SimulationSettings from(String simulation, SimProperties props) {
        boolean allowRemote = props.booleanValue("hotshard.allowRemoteTarget", false);
        String target = props.raw("hotshard.target");
        if (target != null) {
            target = RouterTargets.parse("hotshard.target", target, allowRemote).joined();
        }
        Map<String, String> shardUrls = ShardUrls.parse(props.raw("hotshard.shardUrls"));
        shardUrls.replaceAll((id, url) -> TargetPolicy.requireAllowed("hotshard.shardUrls " + id, url, allowRemote)
                .toString());
        if (target == null && !shardUrls.isEmpty()) {
            throw new IllegalArgumentException("hotshard.shardUrls needs hotshard.target (the router in front of them)");
        }
        String runDir = props.raw("hotshard.runDir");
        return new SimulationSettings(simulation,
                props.longValue("hotshard.rate", 1000, 1, 1_000_000),
                props.duration("hotshard.ramp", Duration.ofSeconds(10), Duration.ZERO),
                props.duration("hotshard.duration", Duration.ofSeconds(30), Duration.ofSeconds(1)),
                KeySettings.readProportion(props, props.doubleValue("hotshard.readProportion", 0.9, 0, 1)),
                props.longValue("hotshard.seed", 42, Long.MIN_VALUE, Long.MAX_VALUE),
                target, shardUrls,
                runDir == null ? null : Path.of(runDir),
                Path.of(props.string("hotshard.runsRoot", "target/hotshard-runs")),
                ClusterShape.from(props),
                ChaosPlan.parse(props.raw("hotshard.chaos")),
                props.withPrefix("hotshard."),
                props.longValue("hotshard.warmUpRequests", DEFAULT_WARM_UP_REQUESTS, 0, 10_000_000),
                MitigationPlan.from(props, KeySettings.hotKeys(props)),
                PreloadPlan.from(props),
                ClientShape.from(props),
                StoreSettings.from(props));
    }

    /** These settings with another steady arrival rate (one injector's share of the run's). */
    public SimulationSettings withRatePerSecond(long rate) {
        return new SimulationSettings(simulation, rate, ramp, duration, readProportion, seed, target, shardUrls,
                runDirectory, runsRoot, cluster, chaos, parameters, warmUpRequests, mitigation, preload, client, store);
    }

    /** The external target's routers; fails when the run starts its own cluster. */
    public RouterTargets targets() {
        if (target == null) {
            throw new IllegalStateException("an embedded run has no hotshard.target");
        }
        return new RouterTargets(java.util.Arrays.asList(target.split(",")));
    }

    /** Whether the run starts its own embedded cluster. */
    public boolean embedded() {
        return target == null;
    }

    /** Ramp plus steady part. */
    public Duration loadDuration() {
        return ramp.plus(duration);
    }
}
