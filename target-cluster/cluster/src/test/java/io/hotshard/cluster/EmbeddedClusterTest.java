package io.hotshard.cluster;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.hotshard.recording.StampedEvent;
import io.hotshard.router.RouterConfig;
import io.hotshard.router.core.DownOn;
import io.hotshard.router.core.RouterState;
import io.hotshard.runformat.EventKind;
import io.hotshard.testkit.Await;
import io.hotshard.testkit.TestHttp;
import io.hotshard.testkit.WatchedVertx;
import io.vertx.core.Future;
import io.vertx.core.http.HttpMethod;
import java.io.IOException;
import java.net.BindException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

@Timeout(30)
final class EmbeddedClusterTest {

    private ClusterFixture fixture;
    private WatchedVertx watched;
    private TestHttp http;
    private EmbeddedCluster cluster;
    private final List<StampedEvent> events = new CopyOnWriteArrayList<>();

    @BeforeEach
    void createVertx() {
        fixture = new ClusterFixture();
        watched = fixture.watched;
        http = fixture.http;
    }

    @AfterEach
    void stopEverything() throws Exception {
        fixture.close(cluster);
    }

    @Test
    void start_threeShards_kvRoundTripsThroughTheRouterAndStopFreesThePorts() throws Exception {
        start(ClusterConfig.defaults(3));
        String router = cluster.routerUrl();

        TestHttp.Answer created = http.call(HttpMethod.PUT, router, "/kv/alpha", "one");
        TestHttp.Answer read = http.call(HttpMethod.GET, router, "/kv/alpha", null);
        String owner = ownerOf("alpha");

        assertThat(cluster.shardUrls()).containsOnlyKeys("shard-0", "shard-1", "shard-2");
        assertThat(created.status()).isEqualTo(201);
        assertThat(read).extracting(TestHttp.Answer::status, TestHttp.Answer::body).containsExactly(200, "one");
        assertThat(Await.result(cluster.shard(owner).snapshot()).saturation().arrivals()).isEqualTo(2);
        List<Integer> ports = new ArrayList<>();
        ports.add(URI.create(router).getPort());
        cluster.shardUrls().values().forEach(url -> ports.add(URI.create(url).getPort()));

        Await.result(cluster.stop());
        cluster = null;

        for (int port : ports) {
            assertThat(rebind(port)).as("port %d bound again within 2 s of the stop", port).isEqualTo(port);
        }
    }

    /**
     * Binds {@code port} again, retrying for up to 2 s: a connection the stop closed from the shard's side can hold
     * the port in FIN_WAIT_2 until the peer's close reaches it, which takes the kernel a moment.
     */
    private static int rebind(int port) throws Exception {
        long deadline = System.nanoTime() + 2_000_000_000L;
        while (true) {
            try (ServerSocket rebound = new ServerSocket(port, 1, InetAddress.getLoopbackAddress())) {
                return rebound.getLocalPort();
            } catch (BindException e) {
                if (System.nanoTime() > deadline) {
                    throw e;
                }
                Thread.sleep(50);
            }
        }
    }

    @Test
    void killShard_downShardsKeptInRing_routerMarksItDownAndFailsFastUntilRevived() throws Exception {
        start(ClusterConfig.defaults(3).withRouter(RouterConfig.template().withHealth(50, 250, DownOn.REFUSED,
                false)));
        String key = keyOwnedBy("shard-1");

        Await.result(cluster.killShard("shard-1"));
        Await.until(Duration.ofSeconds(5), "shard-1 marked down", () -> !state().member("shard-1").up());
        TestHttp.Answer whileDown = http.call(HttpMethod.GET, cluster.routerUrl(), "/kv/" + key, null);
        Await.result(cluster.reviveShard("shard-1"));
        Await.until(Duration.ofSeconds(5), "shard-1 marked up", () -> state().member("shard-1").up());
        TestHttp.Answer afterRevival = http.call(HttpMethod.GET, cluster.routerUrl(), "/kv/" + key, null);

        assertThat(whileDown.status()).isEqualTo(503);
        assertThat(state().ringIds()).contains("shard-1");
        assertThat(afterRevival.status()).isEqualTo(404);
        assertThat(events).extracting(StampedEvent::kind).containsExactly(EventKind.NODE_KILLED, EventKind.NODE_UP);
        assertThat(events).extracting(StampedEvent::target).containsOnly("shard-1");
    }

    @Test
    void killShard_downShardsRemoved_keysAreReroutedToTheOthers() throws Exception {
        start(ClusterConfig.defaults(3).withRouter(RouterConfig.template().withHealth(50, 250, DownOn.REFUSED,
                true)));
        String key = keyOwnedBy("shard-2");

        Await.result(cluster.killShard("shard-2"));
        Await.until(Duration.ofSeconds(5), "shard-2 leaves the ring", () -> !state().ringIds().contains("shard-2"));
        TestHttp.Answer rerouted = http.call(HttpMethod.PUT, cluster.routerUrl(), "/kv/" + key, "moved");

        assertThat(rerouted.status()).isEqualTo(201);
        assertThat(ownerOf(key)).isNotEqualTo("shard-2");
    }

