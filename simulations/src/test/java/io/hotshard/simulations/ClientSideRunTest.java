package io.hotshard.simulations;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real Gatling run in a child JVM against a plain HTTP key-value server (the JDK's, on port 0) that knows nothing
 * of hotshard's admin API: the run must succeed, recorded from the client side, with the client figures present and
 * the absence of router, shard and reconciliation figures stated in the console, run.json, summary.json and report.
 */
@Timeout(180)
final class ClientSideRunTest {

    private static final ObjectMapper JSON = new ObjectMapper();

    @TempDir
    Path work;

    private final Map<String, byte[]> store = new ConcurrentHashMap<>();
    private final AtomicLong kvRequests = new AtomicLong();
    private final AtomicLong adminRequests = new AtomicLong();
    private ExecutorService pool;
    private HttpServer server;

    @BeforeEach
    void startServer() throws IOException {
        // Threads enough that a loaded machine's slow scheduling does not queue requests behind a few busy ones.
        pool = Executors.newFixedThreadPool(32);
        server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 256);
        server.createContext("/kv/", this::keyValue);
        server.createContext("/", exchange -> {
            adminRequests.incrementAndGet();
            answer(exchange, 404, "not found\n".getBytes(StandardCharsets.UTF_8));
        });
        server.setExecutor(pool);
        server.start();
    }

    @AfterEach
    void stopServer() {
        server.stop(0);
        pool.shutdownNow();
    }

    @Test
    void plainHttpTarget_zipfianRun_succeedsClientSideWithTheAbsenceStated() throws Exception {
        Path run = work.resolve("run");
        String target = "http://127.0.0.1:" + server.getAddress().getPort();

        Process child = gatling(run, "-Dhotshard.target=" + target, "-Dhotshard.rate=100", "-Dhotshard.ramp=2s",
                "-Dhotshard.duration=5s", "-Dhotshard.items=1000");
        boolean exited = child.waitFor(150, TimeUnit.SECONDS);
        if (!exited) {
            child.destroyForcibly();
        }

        String output = Files.readString(work.resolve("child.log"));
        assertThat(exited).as("the run ended; output: %s", output).isTrue();
        assertThat(child.exitValue()).as("exit code; output: %s", output).isZero();
        assertThat(output).contains("Client-side run: " + target, "check not evaluated (client-side run")
                .doesNotContain("counts reconcile", "reconciliation: {");
        assertThat(kvRequests.get()).isGreaterThan(300);
        assertThat(adminRequests.get()).as("admin paths asked: the one describe probe").isEqualTo(1);
        JsonNode manifest = JSON.readTree(run.resolve("run.json").toFile());
        assertThat(manifest.path("status").asText()).isEqualTo("complete");
        assertThat(manifest.has("reconciliation")).isFalse();
        assertThat(manifest.path("target").path("kind").asText()).isEqualTo("http");
        assertThat(manifest.path("target").path("reason").asText()).contains("GET /admin/ring answered 404");
        assertThat(manifest.path("generator").path("requests").asLong()).isEqualTo(kvRequests.get());
        assertThat(manifest.path("generator").path("scheduleLag").path("probes").asLong()).isPositive();
        assertThat(run.resolve("client.hlog")).isNotEmptyFile();
        assertThat(run.resolve("timeline.csv")).doesNotExist();
        JsonNode summary = JSON.readTree(run.resolve("summary.json").toFile());
        assertThat(summary.path("run").path("clientSideOnly").asBoolean()).isTrue();
        assertThat(summary.path("client").path("sent").asLong()).isEqualTo(kvRequests.get());
        assertThat(summary.path("client").path("latencyMicros").path("count").asLong()).isEqualTo(kvRequests.get());
        assertThat(summary.path("target").path("absent").toString()).contains("per-shard", "reconciliation");
        assertThat(run.resolve("report.html")).content().contains("Client-side run", "What this run does not have",
                "client latency p50");
    }

    private void keyValue(HttpExchange exchange) throws IOException {
        kvRequests.incrementAndGet();
        String key = exchange.getRequestURI().getPath().substring("/kv/".length());
        try (InputStream body = exchange.getRequestBody()) {
            if ("PUT".equals(exchange.getRequestMethod())) {
                store.put(key, body.readAllBytes());
                answer(exchange, 200, "stored\n".getBytes(StandardCharsets.UTF_8));
                return;
            }
        }
        byte[] value = store.get(key);
        answer(exchange, value == null ? 404 : 200, value == null ? new byte[0] : value);
    }

    private static void answer(HttpExchange exchange, int status, byte[] body) throws IOException {
        exchange.sendResponseHeaders(status, body.length == 0 ? -1 : body.length);
        try (OutputStream out = exchange.getResponseBody()) {
            out.write(body);
        }
    }

    private Process gatling(Path run, String... properties) throws IOException {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString(), "-cp", System.getProperty("java.class.path"), "-Dhotshard.runDir=" + run,
                "--add-opens=java.base/java.lang=ALL-UNNAMED", "-Dhotshard.warmUpRequests=0",
                "-Dhotshard.gatlingResults=" + work.resolve("gatling"),
                "-Djava.util.prefs.userRoot=" + work.resolve("prefs")));
        command.addAll(List.of(properties));
        command.addAll(List.of("io.gatling.app.Gatling", "--simulation", ZipfianSimulation.class.getName(),
                "--results-folder", work.resolve("gatling").toString()));
        return new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(work.resolve("child.log").toFile())
                .start();
    }
}
