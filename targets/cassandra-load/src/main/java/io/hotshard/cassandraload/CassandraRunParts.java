package io.hotshard.cassandraload;

import io.hotshard.cassandra.RingState;
import io.hotshard.recording.RunRecorder;
import java.nio.file.Path;
import java.time.Instant;

/**
 * What a started Cassandra run is made of: the plan, the run directory, the cluster and its ring when the load
 * began, the keyspace's replication factor, the client, the prediction, the nodes' sampler and the recorder of
 * {@code run.json}.
 */
record CassandraRunParts(CassandraRunPlan plan, Path directory, Instant started, CassandraRunCluster cluster, RingState ring,
                int rf, CassandraLoad load, TokenForecast forecast, JmxSampler sampler, RunRecorder recorder,
                long recordingStartedMillis, StartTimes times) {
}
