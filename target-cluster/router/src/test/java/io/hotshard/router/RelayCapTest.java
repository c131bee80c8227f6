package io.hotshard.router;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.router.core.EdgeLimits;
import io.hotshard.router.core.ShardSpec;
import io.hotshard.router.metrics.EdgeCounts;
import io.hotshard.router.metrics.RouterMetricsSnapshot;
import io.hotshard.testkit.Await;
import io.hotshard.testkit.TestHttp;
import io.vertx.core.Context;
import io.vertx.core.Future;
import io.vertx.core.http.HttpServer;
import io.vertx.core.http.HttpServerRequest;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * A thousand fan-outs at once through a router whose event loop may open eight connections to its admin web
 * server: while a shard holds every scan, eight fan-outs are in the web server and the rest wait at the relay; once
 * it answers, all are served, and the relay never had more than eight connections.
 */
final class RelayCapTest {

    private static final int FAN_OUTS = 1_000;
    private static final int CAP = 8;

    private final AtomicInteger scans = new AtomicInteger();
    private final List<HttpServerRequest> held = new ArrayList<>();
    private boolean holding = true;
    private Context shardContext;
    private TestCluster cluster;
    private TestHttp clients;

    @AfterEach
    void stop() throws Exception {
        if (clients != null) {
            Await.result(clients.close());
        }
        cluster.close();
    }

    @Test
    void fanOut_thousandAtOnceOverACapOfEight_relayConnectionsStayWithinTheCapAndAllAnswered() {
        cluster = TestCluster.start(List.of(), (started, config) -> config.toBuilder()
                .shards(List.of(ShardSpec.of("held", "http://127.0.0.1:" + holdingShard(started)))).eventLoops(1)
                .client(10_000, RouterConfig.DEFAULT_POOL_SIZE_PER_SHARD)
                .edges(EdgeLimits.defaults().withMaxRelayConnections(CAP)).build());
        clients = new TestHttp(cluster.vertx(), FAN_OUTS);

        List<Future<TestHttp.Answer>> calls = IntStream.range(0, FAN_OUTS)
                .mapToObj(i -> clients.get(cluster.router().port(), "/fanout?q=k" + i)).toList();
        Await.until(Duration.ofSeconds(20), "every fan-out at the router, " + CAP + " of them at the shard",
                () -> edges().relayWaiting() == FAN_OUTS - CAP && scans.get() == CAP);

        RouterMetricsSnapshot whileHeld = cluster.router().metrics();
        assertThat(whileHeld.fanOutReceived()).as("fan-outs that reached the web server").isEqualTo(CAP);
        assertThat(whileHeld.edges().relayConnections()).isEqualTo(CAP);
        shardContext.runOnContext(ignored -> release());
        Await.result(Future.all(calls), Duration.ofSeconds(20));

        Map<Integer, Long> statuses = new TreeMap<>();
        calls.forEach(call -> statuses.merge(call.result().status(), 1L, Long::sum));
        assertThat(statuses).isEqualTo(Map.of(200, (long) FAN_OUTS));
        RouterMetricsSnapshot metrics = cluster.router().metrics();
        assertThat(metrics.fanOutReceived()).isEqualTo(FAN_OUTS);
        assertThat(metrics.responses()).isEqualTo(statuses);
        assertThat(metrics.edges().relayConnectionsPeak()).isEqualTo(CAP);
        assertThat(metrics.edges().relayWaiting()).isZero();
        assertThat(metrics.edges().relayRefused()).isZero();
        assertThat(scans).hasValue(FAN_OUTS);
    }

    private EdgeCounts edges() {
        return cluster.router().metrics().edges();
    }

    /** A shard whose scans wait until {@link #release()}, on a context of its own; returns its port. */
    private int holdingShard(TestCluster started) {
        shardContext = started.vertx().getOrCreateContext();
        Future<HttpServer> listening = Future.future(promise -> shardContext.runOnContext(ignored -> started.vertx()
                .createHttpServer().requestHandler(request -> {
                    if (!request.path().equals("/scan")) {
                        // The dashboard's samples of the shard's figures: none to give.
                        request.response().setStatusCode(404).end();
                        return;
                    }
                    scans.incrementAndGet();
                    if (holding) {
                        held.add(request);
                    } else {
                        answer(request);
                    }
                }).listen(0, "127.0.0.1").onComplete(promise)));
        return Await.result(listening).actualPort();
    }

    private void release() {
        holding = false;
        held.forEach(RelayCapTest::answer);
        held.clear();
    }

    private static void answer(HttpServerRequest request) {
        request.response().putHeader("content-type", "application/json").end("{\"matched\":0,\"keys\":[]}");
    }
}
