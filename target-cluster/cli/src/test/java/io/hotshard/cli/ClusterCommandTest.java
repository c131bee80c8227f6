package io.hotshard.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.vertx.core.json.JsonObject;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import picocli.CommandLine;

/** {@code hotshard cluster}: in this JVM for a fixed duration, in its own JVM until SIGTERM, and on bad input. */
@Timeout(value = 120, unit = TimeUnit.SECONDS)
final class ClusterCommandTest {

    /** Exit status of a JVM ended by SIGTERM after its shutdown hooks ran (128 + 15). */
    private static final int SIGTERM_EXIT = 143;
    private static final Pattern ROUTER = Pattern.compile("router listening on (http://\\S+)");

    @TempDir
    Path runs;
    private final StringWriter out = new StringWriter();
    private final StringWriter err = new StringWriter();
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    @Test
    void cluster_duration_printsUrlsRecordsAndExitsZero() throws Exception {
        Path run = runs.resolve("cli-run");

        int code = run("cluster", "--shards", "2", "--router-port", "0", "--shard-base-port", "0", "--duration", "2s",
                "--latency", "exponential:mean=1ms", "--record", run.toString());

        String printed = out.toString();
        assertThat(code).as(err.toString()).isZero();
        assertThat(printed).contains("shard shard-0 listening on http://127.0.0.1:",
                "shard shard-1 listening on http://127.0.0.1:", "/admin/ring", "/metrics/intervals", "curl -X PUT",
                "recording to " + run, "run complete: ", "(counts match)", "wrote " + run.resolve("run.json"),
                "cluster stopped", "reads (0 failed) and 2 fan-outs (0 not answered by every shard)");
        assertThat(printed.indexOf("warm-up of http://127.0.0.1:")).isLessThan(printed.indexOf("recording to "));
        JsonObject manifest = new JsonObject(Files.readString(run.resolve("run.json")));
        assertThat(manifest.getString("status")).isEqualTo("complete");
        assertThat(manifest.getString("simulation")).isEqualTo("hotshard cluster");
        assertThat(manifest.getJsonObject("parameters").getString("--shards")).isEqualTo("2");
        assertThat(manifest.getJsonObject("cluster").getJsonArray("shards")).hasSize(2);
        assertThat(Files.readAllLines(run.resolve("timeline.csv"))).hasSizeGreaterThanOrEqualTo(1 + 2 * 2);
        String router = routerUrl(printed);
        assertThat(printed).contains("hotshard: live dashboard at " + router + "/dashboard");
        assertThat(Files.readString(run.resolve("ring-start.json"))).contains("\"owners\"", "shard-0", "shard-1");
        assertThat(run.resolve("ring-end.json")).exists();
        assertThatThrownBy(() -> get(router + "/health")).isInstanceOf(ConnectException.class);
    }

    @Test
    void cluster_twoRouters_printsEveryRouterAndRecordsBoth() throws Exception {
        Path run = runs.resolve("two-routers-run");

        int code = run("cluster", "--shards", "2", "--routers", "2", "--router-port", "0", "--shard-base-port", "0",
                "--duration", "2s", "--record", run.toString(), "--warm-up", "500ms", "--warm-up-fanouts", "1");

        String printed = out.toString();
        assertThat(code).as(err.toString()).isZero();
        assertThat(printed).contains("router-1 listening on http://127.0.0.1:", "routers: http://127.0.0.1:",
                "(counts match)", "cluster stopped");
        JsonObject manifest = new JsonObject(Files.readString(run.resolve("run.json")));
        assertThat(manifest.getJsonObject("routers").getInteger("count")).isEqualTo(2);
        assertThat(manifest.getJsonObject("routers").getJsonArray("urls").getString(0)).isEqualTo(routerUrl(printed));
        assertThat(printed.split("reads \\(0 failed\\) and 1 fan-outs \\(0 not answered", -1)).hasSize(3);
    }

