package io.hotshard.cli;

import com.github.dockerjava.api.DockerClient;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.testcontainers.DockerClientFactory;
import org.testcontainers.containers.GenericContainer;
import org.testcontainers.containers.wait.strategy.Wait;
import org.testcontainers.utility.DockerImageName;

/**
 * Fake shards in containers of the hotshard image, on the host network so every connection stays on 127.0.0.1,
 * each on its own free port; faults are injected through the Docker API (SIGKILL, freeze, thaw).
 */
final class ShardContainers implements AutoCloseable {

    private static final Duration STARTUP_TIMEOUT = Duration.ofSeconds(120);

    private final Map<String, GenericContainer<?>> containers = new LinkedHashMap<>();
    private final Map<String, Integer> ports = new LinkedHashMap<>();
    private final Map<String, Long> startMillis = new LinkedHashMap<>();
    private final Set<String> paused = new HashSet<>();
    private final DockerClient docker = DockerClientFactory.instance().client();

    private ShardContainers() {
    }

    /** Starts one container per id, in parallel, running {@code hotshard shard} with 1 ms fixed service time. */
    static ShardContainers start(String image, List<String> ids) {
        ShardContainers shards = new ShardContainers();
        for (int i = 0; i < ids.size(); i++) {
            String id = ids.get(i);
            int port = freeLoopbackPort();
            shards.ports.put(id, port);
            shards.containers.put(id, new GenericContainer<>(DockerImageName.parse(image))
                    .withNetworkMode("host")
                    .withEnv("JAVA_TOOL_OPTIONS", "-Xmx128m -XX:+UseSerialGC")
                    .withCommand("shard", "--host", "127.0.0.1", "--port", Integer.toString(port), "--id", id,
                            "--concurrency", "8", "--queue", "256", "--latency", "fixed:1ms", "--seed",
                            Integer.toString(42 + i))
                    .waitingFor(Wait.forLogMessage("(?s).*listening on http://127\\.0\\.0\\.1:" + port + ".*", 1)
                            .withStartupTimeout(STARTUP_TIMEOUT)));
        }
        ExecutorService starter = Executors.newFixedThreadPool(ids.size());
        try {
            List<CompletableFuture<Void>> started = new ArrayList<>();
            shards.containers.forEach((id, container) -> started.add(CompletableFuture.runAsync(() -> {
                long begin = System.nanoTime();
                container.start();
                synchronized (shards.startMillis) {
                    shards.startMillis.put(id, TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - begin));
                }
            }, starter)));
            CompletableFuture.allOf(started.toArray(CompletableFuture[]::new)).join();
        } catch (RuntimeException e) {
            shards.close();
            throw e;
        } finally {
            starter.shutdownNow();
        }
        return shards;
    }

    /** The shard's base URL. */
    String url(String id) {
        return "http://127.0.0.1:" + port(id);
    }

    int port(String id) {
        return ports.get(id);
    }

    /** Milliseconds from create to the shard's "listening" line, per shard. */
    Map<String, Long> startMillis() {
        synchronized (startMillis) {
            return Map.copyOf(startMillis);
        }
    }

    /** Sends SIGKILL to the shard's container, as a crashed machine would go. */
    void kill(String id) {
        docker.killContainerCmd(containers.get(id).getContainerId()).withSignal("SIGKILL").exec();
    }

    /** Freezes every process of the container: connections stay open, nothing answers. */
    void pause(String id) {
        docker.pauseContainerCmd(containers.get(id).getContainerId()).exec();
        paused.add(id);
    }

    /** Thaws a paused container. */
    void unpause(String id) {
        docker.unpauseContainerCmd(containers.get(id).getContainerId()).exec();
        paused.remove(id);
    }

    /** Thaws what is still paused, then stops and removes every container, killed ones included. */
    @Override
    public void close() {
        for (String id : List.copyOf(paused)) {
            try {
                unpause(id);
            } catch (RuntimeException e) {
                // Stopping below removes the container whatever state it is in.
            }
        }
        containers.values().forEach(GenericContainer::stop);
    }

    private static int freeLoopbackPort() {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getByName("127.0.0.1"))) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
