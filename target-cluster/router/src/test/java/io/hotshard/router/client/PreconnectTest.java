package io.hotshard.router.client;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.router.core.Member;
import io.hotshard.router.core.ShardReply;
import io.hotshard.router.core.ShardSpec;
import io.hotshard.testkit.Await;
import io.vertx.core.Context;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.net.NetServer;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** {@link ShardChannels#preconnect} against a raw TCP shard on port 0 that counts the connections it accepts. */
final class PreconnectTest {

    private static final String OK = "HTTP/1.1 200 OK\r\nContent-Length: 2\r\n\r\nok";

    private final AtomicInteger accepted = new AtomicInteger();
    private Vertx vertx;
    private Context context;
    private ShardChannels channels;
    private ShardClient client;

    @BeforeEach
    void start() {
        vertx = Vertx.vertx();
        context = vertx.getOrCreateContext();
        channels = ShardChannels.on(context, 4, 2_000);
        client = new ShardClient(channels, 2_000);
    }

    @AfterEach
    void stop() {
        Await.result(channels.close());
        Await.result(vertx.close());
    }

    @Test
    void preconnect_listeningShard_oneConnectionOpensAndTheNextRequestUsesIt() {
        Member shard = member(listen());
        Await.result(onLoop(() -> channels.preconnect(List.of(shard.url()))));
        Await.until("the shard accepted the preconnection", () -> accepted.get() == 1);

        ShardReply reply = Await.result(onLoop(() -> send(shard)));

        assertThat(reply.status()).isEqualTo(200);
        assertThat(accepted).hasValue(1);
    }

    @Test
    void preconnect_requestsSentWhileItOpens_firstWaitsForItAndOnlyTheSecondOpensAnother() {
        Member shard = member(listen());

        List<ShardReply> replies = Await.result(onLoop(() -> {
            Future<Void> warmed = channels.preconnect(List.of(shard.url()));
            Future<ShardReply> first = send(shard);
            Future<ShardReply> second = send(shard);
            return Future.all(warmed, first, second).map(all -> List.of(first.result(), second.result()));
        }));

        assertThat(replies).extracting(ShardReply::status).containsExactly(200, 200);
        assertThat(accepted).as("the preconnection and one more, not one per request plus it").hasValue(2);
    }

    @Test
    void preconnect_shardNotListening_completesAndTheNextRequestFailsAsRefused() {
        Member shard = member(closedPort());

        Await.result(onLoop(() -> channels.preconnect(List.of(shard.url()))));
        Throwable failure = Await.failure(onLoop(() -> send(shard)));

        assertThat(failure).hasMessageContaining("refused");
    }

    @Test
    void preconnect_twice_secondOpensNothingMore() {
        Member shard = member(listen());
        Await.result(onLoop(() -> channels.preconnect(List.of(shard.url()))));
        Await.result(onLoop(() -> channels.preconnect(List.of(shard.url(), shard.url()))));

        Await.until("the shard accepted the preconnection", () -> accepted.get() == 1);
        assertThat(accepted).hasValue(1);
    }

    private Future<ShardReply> send(Member shard) {
        return client.send(shard, HttpMethod.GET, "/kv/k", null, () -> { });
    }

    private <T> Future<T> onLoop(Supplier<Future<T>> action) {
        return OnLoop.run(context, action);
    }

    private int listen() {
        NetServer server = vertx.createNetServer().connectHandler(socket -> {
            accepted.incrementAndGet();
            socket.handler(bytes -> {
                if (bytes.toString().contains("\r\n\r\n")) {
                    socket.write(Buffer.buffer(OK));
                }
            });
        });
        return Await.result(server.listen(0, "127.0.0.1")).actualPort();
    }

    /**
     * Port 1, below the ephemeral range: nothing listens there, and unlike a freshly closed ephemeral port it can
     * neither be taken by another test nor be the client's own source port (a TCP self-connect, which answers
     * "connection reset" instead of refusing).
     */
    private static int closedPort() {
        return 1;
    }

    private static Member member(int port) {
        return new Member(ShardSpec.of("shard-0", "http://127.0.0.1:" + port), true);
    }
}