    @Test
    void cluster_sigterm_servesThenFinishesTheRecordingAndStops() throws Exception {
        Path run = runs.resolve("sigterm-run");
        try (CliProcess cluster = CliProcess.start("cluster", "--shards", "2", "--router-port", "0",
                "--shard-base-port", "0", "--record", run.toString())) {
            String router = cluster.awaitUrl(60);

            HttpResponse<String> put = http.send(HttpRequest.newBuilder(URI.create(router + "/kv/user:1"))
                    .PUT(HttpRequest.BodyPublishers.ofString("hello")).build(), HttpResponse.BodyHandlers.ofString());
            HttpResponse<String> read = get(router + "/kv/user:1");

            assertThat(put.statusCode()).isEqualTo(201);
            assertThat(read.body()).isEqualTo("hello");
            assertThat(cluster.terminate(60)).isEqualTo(SIGTERM_EXIT);
            assertThat(cluster.output()).contains("wrote " + run.resolve("run.json"), "cluster stopped")
                    .anyMatch(line -> line.startsWith("run complete: 2 client requests, 2 shard requests"));
            assertThat(new JsonObject(Files.readString(run.resolve("run.json"))).getString("status"))
                    .isEqualTo("complete");
        }
    }

    @Test
    void cluster_sigtermBeforeItsDuration_keepsTheRunMarkedIncomplete() throws Exception {
        Path run = runs.resolve("interrupted-run");
        try (CliProcess cluster = CliProcess.start("cluster", "--shards", "2", "--router-port", "0",
                "--shard-base-port", "0", "--record", run.toString(), "--duration", "10m", "--warm-up", "0s")) {
            String router = cluster.awaitUrl(60);
            assertThat(get(router + "/kv/user:1").statusCode()).isEqualTo(404);

            assertThat(cluster.terminate(60)).isEqualTo(SIGTERM_EXIT);

            assertThat(cluster.output()).contains("wrote " + run.resolve("run.json"), "cluster stopped")
                    .anyMatch(line -> line.startsWith("run incomplete: "))
                    .noneMatch(line -> line.startsWith("warm-up of "));
            JsonObject manifest = new JsonObject(Files.readString(run.resolve("run.json")));
            assertThat(manifest.getString("status")).isEqualTo("incomplete");
            assertThat(manifest.getJsonObject("reconciliation").getLong("clientRequests")).isLessThanOrEqualTo(1);
        }
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "--shards 0|hotshard: --shards must be in [1, 1024] but was 0",
            "--latency exponential:avg=2ms|hotshard: Invalid value for option '--latency': latency 'exponential:",
            "--partitioner chord|hotshard: Invalid value for option '--partitioner': unknown partitioner 'chord'",
            "--duration 0s|hotshard: --duration must be > 0 but was 0s",
            "--concurrency 0 --duration 1s|hotshard: concurrency must be >= 1 but was 0",
            "--router-port 9001 --shard-base-port 9000|hotshard: routerPort 9001 collides with the shard ports"})
    void cluster_badInput_exitsTwoWithOneLine(String arguments, String message) {
        String[] args = ("cluster " + arguments).split(" ");

        int code = run(args);

        assertThat(code).isEqualTo(Cli.BAD_INPUT);
        assertThat(err.toString().strip().lines()).singleElement().asString().startsWith(message);
        assertThat(out.toString()).isEmpty();
    }

    private int run(String... args) {
        CommandLine cli = Cli.commandLine();
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(err, true));
        return cli.execute(args);
    }

    private HttpResponse<String> get(String url) throws Exception {
        return http.send(HttpRequest.newBuilder(URI.create(url)).GET().build(), HttpResponse.BodyHandlers.ofString());
    }

    private static String routerUrl(String printed) {
        Matcher matcher = ROUTER.matcher(printed);
        assertThat(matcher.find()).as(printed).isTrue();
        return matcher.group(1);
    }
}
