package io.hotshard.router;

import static org.assertj.core.api.Assertions.assertThat;

import io.vertx.core.http.HttpMethod;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The router's front as raw clients see it: HTTP/1.0 and {@code Connection: close}, {@code 100-continue}, bodies
 * and heads over their limits, and a client that does not read its answers.
 */
final class FrontServerTest {

    private TestCluster cluster;

    @BeforeEach
    void start() {
        cluster = TestCluster.start(TestCluster.shardConfigs(2, 0), config -> config);
        assertThat(cluster.call(HttpMethod.PUT, "/kv/k", "value").status()).isIn(200, 201, 204);
    }

    @AfterEach
    void stop() throws Exception {
        cluster.close();
    }

    @Test
    void get_http10Client_answeredAndConnectionClosed() throws IOException {
        try (Raw raw = new Raw()) {
            raw.send("GET /kv/k HTTP/1.0\r\n\r\n");
            Answer answer = raw.answer();
            assertThat(answer.status()).isEqualTo(200);
            assertThat(answer.body()).isEqualTo("value");
            assertThat(raw.closedByPeer()).isTrue();
        }
    }

    @Test
    void get_http10KeepAlive_answeredAndConnectionKept() throws IOException {
        try (Raw raw = new Raw()) {
            for (int i = 0; i < 3; i++) {
                raw.send("GET /kv/k HTTP/1.0\r\nConnection: keep-alive\r\n\r\n");
                Answer answer = raw.answer();
                assertThat(answer.status()).isEqualTo(200);
                assertThat(answer.head().toLowerCase(Locale.ROOT)).contains("connection: keep-alive");
            }
        }
    }

    @Test
    void get_connectionClose_answeredWithCloseThenClosed() throws IOException {
        try (Raw raw = new Raw()) {
            raw.send("GET /kv/k HTTP/1.1\r\nHost: x\r\n\r\nGET /admin/ring HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n");
            assertThat(raw.answer().body()).isEqualTo("value");
            Answer admin = raw.answer();
            assertThat(admin.status()).isEqualTo(200);
            assertThat(admin.head().toLowerCase(Locale.ROOT)).contains("connection: close");
            assertThat(admin.body()).contains("\"partitioner\"");
            assertThat(raw.closedByPeer()).isTrue();
        }
    }

    @Test
    void put_expect100Continue_continueThenStored() throws IOException {
        try (Raw raw = new Raw()) {
            raw.send("PUT /kv/c HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nExpect: 100-continue\r\n\r\n");
            assertThat(raw.line()).startsWith("HTTP/1.1 100");
            assertThat(raw.line()).isEmpty();
            raw.send("fresh");
            assertThat(raw.answer().status()).isIn(200, 201, 204);
        }
        assertThat(cluster.get("/kv/c").body()).isEqualTo("fresh");
    }

    @Test
    void put_declaredBodyOverTheValueLimit_413BeforeTheBodyAndClosed() throws IOException {
        try (Raw raw = new Raw()) {
            raw.send("PUT /kv/big HTTP/1.1\r\nHost: x\r\nContent-Length: " + ((1 << 20) + 1)
                    + "\r\nExpect: 100-continue\r\n\r\n");
            Answer answer = raw.answer();
            assertThat(answer.status()).isEqualTo(413);
            assertThat(answer.body()).isEqualTo("body must be at most 1048576 bytes but content-length was 1048577");
            assertThat(raw.closedByPeer()).isTrue();
        }
        assertThat(cluster.get("/kv/big").status()).isEqualTo(404);
    }

    @Test
    void put_chunkedBodyWithTrailers_storedAndKeptAlive() throws IOException {
        try (Raw raw = new Raw()) {
            raw.send("PUT /kv/chunked HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nTrailer: X-One, X-Two,"
                    + " X-Three\r\n\r\n5\r\nhello\r\n6\r\n world\r\n0\r\nX-One: 1\r\nX-Two: 2\r\nX-Three: 3\r\n\r\n");
            assertThat(raw.answer().status()).isIn(200, 201, 204);
            raw.send("GET /kv/chunked HTTP/1.1\r\nHost: x\r\n\r\n");
            Answer answer = raw.answer();
            assertThat(answer.status()).isEqualTo(200);
            assertThat(answer.body()).isEqualTo("hello world");
        }
    }

    @Test
    void put_chunkedBodyWithAContentLengthTrailer_trailerIgnoredAndTheBodyStoredAsSent() throws IOException {
        try (Raw raw = new Raw()) {
            raw.send("PUT /kv/trailed HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n"
                    + "5\r\nhello\r\n0\r\nContent-Length: 99\r\n\r\n");
            assertThat(raw.answer().status()).isIn(200, 201, 204);
            raw.send("GET /kv/trailed HTTP/1.1\r\nHost: x\r\n\r\n");
            assertThat(raw.answer().body()).isEqualTo("hello");
        }
    }

