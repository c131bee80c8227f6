package io.hotshard.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.hotshard.shard.ShardConfig;
import io.hotshard.shard.ShardServer;
import io.vertx.core.Vertx;
import io.vertx.core.transport.Transport;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.ConnectException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import picocli.CommandLine;

/** {@code hotshard shard} and {@code hotshard router} run for real in their own JVM and stop on SIGTERM. */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
final class ForegroundCommandsTest {

    /** Exit status of a JVM ended by SIGTERM after its shutdown hooks ran (128 + 15). */
    private static final int SIGTERM_EXIT = 143;

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    @Test
    void shard_sigterm_servesThenStopsAndReleasesThePort() throws Exception {
        try (CliProcess shard = CliProcess.start("shard", "--port", "0", "--id", "p0", "--latency", "fixed:0us")) {
            String url = shard.awaitUrl(60);

            assertThat(get(url + "/health").body()).contains("\"shardId\":\"p0\"");
            assertThat(shard.terminate(30)).isEqualTo(SIGTERM_EXIT);
            assertThat(shard.output()).anyMatch(line -> line.startsWith("shard p0 listening on http://127.0.0.1:"))
                    .contains("shard p0 stopped");
            assertThatThrownBy(() -> get(url + "/health")).isInstanceOf(ConnectException.class);
        }
    }

    @Test
    void router_sigterm_routesThenStops() throws Exception {
        Vertx vertx = Vertx.vertx();
        try {
            ShardServer backend = new ShardServer(vertx, ShardConfig.defaults("b0"));
            int shardPort = backend.start().toCompletionStage().toCompletableFuture().get(30, TimeUnit.SECONDS);
            try (CliProcess router = CliProcess.start("router", "--port", "0", "--shard",
                    "b0=http://127.0.0.1:" + shardPort, "--remove-down-nodes")) {
                String url = router.awaitUrl(60);

                HttpResponse<String> missing = get(url + "/kv/nothing-here");
                assertThat(missing.statusCode()).isEqualTo(404);
                assertThat(missing.headers().firstValue("X-Hotshard-Shard")).hasValue("b0");
                assertThat(router.terminate(30)).isEqualTo(SIGTERM_EXIT);
                assertThat(router.output()).anyMatch(line -> line.contains("shards b0=http://127.0.0.1:" + shardPort))
                        .contains("router stopped");
            }
        } finally {
            vertx.close().toCompletionStage().toCompletableFuture().get(30, TimeUnit.SECONDS);
        }
    }

    @Test
    void router_eachTransport_servesPutAndGetAndSaysWhichItRuns() throws Exception {
        Vertx vertx = Vertx.vertx();
        try {
            ShardServer backend = new ShardServer(vertx, ShardConfig.defaults("b0"));
            int shardPort = backend.start().toCompletionStage().toCompletableFuture().get(30, TimeUnit.SECONDS);
            List<String> transports = new ArrayList<>(List.of("nio"));
            if (Transport.EPOLL.available()) {
                transports.add("epoll");
            }
            if (Transport.IO_URING.available()) {
                transports.add("io_uring");
            }
            for (String transport : transports) {
                try (CliProcess router = CliProcess.start("router", "--port", "0", "--shard",
                        "b0=http://127.0.0.1:" + shardPort, "--transport", transport)) {
                    String url = router.awaitUrl(60);

                    HttpResponse<String> put = http.send(HttpRequest.newBuilder(URI.create(url + "/kv/t-" + transport))
                            .PUT(HttpRequest.BodyPublishers.ofString("via " + transport)).build(),
                            HttpResponse.BodyHandlers.ofString());
                    assertThat(put.statusCode()).as(transport).isEqualTo(201);
                    assertThat(get(url + "/kv/t-" + transport).body()).isEqualTo("via " + transport);
                    assertThat(router.terminate(30)).isEqualTo(SIGTERM_EXIT);
                    assertThat(router.output()).anyMatch(line -> line.matches(".*\\(\\d+ event loops, " + transport
                            + ",.*"));
                }
            }
        } finally {
            vertx.close().toCompletionStage().toCompletableFuture().get(30, TimeUnit.SECONDS);
        }
    }

    @Test
    void router_autoTransport_takesIoUringWhereTheKernelOffersIt() {
        IoTransport resolved = IoTransport.AUTO.resolve();

        assertThat(resolved).isEqualTo(Transport.IO_URING.available() ? IoTransport.IO_URING
                : Transport.EPOLL.available() ? IoTransport.EPOLL : IoTransport.NIO);
    }

    @Test
    void router_unknownTransport_exitsTwoNamingTheValue() {
        StringWriter err = new StringWriter();
        CommandLine cli = Cli.commandLine();
        cli.setErr(new PrintWriter(err, true));

        int code = cli.execute("router", "--port", "0", "--shard", "b0=http://127.0.0.1:1", "--transport", "dpdk");

        assertThat(code).isEqualTo(CommandLine.ExitCode.USAGE);
        assertThat(err.toString()).contains("--transport must be auto, io_uring, epoll or nio but was 'dpdk'");
    }

    @Test
    void shard_portInUse_exitsOneWithOneLine() throws IOException {
        try (ServerSocket taken = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            StringWriter err = new StringWriter();
            CommandLine cli = Cli.commandLine();
            cli.setErr(new PrintWriter(err, true));

            int code = cli.execute("shard", "--port", Integer.toString(taken.getLocalPort()));

            assertThat(code).isEqualTo(CommandLine.ExitCode.SOFTWARE);
            assertThat(err.toString().strip().lines()).singleElement().asString()
                    .startsWith("hotshard: shard shard-0 cannot listen on http://127.0.0.1:" + taken.getLocalPort());
        }
    }

    private HttpResponse<String> get(String url) throws IOException, InterruptedException {
        return http.send(HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(5)).build(),
                HttpResponse.BodyHandlers.ofString());
    }
}
