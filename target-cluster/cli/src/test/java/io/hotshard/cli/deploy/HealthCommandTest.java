package io.hotshard.cli.deploy;

import static org.assertj.core.api.Assertions.assertThat;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

final class HealthCommandTest {

    private HttpServer server;
    private String base;

    @BeforeEach
    void start() throws IOException {
        server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
        server.createContext("/health", exchange -> answer(exchange, 200));
        server.createContext("/broken", exchange -> answer(exchange, 503));
        server.start();
        base = "http://127.0.0.1:" + server.getAddress().getPort();
    }

    @AfterEach
    void stop() {
        server.stop(0);
    }

    private static void answer(com.sun.net.httpserver.HttpExchange exchange, int status) throws IOException {
        byte[] body = "{\"status\":\"x\"}".getBytes(StandardCharsets.UTF_8);
        exchange.sendResponseHeaders(status, body.length);
        exchange.getResponseBody().write(body);
        exchange.close();
    }

    @Test
    void health_urlAnswers200_exitsZero() {
        CliRun run = CliRun.of("health", "--url", base + "/health");

        assertThat(run.exitCode()).isZero();
        assertThat(run.out().strip()).isEqualTo(base + "/health healthy");
    }

    @Test
    void health_urlAnswers503_exitsOneWithTheStatus() {
        CliRun run = CliRun.of("health", "--url", base + "/broken");

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.err().strip()).isEqualTo("hotshard: " + base + "/broken answered 503");
    }

    @Test
    void health_nothingListens_exitsOneWithOneLine() throws IOException {
        int port;
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            port = socket.getLocalPort();
        }

        CliRun run = CliRun.of("health", "--url", "http://127.0.0.1:" + port + "/health", "--timeout", "1s");

        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.err().strip().lines()).singleElement().asString()
                .startsWith("hotshard: http://127.0.0.1:" + port + "/health did not answer: java.net.ConnectException");
    }
}
