package io.hotshard.cli;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.cli.deploy.DockerCli;
import io.hotshard.cli.deploy.SwarmEngine;
import io.hotshard.cluster.sample.HttpMetricSources;
import io.hotshard.http.AdminToken;
import io.hotshard.recording.RunRecorder;
import io.hotshard.recording.RunResult;
import io.hotshard.recording.RunSettings;
import io.vertx.core.Vertx;
import io.hotshard.testkit.FreePorts;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code deploy swarm up --shards 3 --routers 2} on this engine: both routers and the shards answer on 127.0.0.1, a
 * killed shard container is restarted by Swarm with the same id and port, a recorder reading the stack (both routers,
 * summed) over HTTP shows the gap and the return, a node removed at router-0 is gone at router-1, and {@code down}
 * leaves no stack, service, container, network or swarm of its own behind.
 */
@Timeout(value = 420, unit = TimeUnit.SECONDS)
final class SwarmStackIT {

    private static final Duration SERVE_AGAIN = Duration.ofSeconds(120);
    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();

    private record Run(int exitCode, String out, String err) {
    }

    private static Run run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        picocli.CommandLine cli = Cli.commandLine();
        cli.setOut(new PrintWriter(out, true));
        cli.setErr(new PrintWriter(err, true));
        int code = cli.execute(args);
        return new Run(code, out.toString(), err.toString());
    }

    @Test
    void upKillDown_threeShardsTwoRouters_servesRestartsTheShardAgreesAndLeavesNothing(@TempDir Path temp) throws Exception {
        String image = DockerRequirement.shardImage();
        SwarmEngine engine = new SwarmEngine(new DockerCli("docker"));
        String swarmBefore = engine.swarmState();
        String stack = "hotshard-it-" + HexFormat.of().toHexDigits(ThreadLocalRandom.current().nextInt()).substring(0, 6);
        Path dir = temp.resolve("deploy");
        int routerPort = FreePorts.consecutive(2);
        int shardBase = FreePorts.consecutive(3);
        Run down = null;
        try {
            long begin = System.nanoTime();
            Run up = run("deploy", "swarm", "up", "--shards", "3", "--routers", "2", "--stack", stack, "--dir", dir.toString(),
                    "--image", image, "--router-port", Integer.toString(routerPort), "--shard-base-port",
                    Integer.toString(shardBase), "--latency", "fixed:1ms", "--concurrency", "8", "--event-loops", "1",
                    "--wait", "180s");
            System.out.printf("deploy swarm up: %d ms%n%s%s", TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - begin),
                    up.out(), up.err());
            assertThat(up.exitCode()).as(up.err()).isZero();
            String router = "http://127.0.0.1:" + routerPort;
            assertThat(up.out()).contains("wrote " + dir.resolve("stack.yml"), "router listening on " + router + " (ring,",
                    "shard shard-1 listening on http://127.0.0.1:" + (shardBase + 1) + " (concurrency 8",
                    "simulate: -Dhotshard.target=" + router + ",http://127.0.0.1:" + (routerPort + 1)
                            + " -Dhotshard.shardUrls=shard-0=http://127.0.0.1:" + shardBase);
            String second = "http://127.0.0.1:" + (routerPort + 1);
            assertThat(up.out()).contains("router-1 listening on " + second, "routers: " + router + "," + second);
            assertThat(Files.readString(dir.resolve("stack.yml"))).contains("shard-1:", "router-0:", "router-1:",
                    "--cluster-member");

            for (int i = 0; i < 20; i++) {
                assertThat(send("PUT", router + "/kv/user:" + i, "v" + i).statusCode()).isBetween(200, 299);
            }
            for (int i = 0; i < 20; i++) {
                HttpResponse<String> got = send("GET", router + "/kv/user:" + i, null);
                assertThat(got.statusCode()).isEqualTo(200);
                assertThat(got.body()).isEqualTo("v" + i);
            }
            Map<String, String> shards = new LinkedHashMap<>();
            for (int i = 0; i < 3; i++) {
                shards.put("shard-" + i, "http://127.0.0.1:" + (shardBase + i));
                assertThat(send("GET", shards.get("shard-" + i) + "/health", null).body()).contains("shard-" + i);
            }

            String killedContainer = engine.taskContainer(stack + "_shard-1", false);
            Path runDir = temp.resolve("run");
            Vertx vertx = Vertx.vertx();
            AtomicBoolean loading = new AtomicBoolean(true);
            AtomicLong answered = new AtomicLong();
            Thread load = new Thread(() -> {
                int key = 0;
                while (loading.get()) {
                    try {
                        send("GET", router + "/kv/user:" + key++ % 20, null);
                        answered.incrementAndGet();
                        Thread.sleep(10);
                    } catch (IOException e) {
                        // A request that fails while the shard is gone is part of what the run shows.
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }, "swarm-it-load");
            RunResult result;
            int killSecond;
            try (RunRecorder recorder = RunRecorder.start(RunSettings.of(runDir, "SwarmStackIT", 42)
                    .withShutdownHook(false), new HttpMetricSources(vertx, List.of(router, second), shards,
                    AdminToken.none()))) {
                load.start();
                Thread.sleep(3_000);
                Run kill = run("deploy", "swarm", "chaos", "kill", "shard-1", "--stack", stack, "--dir", dir.toString());
                assertThat(kill.exitCode()).as(kill.err()).isZero();
                long killedAt = System.nanoTime();
                killSecond = (int) Duration.between(recorder.startedAt(), Instant.now()).toSeconds() - 1;
                awaitServing(shards.get("shard-1"));
                System.out.printf("shard-1 killed, serving again after %d ms%n",
                        TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - killedAt));
                Thread.sleep(3_000);
                loading.set(false);
                load.join(10_000);
                result = recorder.finish();
            } finally {
                vertx.close().toCompletionStage().toCompletableFuture().get(30, TimeUnit.SECONDS);
            }
            assertThat(engine.taskContainer(stack + "_shard-1", false)).isNotEqualTo(killedContainer);
            assertThat(send("GET", shards.get("shard-1") + "/health", null).body()).contains("\"shard-1\"");
            assertThat(answered.get()).isPositive();
            assertThat(result.status()).isEqualTo("complete");
            assertThat(result.reconciliation().clientRequests()).isGreaterThanOrEqualTo(answered.get());

            assertThat(send("GET", second + "/dashboard", null).statusCode()).isEqualTo(200);
            assertThat(send("DELETE", router + "/admin/nodes/shard-2", null).statusCode()).isEqualTo(200);
            long removed = System.nanoTime();
            while (send("GET", second + "/admin/ring", null).body().contains("\"shard-2\"")) {
                assertThat(System.nanoTime() - removed).as("shard-2 gone at router-1 within 15 s")
                        .isLessThan(TimeUnit.SECONDS.toNanos(15));
                Thread.sleep(50);
            }
            System.out.printf("a node removed at router-0 was gone at router-1 after %d ms%n",
                    TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - removed));
            List<String[]> shard1 = Files.readAllLines(runDir.resolve("timeline.csv")).stream().skip(1)
                    .map(line -> line.split(",", -1)).filter(cells -> cells[1].equals("shard-1")).toList();
            int gap = indexOf(shard1, true, killSecond);
            assertThat(gap).as("a timeline row of shard-1 without measurements from second " + killSecond
                    + ", when it was killed").isNotNegative();
            assertThat(indexOf(shard1, false, Integer.parseInt(shard1.get(gap)[0]) + 1))
                    .as("shard-1 measured again after the gap").isGreaterThan(gap);

            Run status = run("deploy", "swarm", "status", "--stack", stack, "--dir", dir.toString());
            assertThat(status.exitCode()).as(status.err()).isZero();
            assertThat(status.out()).contains(stack + "_router-0", stack + "_router-1", stack + "_shard-0", stack + "_shard-1", stack + "_shard-2");
        } finally {
            down = run("deploy", "swarm", "down", "--stack", stack, "--dir", dir.toString());
            System.out.print(down.out() + down.err());
        }
        assertThat(down.exitCode()).as(down.err()).isZero();
        assertThat(down.out()).contains("stack " + stack + " removed");
        assertThat(engine.stacks()).doesNotContain(stack);
        assertThat(engine.leftovers(stack)).isEmpty();
        if (swarmBefore.equals("inactive")) {
            assertThat(engine.swarmState()).isEqualTo("inactive");
            assertThat(dir.resolve("swarm-created")).doesNotExist();
        }
    }

    /** The index of the first row from second {@code fromSecond} on whose measured cells are empty ({@code gap}) or not. */
    private static int indexOf(List<String[]> rows, boolean gap, int fromSecond) {
        for (int i = 0; i < rows.size(); i++) {
            if (Integer.parseInt(rows.get(i)[0]) >= fromSecond && rows.get(i)[6].isEmpty() == gap) {
                return i;
            }
        }
        return -1;
    }

    private void awaitServing(String shard) throws InterruptedException {
        long end = System.nanoTime() + SERVE_AGAIN.toNanos();
        while (System.nanoTime() < end) {
            try {
                if (send("GET", shard + "/health", null).statusCode() == 200) {
                    return;
                }
            } catch (IOException e) {
                // Not back yet.
            }
            Thread.sleep(200);
        }
        throw new AssertionError(shard + " did not serve again within " + SERVE_AGAIN.toSeconds() + " s of the kill");
    }

    private HttpResponse<String> send(String method, String url, String body) throws IOException, InterruptedException {
        HttpRequest.BodyPublisher publisher = body == null ? HttpRequest.BodyPublishers.noBody()
                : HttpRequest.BodyPublishers.ofString(body);
        return http.send(HttpRequest.newBuilder(URI.create(url)).timeout(Duration.ofSeconds(5)).method(method, publisher)
                .build(), HttpResponse.BodyHandlers.ofString());
    }
}
