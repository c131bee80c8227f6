package io.hotshard.redisload;

import io.hotshard.recording.RunRecorder;
import io.hotshard.redis.ClusterTopology;
import io.hotshard.redis.NodeSampler;
import java.nio.file.Path;
import java.time.Instant;
import java.util.BitSet;

/**
 * What a started Redis run is made of, shared by its jobs (chaos, reshard, dashboard, summary): the plan, the run
 * directory, the cluster and its slot map when the run began, the client, the prediction, the nodes' sampler, the
 * recorder of {@code run.json} and the events as text.
 */
record RedisRunParts(RedisRunPlan plan, Path directory, Instant started, RedisRunCluster cluster, ClusterTopology topology,
                RedisLoad load, SlotForecast forecast, NodeSampler sampler, RunRecorder recorder,
                long recordingStartedMillis, RunEventLog events) {

    /** The slot the most predicted requests fall on (the celebrity's, in a celebrity run). */
    int hottestSlot() {
        return forecast.hottestSlot();
    }

    /** The port of the master serving the hottest slot when the run began. */
    int hotMasterPort() {
        return topology.slotOwnerPorts()[hottestSlot()];
    }

    /** The slots {@code port} served when the run began. */
    BitSet slotsOf(int port) {
        BitSet slots = new BitSet();
        int[] owners = topology.slotOwnerPorts();
        for (int s = 0; s < owners.length; s++) {
            if (owners[s] == port) {
                slots.set(s);
            }
        }
        return slots;
    }
}