    @Test
    void pauseShard_requestsHangUntilThePauseEndsThenComplete() throws Exception {
        start(ClusterConfig.defaults(2));
        String key = keyOwnedBy("shard-0");

        Await.result(cluster.pauseShard("shard-0", Duration.ofMillis(600)));
        Future<TestHttp.Answer> hanging = http.send(HttpMethod.GET, cluster.routerUrl(), "/kv/" + key, null);
        Await.until(Duration.ofSeconds(2), "the request held by the paused shard",
                () -> Await.result(cluster.shard("shard-0").snapshot()).saturation().inFlight() >= 1);
        boolean doneDuringPause = hanging.isComplete();
        TestHttp.Answer afterPause = Await.result(hanging);
        Await.until(Duration.ofSeconds(2), "the pause-ended event", () -> events.size() == 2);

        assertThat(doneDuringPause).isFalse();
        assertThat(afterPause.status()).isEqualTo(404);
        assertThat(events).extracting(StampedEvent::kind).containsExactly(EventKind.NODE_PAUSED, EventKind.NODE_RESUMED);
        assertThat(events.get(0).detail().getLong("durationMillis")).isEqualTo(600);
    }

    @Test
    void resumeShard_endsAPauseEarly() throws Exception {
        start(ClusterConfig.defaults(1));

        Await.result(cluster.pauseShard("shard-0", Duration.ofSeconds(20)));
        Future<TestHttp.Answer> hanging = http.send(HttpMethod.GET, cluster.routerUrl(), "/kv/x", null);
        Await.result(cluster.resumeShard("shard-0"));

        assertThat(Await.result(hanging).status()).isEqualTo(404);
        assertThat(events).extracting(e -> e.detail().getString("reason")).containsExactly(null, "resumed");
    }

    @Test
    void addAndRemoveShard_changeRingMembershipAndRecordEvents() throws Exception {
        start(ClusterConfig.defaults(3));

        Await.result(cluster.addShard(cluster.config().shardConfig("shard-3")));
        List<String> ringAfterAdd = state().ringIds();
        int addedPort = URI.create(cluster.shardUrls().get("shard-3")).getPort();
        http.call(HttpMethod.PUT, cluster.routerUrl(), "/kv/" + keyOwnedBy("shard-3"), "v");
        Await.result(cluster.removeShard("shard-3"));

        assertThat(ringAfterAdd).containsExactly("shard-0", "shard-1", "shard-2", "shard-3");
        assertThat(state().ringIds()).containsExactly("shard-0", "shard-1", "shard-2");
        assertThat(cluster.shardUrls()).doesNotContainKey("shard-3");
        assertThat(cluster.metricSources().shards()).containsKey("shard-3");
        assertThat(events).extracting(StampedEvent::kind).containsExactly(EventKind.NODE_ADDED, EventKind.NODE_REMOVED);
        assertThat(events.get(0).detail().getLong("moved")).isPositive();
        assertThat(events.get(1).detail().getBoolean("drained")).isTrue();
        assertThat(rebind(addedPort)).as("removed shard's port %d bound again", addedPort).isEqualTo(addedPort);
        assertThat(cluster.killShard("shard-3").toCompletionStage().toCompletableFuture())
                .failsWithin(Duration.ofSeconds(5)).withThrowableThat()
                .withMessageContaining("unknown shard 'shard-3'; running shards are [shard-0, shard-1, shard-2]");
    }

    @Test
    void slowShard_changesTheSlownessMultiplier() throws Exception {
        start(ClusterConfig.defaults(2));

        Await.result(cluster.slowShard("shard-1", 3.0));

        assertThat(Await.result(cluster.shard("shard-1").config()).slownessMultiplier()).isEqualTo(3.0);
        assertThat(events).singleElement().satisfies(e -> {
            assertThat(e.kind()).isEqualTo(EventKind.CONFIG_CHANGED);
            assertThat(e.detail().getDouble("slownessMultiplier")).isEqualTo(3.0);
        });
    }

    @Test
    void startBlocking_busyShardPort_failsNamingTheCause() throws IOException {
        try (ServerSocket busy = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            ClusterConfig config = ClusterConfig.defaults(1).withPorts(0, busy.getLocalPort());

            assertThatThrownBy(() -> EmbeddedCluster.startBlocking(config, Duration.ofSeconds(10)))
                    .isInstanceOf(IllegalStateException.class).hasMessageStartingWith("starting the cluster failed");
        }
    }

    private void start(ClusterConfig config) {
        cluster = Await.result(new EmbeddedCluster(watched.vertx(), config).start());
        cluster.addEventSink(events::add);
    }

    private RouterState state() {
        return cluster.router().state();
    }

    private String ownerOf(String key) {
        return state().partitioner().ownerOf(key);
    }

    private String keyOwnedBy(String shardId) {
        return IntStream.range(0, 10_000).mapToObj(i -> "k" + i).filter(k -> ownerOf(k).equals(shardId)).findFirst()
                .orElseThrow();
    }
}