    @Test
    void put_chunkedBodyOverTheValueLimit_413AndNothingStored() throws IOException {
        try (Raw raw = new Raw()) {
            raw.send("PUT /kv/big HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n");
            String chunk = "v".repeat(64 * 1024);
            for (int i = 0; i < 17; i++) {
                raw.send(Integer.toHexString(chunk.length()) + "\r\n" + chunk + "\r\n");
            }
            raw.send("0\r\n\r\n");
            assertThat(raw.answer().status()).isEqualTo(413);
        } catch (IOException e) {
            // The router may close the connection while the rest of the body is still being written.
            assertThat(e.getMessage()).isNotBlank();
        }
        assertThat(cluster.get("/kv/big").status()).isEqualTo(404);
    }

    @Test
    void request_initialLineOrHeadersOverTheLimits_414And431() throws IOException {
        try (Raw raw = new Raw()) {
            raw.send("GET /fanout?q=" + "z".repeat(5_000) + " HTTP/1.1\r\nHost: x\r\n\r\n");
            assertThat(raw.answer().status()).isEqualTo(414);
        }
        try (Raw raw = new Raw()) {
            raw.send("GET /kv/k HTTP/1.1\r\nHost: x\r\nX-Padding: " + "p".repeat(9_000) + "\r\n\r\n");
            assertThat(raw.answer().status()).isEqualTo(431);
        }
    }

    @Test
    void kv_otherMethodOrNestedPath_405And404() throws IOException {
        try (Raw raw = new Raw()) {
            raw.send("POST /kv/k HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n");
            Answer post = raw.answer();
            assertThat(post.status()).isEqualTo(405);
            assertThat(post.head()).containsIgnoringCase("allow: GET, PUT, DELETE");
            raw.send("GET /kv/a/b HTTP/1.1\r\nHost: x\r\n\r\n");
            assertThat(raw.answer().status()).isEqualTo(404);
        }
    }

    @Test
    void get_clientThatDoesNotRead_routerStopsAskingTheShard() throws Exception {
        String value = "v".repeat(1 << 20);
        assertThat(cluster.call(HttpMethod.PUT, "/kv/large", value).status()).isIn(200, 201, 204);
        String owner = cluster.get("/kv/large").shard();
        long before = cluster.arrivals().get(owner);
        int sent = 64;
        try (Socket socket = new Socket()) {
            socket.setReceiveBufferSize(16 * 1024);
            socket.connect(new java.net.InetSocketAddress("127.0.0.1", cluster.router().port()));
            OutputStream out = socket.getOutputStream();
            out.write("GET /kv/large HTTP/1.1\r\nHost: x\r\n\r\n".repeat(sent).getBytes(StandardCharsets.US_ASCII));
            out.flush();
            Thread.sleep(1_000);
            long asked = cluster.arrivals().get(owner) - before;
            // Each answer is 1 MiB: the socket buffers hold a few; the router asks for the next only once the
            // previous answer has left, so the shard sees a handful of the 64 requests, not all.
            assertThat(asked).isBetween(1L, 8L);
        }
    }

    private record Answer(String head, int status, String body) {
    }

    /** A blocking HTTP/1.x client on one connection to the router. */
    private final class Raw implements AutoCloseable {
        private final Socket socket;
        private final InputStream in;

        Raw() throws IOException {
            socket = new Socket("127.0.0.1", cluster.router().port());
            socket.setSoTimeout(10_000);
            in = socket.getInputStream();
        }

        void send(String text) throws IOException {
            socket.getOutputStream().write(text.getBytes(StandardCharsets.ISO_8859_1));
            socket.getOutputStream().flush();
        }

        String line() throws IOException {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            for (int b = in.read(); b != '\n'; b = in.read()) {
                if (b < 0) {
                    throw new IOException("connection closed in a line: " + bytes);
                }
                if (b != '\r') {
                    bytes.write(b);
                }
            }
            return bytes.toString(StandardCharsets.ISO_8859_1);
        }

        Answer answer() throws IOException {
            StringBuilder head = new StringBuilder();
            int length = 0;
            for (String line = line(); !line.isEmpty(); line = line()) {
                head.append(line).append('\n');
                if (line.toLowerCase(Locale.ROOT).startsWith("content-length:")) {
                    length = Integer.parseInt(line.substring(15).trim());
                }
            }
            byte[] body = in.readNBytes(length);
            int status = Integer.parseInt(head.substring(9, 12));
            return new Answer(head.toString(), status, new String(body, StandardCharsets.UTF_8).strip());
        }

        boolean closedByPeer() throws IOException {
            return in.read() < 0;
        }

        @Override
        public void close() throws IOException {
            socket.close();
        }
    }
}
