package io.hotshard.cassandraload;

import io.hotshard.metrics.LatencyRecorder;
import io.hotshard.recording.StampedEvent;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * What the live dashboard of a Cassandra run reads: the run's name line, the nodes' latest samples, the shares
 * predicted from the keys and the token map (and the replicas of the sample's hottest key), the client's counts
 * and latency, and the run's events; {@code startMillis} is when its recording began (the events' origin).
 */
record DashboardInputs(String title, LiveNodes nodes, Map<String, Double> predictedReads,
                       Map<String, Double> predictedWrites, List<String> hotKeyReplicas, Supplier<CassandraLoadCounts> counts,
                       LatencyRecorder latency, Supplier<List<StampedEvent>> events, long startMillis) {

    /** The inputs of a started run. */
    static DashboardInputs of(CassandraRunParts run) {
        CassandraSettings settings = run.plan().settings();
        String title = run.plan().simulation() + " · " + settings.consistency() + " · rf " + run.rf()
                + " · hottest key " + run.forecast().hottestKey() + " on " + run.forecast().hottestKeyReplicas()
                + " · mitigation: " + settings.mitigation().describe();
        return new DashboardInputs(title, run.sampler().live(), run.forecast().readShares(),
                run.forecast().writeShares(), run.forecast().hottestKeyReplicas(), run.load()::counts,
                run.load().latency(), run.recorder()::events, run.recordingStartedMillis());
    }
}
