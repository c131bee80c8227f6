package io.hotshard.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.testkit.Await;
import io.hotshard.testkit.TestHttp;
import io.hotshard.testkit.WatchedVertx;

/**
 * A watched Vert.x and a client for the tests of an embedded cluster, whatever its store: {@link #close} stops the
 * test's cluster and fails on event-loop blocks.
 */
final class ClusterFixture {

    final WatchedVertx watched = ClusterWarmUp.watched();
    final TestHttp http = new TestHttp(watched.vertx());

    /** Stops {@code cluster} (if the test left one running), then checks that no event loop was blocked. */
    void close(EmbeddedCluster cluster) throws Exception {
        if (cluster != null) {
            Await.result(cluster.stop());
        }
        assertThat(watched.close()).as("blocked-thread warnings").isEmpty();
    }
}
