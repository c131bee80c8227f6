package io.hotshard.router;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.router.core.ShardSpec;
import io.hotshard.testkit.Await;
import io.hotshard.testkit.TestHttp;
import io.netty.util.ResourceLeakDetector;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.net.NetSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BiConsumer;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The router's connections to a shard against scripted shards (raw TCP servers on port 0): connections the shard
 * closes between requests, HTTP/1.0 and {@code Connection: close} answers, a hung request's connection, the
 * per-shard connection limit, and no leaked buffer.
 */
final class ShardConnectionsTest {

    private static final String OK = "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: 2\r\n\r\nok";
    private static final List<String> LEAKS = new ArrayList<>();
    /** Held, so that the handler below is not collected with its logger. */
    private static final Logger LEAK_LOGGER = Logger.getLogger(ResourceLeakDetector.class.getName());

    private TestCluster cluster;
    private final AtomicInteger accepted = new AtomicInteger();
    private final AtomicInteger open = new AtomicInteger();
    private final AtomicInteger mostOpen = new AtomicInteger();
    private final AtomicInteger closedByRouter = new AtomicInteger();

    @BeforeAll
    static void watchLeaks() {
        ResourceLeakDetector.setLevel(ResourceLeakDetector.Level.PARANOID);
        LEAK_LOGGER.addHandler(new Handler() {
            @Override
            public void publish(LogRecord record) {
                synchronized (LEAKS) {
                    LEAKS.add(record.getMessage());
                }
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        });
    }

    @AfterEach
    void stop() throws Exception {
        cluster.close();
    }

    @Test
    void get_shardClosesKeptAliveConnectionAfterEachAnswer_everyRequestAnsweredOnAFreshConnection() {
        start(1, 5_000, (socket, request) -> {
            socket.write(OK);
            socket.closeAfterMillis(20);
        });
        for (int i = 0; i < 5; i++) {
            assertThat(cluster.get("/kv/k").status()).isEqualTo(200);
            int opened = i + 1;
            Await.until("the shard's close reached the router", () -> open.get() == 0 && accepted.get() == opened);
            sleepMillis(30);
        }
        assertThat(accepted).hasValue(5);
    }

    @Test
    void get_http10AndConnectionCloseAnswers_answeredAndConnectionNotReused() {
        AtomicInteger answers = new AtomicInteger();
        start(1, 5_000, (socket, request) -> {
            socket.write(answers.getAndIncrement() % 2 == 0
                    ? "HTTP/1.0 200 OK\r\nContent-Length: 2\r\n\r\nok"
                    : "HTTP/1.1 200 OK\r\nConnection: close\r\nContent-Length: 2\r\n\r\nok");
        });
        for (int i = 0; i < 6; i++) {
            TestHttp.Answer answer = cluster.get("/kv/k" + i);
            assertThat(answer.status()).isEqualTo(200);
            assertThat(answer.body()).isEqualTo("ok");
        }
        assertThat(accepted).hasValue(6);
        Await.until("the router closed every connection it may not reuse", () -> closedByRouter.get() == 6);
    }

    @Test
    void get_keptAliveShard_oneConnectionCarriesEveryRequestInTurn() {
        start(1, 5_000, (socket, request) -> socket.write(OK));
        for (int i = 0; i < 20; i++) {
            assertThat(cluster.get("/kv/k" + i).status()).isEqualTo(200);
        }
        assertThat(accepted).hasValue(1);
    }

    @Test
    void start_preconnect_eachLoopOpensOneConnectionBeforeServingAndRequestsReuseIt() {
        start(4, 5_000, true, (socket, request) -> socket.write(OK));
        int loops = TestCluster.eventLoops();
        // The router has connected once it starts; the scripted shard's accept callback runs on its own thread.
        Await.until("each loop's connection accepted by the shard", () -> accepted.get() >= loops);
        assertThat(accepted).as("connections open once the router has started").hasValue(loops);
        for (int i = 0; i < 20; i++) {
            assertThat(cluster.get("/kv/k" + i).status()).isEqualTo(200);
        }
        assertThat(accepted).as("one request at a time needs no other connection").hasValue(loops);
        assertThat(closedByRouter).hasValue(0);
    }

    @Test
    void get_shardHangsOnFirstRequest_504ThenItsConnectionClosedAndNextRequestAnswered() {
        AtomicInteger seen = new AtomicInteger();
        start(1, 300, (socket, request) -> {
            if (seen.getAndIncrement() > 0) {
                socket.write(OK);
            }
        });
        TestHttp.Answer hung = cluster.get("/kv/hung");
        assertThat(hung.status()).isEqualTo(504);
        assertThat(hung.body()).contains("did not answer within 300 ms");
        Await.until("the router closed the hung request's connection", () -> closedByRouter.get() == 1);

        assertThat(cluster.get("/kv/next").status()).isEqualTo(200);
        assertThat(accepted).hasValue(2);
    }

    @Test
    void get_moreConcurrentRequestsThanPool_shardNeverSeesMoreConnectionsPerLoopAndAllAnswered() {
        start(2, 5_000, (socket, request) -> socket.answerAfterMillis(50, OK));
        List<io.vertx.core.Future<TestHttp.Answer>> calls = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
            calls.add(cluster.http().get(cluster.router().port(), "/kv/k" + i));
        }
        for (io.vertx.core.Future<TestHttp.Answer> call : calls) {
            assertThat(Await.result(call).status()).isEqualTo(200);
        }
        // The limit holds per event loop: each loop keeps its own connections.
        int loops = TestCluster.eventLoops();
        assertThat(mostOpen.get()).isBetween(2, 2 * loops);
        assertThat(accepted.get()).isEqualTo(mostOpen.get());
    }

