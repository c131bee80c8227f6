package io.hotshard.redisload;

import io.hotshard.recording.ClientSideTarget;
import io.hotshard.recording.RunDirectories;
import io.hotshard.recording.RunRecorder;
import io.hotshard.recording.RunSettings;
import io.hotshard.redis.ClusterTopology;
import io.hotshard.redis.NodeSampler;
import io.hotshard.ring.RedisSlots;
import io.hotshard.runformat.RunFiles;
import io.hotshard.storeload.Closer;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;

/**
 * Opens a Redis run in order: the run directory, the cluster, the client, the preloaded data, the prediction, the
 * cache or replica reads, the nodes' sampler and the recorder. Each part is handed to the closer as it opens, so a
 * start that fails half-way, or a stop while it is under way, closes what was opened, the last first.
 */
final class RedisRunStart {

    private RedisRunStart() {
    }

    /** Opens every part of the run; blocks for the cluster's start and the preload. */
    static RedisRunParts open(RedisRunPlan plan, Closer closer) {
        Instant started = Instant.now();
        Path directory = RunDirectories.given(plan.runDirectory(), plan.runsRoot(), plan.simulation(), started);
        RedisSettings settings = plan.settings();
        RunEventLog events = new RunEventLog();
        RedisRunCluster cluster = closer.add(RedisRunCluster.of(settings, directory));
        cluster.up();
        ClusterTopology topology = cluster.topology();
        RedisLoad load = closer.add(new RedisLoad(cluster.entryPort(), settings));
        RedisPreload.run(load.commands(), settings.command(), settings.valueBytes(), plan.preloadKeys());
        SlotForecast forecast = SlotForecast.of(plan.predictionKeys());
        load.placeSlots(topology.slotOwnerPorts());
        int hotSlot = forecast.hottestSlot();
        int hotMaster = topology.slotOwnerPorts()[hotSlot];
        if (settings.clientCache()) {
            load.cacheSlot(hotMaster, hotSlot);
        }
        if (settings.replicaReads()) {
            load.readFromReplicas(hotSlot);
            ReplicaWarmUp.run(load, topology, hotMaster, plan.predictionKeys().stream()
                    .filter(k -> RedisSlots.keyHashSlot(k) == hotSlot).findFirst().orElseThrow(), events);
        }
        NodeSampler sampler = closer.add(NodeSampler.start(topology.nodes().stream().map(n -> n.port()).toList(),
                settings.countedCommands(), directory.resolve(RunFiles.REDIS_NODES), Duration.ofSeconds(1)));
        RunRecorder recorder;
        try {
            // The run's InterruptHook, not the recorder's own, marks an interrupted run: it records why first.
            recorder = closer.add(RunRecorder.startClientSide(RunSettings.of(directory, plan.simulation(),
                    plan.seed()).withParameters(plan.parameters()).withShutdownHook(false),
                    ClientSideTarget.redis("redis://127.0.0.1:" + cluster.entryPort())));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new RedisRunParts(plan, directory, started, cluster, topology, load, forecast, sampler, recorder,
                System.currentTimeMillis(), events);
    }
}
