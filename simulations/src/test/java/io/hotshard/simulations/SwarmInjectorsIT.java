package io.hotshard.simulations;

import static io.hotshard.simulations.SwarmCommands.hotshard;
import static io.hotshard.simulations.SwarmCommands.run;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.hotshard.simulations.SwarmCommands.Run;
import io.hotshard.testkit.FreePorts;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HexFormat;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Injectors inside the stack: {@code deploy swarm up --shards 2 --routers 1 --injectors 2} runs two injector services
 * of the image (its {@code injector} entry point) at 100 req/s in total for 10 s of {@link StackChaosSimulation}'s
 * Zipfian load (a 2 s ramp, no latency assertion a loaded machine would fail), waits for both tasks and merges
 * their files. Both injector files must exist, Σ injectors' sent must equal the router's client requests, and the
 * merged histogram must count exactly that many requests. {@code down} must leave no stack, and no swarm it created.
 */
@Timeout(value = 420, unit = TimeUnit.SECONDS)
final class SwarmInjectorsIT {

    private static final ObjectMapper JSON = new ObjectMapper();
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();

    @Test
    void swarmUp_twoInjectorTasks_mergedCountsMatchTheRouter(@TempDir Path temp) throws Exception {
        String swarmBefore = SwarmCommands.requireEngine("the injector tasks");
        String image = System.getProperty("hotshard.shardImage", "hotshard:latest");
        assertThat(run(Duration.ofSeconds(30), "docker", "image", "inspect", image).exitCode())
                .as("image " + image + " (built with the injector library in pre-integration-test)").isZero();
        String stack = "hotshard-inj-" + HexFormat.of().toHexDigits(ThreadLocalRandom.current().nextInt()).substring(0, 6);
        Path deploy = temp.resolve("deploy");
        Path runDir = Path.of(System.getProperty("hotshard.runsRoot", "target/hotshard-runs"))
                .resolve("SwarmInjectors-" + stack).toAbsolutePath();
        int routerPort = FreePorts.consecutive(1);
        int shardBase = FreePorts.consecutive(2);
        String router = "http://127.0.0.1:" + routerPort;
        long started = System.nanoTime();
        try {
            Run up = hotshard(Duration.ofSeconds(330), "deploy", "swarm", "up", "--shards", "2", "--routers", "1",
                    "--injectors", "2", "--simulation", "StackChaos", "--rate", "100", "--duration", "10s",
                    "--run-dir", runDir.toString(), "--stack", stack, "--dir", deploy.toString(), "--image", image,
                    "--router-port", Integer.toString(routerPort), "--shard-base-port", Integer.toString(shardBase),
                    "--latency", "fixed:1ms", "--event-loops", "1", "--wait", "180s", "--injectors-wait", "240s");
            System.out.print(up.output());
            assertThat(up.exitCode()).as(up.output()).isZero();
            assertThat(up.output()).contains("2 injectors: sent");

            long sent = 0;
            for (int i = 0; i < 2; i++) {
                assertThat(runDir.resolve("injector-" + i + ".hlog")).isNotEmptyFile();
                JsonNode counts = JSON.readTree(runDir.resolve("injector-" + i + ".json").toFile());
                assertThat(counts.path("status").asText()).as("injector %d's status", i).isEqualTo("complete");
                assertThat(counts.path("sent").asLong()).as("injector %d sent", i).isPositive();
                sent += counts.path("sent").asLong();
            }
            JsonNode merged = JSON.readTree(runDir.resolve("injectors.json").toFile());
            JsonNode metrics = JSON.readTree(get(router + "/admin/metrics").body());
            System.out.printf("hotshard: 2 injector tasks: sent %d, merged %s, router received %d, %d s in all%n", sent,
                    merged.path("latencyMicros"), metrics.path("requestsReceived").asLong(),
                    TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - started));
            assertThat(merged.path("sent").asLong()).as("merged sent = Σ injectors' sent").isEqualTo(sent);
            assertThat(metrics.path("requestsReceived").asLong()).as("the router's client requests = Σ injectors' sent")
                    .isEqualTo(sent);
            assertThat(merged.path("latencyMicros").path("count").asLong()).as("merged histogram count")
                    .isEqualTo(sent);
            assertThat(runDir.resolve("client.hlog")).isNotEmptyFile();
        } finally {
            SwarmCommands.down(stack, deploy);
        }
        SwarmCommands.assertNothingLeft(stack, swarmBefore);
    }

    private HttpResponse<String> get(String url) throws IOException, InterruptedException {
        return http.send(HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(5)).GET().build(),
                HttpResponse.BodyHandlers.ofString());
    }
}
