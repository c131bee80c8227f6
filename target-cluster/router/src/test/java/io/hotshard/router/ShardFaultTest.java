package io.hotshard.router;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.router.core.ShardSpec;
import io.hotshard.router.metrics.RouterMetricsSnapshot;
import io.hotshard.testkit.Await;
import io.hotshard.testkit.TestHttp;
import io.vertx.core.Future;
import io.vertx.core.http.HttpMethod;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CountDownLatch;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The router in front of a shard that misbehaves on cue (a {@link RawShard}): refusing connections while requests
 * queue, closing a connection mid-answer or between requests, never answering. Each case checks what the client got
 * and that the router's counters say the same.
 */
final class ShardFaultTest {

    private static final String RAW = "raw";
    private static final String NO_CONTENT = "HTTP/1.1 204 No Content\r\n\r\n";

    private RawShard shard;
    private TestCluster cluster;

    @AfterEach
    void stop() throws Exception {
        try {
            if (cluster != null) {
                cluster.close();
            }
        } finally {
            shard.close();
        }
    }

    @Test
    void get_connectRefusedWithRequestsQueuedPastThePool_queuedFailPromptlyAsConnectFailures() throws Exception {
        long timeoutMillis = 3_000;
        CountDownLatch closeFirst = new CountDownLatch(1);
        CountDownLatch answerSecond = new CountDownLatch(1);
        shard = RawShard.start(request -> {
            if (request.connection() == 1) {
                closeFirst.await();
                request.close();
            } else {
                answerSecond.await();
                request.answer(RawShard.OK);
            }
        });
        start(2, timeoutMillis);
        List<Future<TestHttp.Answer>> calls = IntStream.range(0, 10)
                .mapToObj(i -> cluster.http().get(cluster.router().port(), "/kv/k" + i)).toList();
        Await.until("two requests on the shard's connections and eight queued behind them",
                () -> shard.lines().size() == 2 && cluster.router().inFlight().getOrDefault(RAW, 0L) == 10);

        // The shard dies: it stops listening and drops the first connection; the second still holds a request.
        shard.stopListening();
        long dropped = System.nanoTime();
        closeFirst.countDown();
        Await.until("every request but the one held", () -> calls.stream().filter(Future::isComplete).count() >= 9);
        long elapsedMillis = (System.nanoTime() - dropped) / 1_000_000;
        answerSecond.countDown();
        Await.result(Future.all(calls));

        Map<Integer, Long> statuses = statuses(calls);
        assertThat(statuses).as("answers; the shard accepted %d connections and read %s", shard.accepted(),
                        shard.lines())
                .containsExactlyEntriesOf(new TreeMap<>(Map.of(200, 1L, 502, 9L)));
        assertThat(calls.stream().filter(c -> c.result().body().contains("shard raw refused the connection")))
                .as("the queued requests, failed by the refused connect").hasSize(8);
        assertThat(elapsedMillis).as("ms until the queued requests were answered")
                .isLessThan(timeoutMillis + 1_000);
        RouterMetricsSnapshot metrics = cluster.router().metrics();
        assertThat(metrics.responses()).isEqualTo(statuses);
        assertThat(metrics.kvReceived()).isEqualTo(10);
        assertThat(metrics.connectFailures()).isEqualTo(8);
        assertThat(metrics.brokenConnections()).as("the request on the dropped connection").isEqualTo(1);
        assertThat(metrics.timeouts()).isZero();
        assertThat(metrics.routerFailures()).as("requests no shard saw").isEqualTo(8);
        assertThat(metrics.shards().get(RAW).notSent()).isEqualTo(8);
        assertThat(shard.accepted()).isEqualTo(2);
    }

    @Test
    void get_shardClosesMidAnswer_502AndNotSentAgain() throws Exception {
        shard = RawShard.start(request -> {
            if (request.onConnection() == 1) {
                request.answer(RawShard.OK);
            } else {
                request.answer("HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\npartial");
                request.close();
            }
        });
        start(1, 3_000);

        assertThat(cluster.get("/kv/a").status()).isEqualTo(200);
        TestHttp.Answer cut = cluster.get("/kv/b");

        assertThat(cut.status()).isEqualTo(502);
        assertThat(cut.body()).startsWith("shard raw broke the connection");
        assertThat(shard.lines()).as("not sent again: part of its answer had come")
                .containsExactly("GET /kv/a HTTP/1.1", "GET /kv/b HTTP/1.1");
        RouterMetricsSnapshot metrics = cluster.router().metrics();
        assertThat(metrics.responses()).isEqualTo(Map.of(200, 1L, 502, 1L));
        assertThat(metrics.brokenConnections()).isEqualTo(1);
        assertThat(metrics.edges().retried()).isZero();
    }

