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
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The whole distributed path on this machine's engine: {@code deploy swarm up --shards 3 --routers 2}, a Zipfian
 * simulation split over two injector JVMs and dealt over both routers, one shard container killed through the
 * engine mid-run. The stack must recover, the run must end with a merged report, and the counts must reconcile:
 * Σ injectors' sent = merged sent = Σ routers' client requests. {@code down} must leave no stack behind, and no
 * swarm when there was none.
 */
@Timeout(value = 600, unit = TimeUnit.SECONDS)
final class SwarmStackRunIT {

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final Duration SIMULATION_LIMIT = Duration.ofSeconds(240);
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();

    @Test
    void stackRun_twoRoutersTwoInjectorsShardKilled_recoversReconcilesAndReports(@TempDir Path temp) throws Exception {
        String swarmBefore = SwarmCommands.requireEngine("the stack run");
        String image = System.getProperty("hotshard.shardImage", "hotshard:latest");
        assertThat(run(Duration.ofSeconds(30), "docker", "image", "inspect", image).exitCode())
                .as("image " + image + " (built by the cli module's pre-integration-test)").isZero();
        String stack = "hotshard-run-" + HexFormat.of().toHexDigits(ThreadLocalRandom.current().nextInt()).substring(0, 6);
        Path deploy = temp.resolve("deploy");
        Path runDir = Path.of(System.getProperty("hotshard.runsRoot", "target/hotshard-runs"))
                .resolve("SwarmStackRun-" + stack).toAbsolutePath();
        int routerPort = FreePorts.consecutive(2);
        int shardBase = FreePorts.consecutive(3);
        List<String> routers = List.of("http://127.0.0.1:" + routerPort, "http://127.0.0.1:" + (routerPort + 1));
        String shardUrls = "shard-0=http://127.0.0.1:" + shardBase + ",shard-1=http://127.0.0.1:" + (shardBase + 1)
                + ",shard-2=http://127.0.0.1:" + (shardBase + 2);
        try {
            Run up = hotshard(Duration.ofSeconds(300), "deploy", "swarm", "up", "--shards", "3", "--routers", "2",
                    "--stack", stack, "--dir", deploy.toString(), "--image", image,
                    "--router-port", Integer.toString(routerPort), "--shard-base-port", Integer.toString(shardBase),
                    "--latency", "fixed:1ms", "--concurrency", "8", "--event-loops", "1", "--remove-down-nodes",
                    "--wait", "180s");
            System.out.print(up.output());
            assertThat(up.exitCode()).as(up.output()).isZero();
            assertThat(up.output()).contains("simulate: -Dhotshard.target=" + String.join(",", routers));

            Process simulation = gatling(runDir, String.join(",", routers), shardUrls).start();
            awaitFile(runDir.resolve("injector-1.ready"), Duration.ofSeconds(150), simulation);
            Thread.sleep(6_000);
            Run kill = hotshard(Duration.ofSeconds(60), "deploy", "swarm", "chaos", "kill", "shard-1",
                    "--stack", stack, "--dir", deploy.toString());
            assertThat(kill.exitCode()).as(kill.output()).isZero();
            long killedAt = System.nanoTime();
            awaitHealthy("http://127.0.0.1:" + (shardBase + 1), Duration.ofSeconds(120));
            System.out.printf("hotshard: shard-1 killed mid-run, serving again after %d ms%n",
                    TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - killedAt));
            if (!simulation.waitFor(SIMULATION_LIMIT.toSeconds(), TimeUnit.SECONDS)) {
                simulation.destroyForcibly();
                fail("the simulation did not end within " + SIMULATION_LIMIT.toSeconds() + " s");
            }
            String log = Files.readString(runDir.resolve("simulation.out"));
            Path injectorLog = runDir.resolve("injector-1.log");
            assertThat(simulation.exitValue()).as("Gatling's exit code; its output:%n%s%ninjector 1:%n%s", tail(log),
                    Files.exists(injectorLog) ? tail(Files.readString(injectorLog)) : "(none)").isZero();

            JsonNode manifest = JSON.readTree(runDir.resolve("run.json").toFile());
            JsonNode injectors = manifest.path("injectors");
            long sent = 0;
            for (JsonNode injector : injectors.path("perInjector")) {
                assertThat(injector.path("sent").asLong()).as("injector %s sent", injector.path("index")).isPositive();
                sent += injector.path("sent").asLong();
            }
            System.out.printf("hotshard: merged over 2 injectors and 2 routers: sent %d, failed %d, client p99 %d us, %s%n",
                    sent, injectors.path("ko").asLong(), injectors.path("latencyMicros").path("p99").asLong(),
                    manifest.path("reconciliation"));
            assertThat(manifest.path("status").asText()).isEqualTo("complete");
            assertThat(injectors.path("perInjector")).hasSize(2);
            assertThat(manifest.path("routers").path("count").asInt()).isEqualTo(2);
            assertThat(injectors.path("sent").asLong()).isEqualTo(sent);
            assertThat(manifest.path("reconciliation").path("clientRequests").asLong())
                    .as("Σ routers' client requests = Σ injectors' sent").isEqualTo(sent);
            assertThat(manifest.path("reconciliation").path("matches").asBoolean())
                    .as("reconciliation %s", manifest.path("reconciliation")).isTrue();
            assertThat(runDir.resolve("client.hlog")).isNotEmptyFile();
            assertThat(runDir.resolve("report.html")).content().contains("id=\"injectors\"");
            for (String router : routers) {
                assertThat(get(router + "/health").statusCode()).as(router + " after the run").isEqualTo(200);
                awaitEvictedAndReadmitted(router, "shard-1", Duration.ofSeconds(90));
            }
        } finally {
            SwarmCommands.down(stack, deploy);
        }
        SwarmCommands.assertNothingLeft(stack, swarmBefore);
    }

    /** The Gatling JVM of the run: injector 0, which records both routers and starts injector 1. */
    private static ProcessBuilder gatling(Path runDir, String routers, String shardUrls) throws IOException {
        Files.createDirectories(runDir);
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "--add-opens=java.base/java.lang=ALL-UNNAMED",
                "-Dhotshard.injectors=2", "-Dhotshard.target=" + routers, "-Dhotshard.shardUrls=" + shardUrls,
                "-Dhotshard.runDir=" + runDir, "-Dhotshard.seed=7",
                "-cp", System.getProperty("java.class.path"), "io.gatling.app.Gatling",
                "--simulation", StackChaosSimulation.class.getName(),
                "--results-folder", runDir.resolve("gatling").toString()));
        return new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(runDir.resolve("simulation.out").toFile());
    }

    private static void awaitFile(Path file, Duration limit, Process simulation) throws Exception {
        long end = System.nanoTime() + limit.toNanos();
        while (!Files.exists(file)) {
            if (!simulation.isAlive()) {
                fail("the simulation ended (exit " + simulation.exitValue() + ") before " + file.getFileName()
                        + ": " + tail(Files.readString(file.resolveSibling("simulation.out"))));
            }
            if (System.nanoTime() > end) {
                fail(file + " did not appear within " + limit.toSeconds() + " s");
            }
            Thread.sleep(200);
        }
    }

    private void awaitHealthy(String shard, Duration limit) throws InterruptedException {
        long end = System.nanoTime() + limit.toNanos();
        while (System.nanoTime() < end) {
            try {
                if (get(shard + "/health").statusCode() == 200) {
                    return;
                }
            } catch (IOException e) {
                // Not back yet.
            }
            Thread.sleep(200);
        }
        fail(shard + " did not serve again within " + limit.toSeconds() + " s of the kill");
    }

    /**
     * Waits until {@code router}'s membership events show {@code shard} evicted and then readmitted: the group took the
     * killed shard out of the ring and put its restarted task back.
     */
    private void awaitEvictedAndReadmitted(String router, String shard, Duration limit) throws Exception {
        long end = System.nanoTime() + limit.toNanos();
        List<String> types = List.of();
        while (System.nanoTime() < end) {
            types = new ArrayList<>();
            for (JsonNode event : JSON.readTree(get(router + "/admin/events").body()).path("events")) {
                if (shard.equals(event.path("node").asText())) {
                    types.add(event.path("type").asText());
                }
            }
            int evicted = types.indexOf("evicted");
            if (evicted >= 0 && types.subList(evicted, types.size()).contains("readmitted")) {
                System.out.printf("hotshard: %s evicted and readmitted %s: %s%n", router, shard, types);
                return;
            }
            Thread.sleep(500);
        }
        fail(router + " did not evict and readmit " + shard + " within " + limit.toSeconds() + " s; its events for"
                + " it: " + types);
    }

    private HttpResponse<String> get(String url) throws IOException, InterruptedException {
        return http.send(HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(5)).GET().build(),
                HttpResponse.BodyHandlers.ofString());
    }

    private static String tail(String text) {
        return text.length() <= 4_000 ? text : text.substring(text.length() - 4_000);
    }
}
