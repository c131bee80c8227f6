package io.hotshard.cluster;

import io.hotshard.recording.RunSettings;
import java.nio.file.Path;
import java.time.Duration;

/** A JVM that records a run of a one-shard cluster and exits before finishing it; started by a test. */
final class ExitingRun {

    private ExitingRun() {
    }

    /** Records into the directory {@code args[0]} for {@code args[1]} milliseconds, then exits with status 0. */
    public static void main(String[] args) throws Exception {
        EmbeddedCluster cluster = EmbeddedCluster.startBlocking(ClusterConfig.defaults(1), Duration.ofSeconds(30));
        cluster.record(RunSettings.of(Path.of(args[0]), "ExitingRun", 1));
        Thread.sleep(Long.parseLong(args[1]));
        System.exit(0);
    }
}
