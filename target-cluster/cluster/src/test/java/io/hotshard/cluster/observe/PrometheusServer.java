package io.hotshard.cluster.observe;

import java.io.IOException;
import java.net.ServerSocket;
import java.net.URI;
import java.net.URLEncoder;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;

/**
 * Debian's {@code prometheus} binary run as a child process on 127.0.0.1 with its own configuration and storage
 * directory; {@link #close()} stops it (SIGTERM, then SIGKILL) through its {@link Process} handle.
 */
final class PrometheusServer implements AutoCloseable {

    /** Where Debian's package installs the server; {@code .ci/run} installs it when missing. */
    static final Path BINARY = Path.of(System.getenv().getOrDefault("HOTSHARD_PROMETHEUS", "/usr/bin/prometheus"));

    private final Process process;
    private final int port;
    private final Path log;
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    private PrometheusServer(Process process, int port, Path log) {
        this.process = process;
        this.port = port;
        this.log = log;
    }

    /** Starts the server over {@code config} with its data under {@code dir}. */
    static PrometheusServer start(ScrapeConfig config, Path dir) throws IOException {
        if (!Files.isExecutable(BINARY)) {
            throw new IllegalStateException(BINARY + " is missing: install Debian's prometheus package"
                    + " (.ci/run does) or point HOTSHARD_PROMETHEUS at a prometheus binary");
        }
        Path file = Files.writeString(dir.resolve("prometheus.yml"), config.yaml());
        int port = freePort();
        Path log = dir.resolve("prometheus.log");
        Process process = new ProcessBuilder(BINARY.toString(), "--config.file=" + file,
                "--storage.tsdb.path=" + Files.createDirectories(dir.resolve("data")),
                "--web.listen-address=127.0.0.1:" + port, "--storage.tsdb.retention.time=1h")
                .redirectErrorStream(true).redirectOutput(log.toFile()).start();
        return new PrometheusServer(process, port, log);
    }

    /** The body of {@code GET /api/v1/query?query=...}, or null while the server does not answer yet. */
    String query(String promql) {
        return get("/api/v1/query?query=" + URLEncoder.encode(promql, StandardCharsets.UTF_8));
    }

    /** The body of {@code GET path}, or null while the server does not answer. */
    String get(String path) {
        if (!process.isAlive()) {
            throw new IllegalStateException("prometheus exited with " + process.exitValue() + ": " + logTail());
        }
        try {
            HttpResponse<String> answer = http.send(HttpRequest.newBuilder(
                    URI.create("http://127.0.0.1:" + port + path)).timeout(Duration.ofSeconds(5)).GET().build(),
                    HttpResponse.BodyHandlers.ofString());
            return answer.statusCode() == 200 ? answer.body() : null;
        } catch (IOException e) {
            return null;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }

    /** The end of the server's log, for failure messages. */
    String logTail() {
        try {
            String text = Files.readString(log);
            return text.substring(Math.max(0, text.length() - 2_000));
        } catch (IOException e) {
            return "(no log: " + e.getMessage() + ")";
        }
    }

    @Override
    public void close() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(10, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            process.waitFor(10, TimeUnit.SECONDS);
        }
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        }
    }
}