    @Test
    void putAndGet_manyBodiesThroughTheRouter_noBufferLeaked() {
        StringBuilder stored = new StringBuilder();
        start(4, 5_000, (socket, request) -> {
            if (request.startsWith("PUT")) {
                stored.setLength(0);
                stored.append(request.substring(request.indexOf("\r\n\r\n") + 4));
                socket.write("HTTP/1.1 204 No Content\r\n\r\n");
            } else {
                socket.write("HTTP/1.1 200 OK\r\nContent-Length: " + stored.length() + "\r\n\r\n" + stored);
            }
        });
        for (int i = 0; i < 200; i++) {
            String value = "value-" + i + "-" + "x".repeat(i * 10);
            assertThat(cluster.call(HttpMethod.PUT, "/kv/k", value).status()).isEqualTo(204);
            assertThat(cluster.get("/kv/k").body()).isEqualTo(value);
        }
        assertNoBufferLeaked();
    }

    @Test
    void get_clientGoneBeforeTheShardAnswers_answerReleasedAndShardConnectionKept() throws Exception {
        start(1, 5_000, (socket, request) -> socket.answerAfterMillis(100, OK));
        for (int i = 0; i < 3; i++) {
            try (Socket client = new Socket("127.0.0.1", cluster.router().port())) {
                client.getOutputStream().write("GET /kv/k HTTP/1.1\r\nHost: x\r\n\r\n"
                        .getBytes(StandardCharsets.ISO_8859_1));
            }
            sleepMillis(150);
        }

        assertThat(cluster.get("/kv/k").body()).isEqualTo("ok");
        assertThat(accepted.get()).as("at most one connection per loop, none closed for the gone clients")
                .isLessThanOrEqualTo(TestCluster.eventLoops());
        assertThat(closedByRouter.get()).isZero();
        assertNoBufferLeaked();
    }

    private void assertNoBufferLeaked() {
        for (int round = 0; round < 5; round++) {
            System.gc();
            // A leak is reported when a buffer is allocated after the garbage collector found one unreleased.
            sleepMillis(100);
            cluster.get("/kv/k");
        }
        synchronized (LEAKS) {
            assertThat(LEAKS).as("buffers leaked, as Netty's leak detector reports them").isEmpty();
        }
    }

    /**
     * A router over one shard {@code raw}, a TCP server that hands each complete request (headers, and a body of
     * its Content-Length) to {@code script} with the connection to answer on.
     */
    private void start(int poolSize, long timeoutMillis, BiConsumer<Peer, String> script) {
        start(poolSize, timeoutMillis, false, script);
    }

    /** As above; with {@code preconnect} each router loop opens a connection before it serves. */
    private void start(int poolSize, long timeoutMillis, boolean preconnect, BiConsumer<Peer, String> script) {
        cluster = TestCluster.start(TestCluster.shardConfigs(1, 0), (started, config) -> {
            int port = listen(started.vertx(), script);
            return config.withShards(List.of(ShardSpec.of("raw", "http://127.0.0.1:" + port)))
                    .withClient(timeoutMillis, poolSize).withPreconnect(preconnect);
        });
    }

    private int listen(Vertx vertx, BiConsumer<Peer, String> script) {
        return Await.result(vertx.createNetServer().connectHandler(socket -> {
            accepted.incrementAndGet();
            mostOpen.accumulateAndGet(open.incrementAndGet(), Math::max);
            Peer peer = new Peer(vertx, socket);
            socket.closeHandler(ignored -> {
                open.decrementAndGet();
                if (!peer.closing) {
                    closedByRouter.incrementAndGet();
                }
            });
            StringBuilder pending = new StringBuilder();
            socket.handler(bytes -> {
                pending.append(bytes.toString(StandardCharsets.ISO_8859_1));
                for (int end = pending.indexOf("\r\n\r\n"); end >= 0; end = pending.indexOf("\r\n\r\n")) {
                    int total = end + 4 + contentLength(pending.substring(0, end));
                    if (pending.length() < total) {
                        return;
                    }
                    String request = pending.substring(0, total);
                    pending.delete(0, total);
                    script.accept(peer, request);
                }
            });
        }).listen(0, "127.0.0.1")).actualPort();
    }

    /** The scripted shard's side of one connection. */
    private static final class Peer {
        private final Vertx vertx;
        private final NetSocket socket;
        private boolean closing;

        Peer(Vertx vertx, NetSocket socket) {
            this.vertx = vertx;
            this.socket = socket;
        }

        void write(String text) {
            socket.write(Buffer.buffer(text, "ISO-8859-1"));
        }

        void closeAfterMillis(long millis) {
            vertx.setTimer(millis, id -> {
                closing = true;
                socket.close();
            });
        }

        void answerAfterMillis(long millis, String text) {
            vertx.setTimer(millis, id -> write(text));
        }
    }

    private static int contentLength(String head) {
        for (String line : head.split("\r\n")) {
            if (line.toLowerCase(java.util.Locale.ROOT).startsWith("content-length:")) {
                return Integer.parseInt(line.substring(15).trim());
            }
        }
        return 0;
    }

    private static void sleepMillis(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
