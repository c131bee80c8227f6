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
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Supplier;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** What a shard reads of the router's requests, from a raw TCP shard on port 0 that keeps every request's bytes. */
final class ShardClientHeadTest {

    private static final String OK = "HTTP/1.1 200 OK\r\nContent-Type: text/plain\r\nContent-Length: 2\r\n\r\nok";

    private final List<String> requests = new CopyOnWriteArrayList<>();
    private Vertx vertx;
    private Context context;
    private ShardChannels channels;
    private ShardClient client;
    private int port;

    @BeforeEach
    void start() {
        vertx = Vertx.vertx();
        context = vertx.getOrCreateContext();
        channels = ShardChannels.on(context, 1, 2_000);
        client = new ShardClient(channels, 2_000);
        port = Await.result(vertx.createNetServer().connectHandler(socket -> {
            StringBuilder pending = new StringBuilder();
            socket.handler(bytes -> {
                pending.append(bytes.toString());
                int end = pending.indexOf("\r\n\r\n");
                int length = contentLength(pending);
                if (end >= 0 && pending.length() >= end + 4 + length) {
                    requests.add(pending.substring(0, end + 4 + length));
                    pending.delete(0, end + 4 + length);
                    socket.write(Buffer.buffer(OK));
                }
            });
        }).listen(0, "127.0.0.1")).actualPort();
    }

    @AfterEach
    void stop() {
        Await.result(channels.close());
        Await.result(vertx.close());
    }

    @Test
    void send_twoGetsOnOneConnection_eachNamesTheShardAsHostAndCarriesNoBody() {
        Member shard = new Member(ShardSpec.of("shard-0", "http://127.0.0.1:" + port), true);

        ShardReply first = Await.result(onLoop(() -> client.send(shard, HttpMethod.GET, "/kv/a", null, () -> { })));
        ShardReply second = Await.result(onLoop(() -> client.send(shard, HttpMethod.GET, "/kv/b", null, () -> { })));

        assertThat(List.of(first.status(), second.status())).containsExactly(200, 200);
        assertThat(second.contentType()).isEqualTo("text/plain");
        assertThat(second.body().toString()).isEqualTo("ok");
        assertThat(requests).hasSize(2);
        assertThat(requests.get(0)).startsWith("GET /kv/a HTTP/1.1\r\n")
                .containsIgnoringCase("\r\nhost: 127.0.0.1:" + port + "\r\n").doesNotContainIgnoringCase("content-length");
        assertThat(requests.get(1)).startsWith("GET /kv/b HTTP/1.1\r\n")
                .containsIgnoringCase("\r\nhost: 127.0.0.1:" + port + "\r\n");
    }

    @Test
    void send_put_bodyWithItsLengthAndNoTrailer() {
        Member shard = new Member(ShardSpec.of("shard-0", "http://127.0.0.1:" + port), true);

        Await.result(onLoop(() -> client.send(shard, HttpMethod.PUT, "/kv/a", Buffer.buffer("value"), () -> { })));

        assertThat(requests).hasSize(1);
        assertThat(requests.get(0)).startsWith("PUT /kv/a HTTP/1.1\r\n").containsIgnoringCase("\r\ncontent-length: 5\r\n")
                .doesNotContainIgnoringCase("transfer-encoding").endsWith("\r\n\r\nvalue");
    }

    private static int contentLength(CharSequence head) {
        String lower = head.toString().toLowerCase(Locale.ROOT);
        int at = lower.indexOf("\r\ncontent-length: ");
        if (at < 0) {
            return 0;
        }
        int from = at + "\r\ncontent-length: ".length();
        return Integer.parseInt(lower.substring(from, lower.indexOf("\r\n", from)).trim());
    }

    private <T> Future<T> onLoop(Supplier<Future<T>> action) {
        return OnLoop.run(context, action);
    }
}