    @Test
    void get_shardClosedTheKeptAliveConnection_sentOnceMoreOnANewConnectionAndAnswered() throws Exception {
        // The shard's close crosses the second request: it reads it, and closes without a byte of answer.
        shard = RawShard.start(request -> {
            if (request.connection() == 1 && request.onConnection() == 2) {
                request.close();
            } else {
                request.answer(RawShard.OK);
            }
        });
        start(1, 3_000);

        assertThat(cluster.get("/kv/a").status()).isEqualTo(200);
        TestHttp.Answer again = cluster.get("/kv/b");

        assertThat(again.status()).isEqualTo(200);
        assertThat(again.body()).isEqualTo("ok");
        assertThat(shard.lines()).containsExactly("GET /kv/a HTTP/1.1", "GET /kv/b HTTP/1.1", "GET /kv/b HTTP/1.1");
        assertThat(shard.accepted()).isEqualTo(2);
        RouterMetricsSnapshot metrics = cluster.router().metrics();
        assertThat(metrics.responses()).isEqualTo(Map.of(200, 2L));
        assertThat(metrics.brokenConnections()).isZero();
        assertThat(metrics.edges().retried()).isEqualTo(1);
        assertThat(metrics.shards().get(RAW).sent()).as("requests sent, each once").isEqualTo(2);
    }

    @Test
    void put_shardClosedTheKeptAliveConnection_502AndNotSentAgain() throws Exception {
        shard = RawShard.start(request -> {
            if (request.connection() == 1 && request.onConnection() == 2) {
                request.close();
            } else {
                request.answer(NO_CONTENT);
            }
        });
        start(1, 3_000);

        assertThat(cluster.call(HttpMethod.PUT, "/kv/a", "1").status()).isEqualTo(204);
        TestHttp.Answer lost = cluster.call(HttpMethod.PUT, "/kv/b", "2");

        assertThat(lost.status()).isEqualTo(502);
        assertThat(lost.body()).startsWith("shard raw broke the connection");
        assertThat(shard.lines()).as("a write the shard may have applied is not sent twice")
                .containsExactly("PUT /kv/a HTTP/1.1", "PUT /kv/b HTTP/1.1");
        assertThat(shard.accepted()).isEqualTo(1);
        RouterMetricsSnapshot metrics = cluster.router().metrics();
        assertThat(metrics.responses()).isEqualTo(Map.of(204, 1L, 502, 1L));
        assertThat(metrics.brokenConnections()).isEqualTo(1);
        assertThat(metrics.edges().retried()).isZero();
    }

    @Test
    void get_shardNeverAnswers_504WithinTheRequestTimeout() throws Exception {
        shard = RawShard.start(request -> { });
        start(1, 500);

        long sent = System.nanoTime();
        TestHttp.Answer hung = cluster.get("/kv/a");
        long elapsedMillis = (System.nanoTime() - sent) / 1_000_000;

        assertThat(hung.status()).isEqualTo(504);
        assertThat(hung.body()).isEqualTo("shard raw did not answer within 500 ms\n");
        assertThat(elapsedMillis).isBetween(500L, 1_500L);
        RouterMetricsSnapshot metrics = cluster.router().metrics();
        assertThat(metrics.responses()).isEqualTo(Map.of(504, 1L));
        assertThat(metrics.timeouts()).isEqualTo(1);
        assertThat(shard.lines()).containsExactly("GET /kv/a HTTP/1.1");
    }

    /** A router over the raw shard alone: one event loop (so one pool to count), no preconnection, no probes. */
    private void start(int poolSize, long timeoutMillis) {
        cluster = TestCluster.start(List.of(), (started, config) -> config.toBuilder()
                .shards(List.of(ShardSpec.of(RAW, shard.url()))).client(timeoutMillis, poolSize).preconnect(false)
                .eventLoops(1).build());
    }

    private static Map<Integer, Long> statuses(List<Future<TestHttp.Answer>> calls) {
        Map<Integer, Long> statuses = new TreeMap<>();
        calls.forEach(call -> statuses.merge(call.result().status(), 1L, Long::sum));
        return statuses;
    }
}
