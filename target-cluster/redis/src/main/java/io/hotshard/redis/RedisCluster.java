package io.hotshard.redis;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import java.util.stream.Stream;

/**
 * A Redis Cluster of local redis-server processes that hotshard started: {@link #up} starts the nodes, joins
 * them with {@code redis-cli --cluster create} and waits until every node reports {@code cluster_state:ok} with
 * all 16,384 slots assigned; {@link #attach} finds one again from its directory; {@link #down} stops its own
 * processes by PID and removes the directory.
 */
public final class RedisCluster {

    /** How long a node may be unreachable before the others mark it failing (a short one, to measure failover). */
    public static final Duration NODE_TIMEOUT = Duration.ofMillis(2000);

    private static final String LAYOUT_FILE = "cluster.properties";

    private final RedisLayout layout;

    private RedisCluster(RedisLayout layout) {
        this.layout = layout;
    }

    /** Starts and joins a new cluster; a port in use or a directory that already holds one fails in one line. */
    public static RedisCluster up(RedisLayout layout, RedisTools tools, Duration timeout) {
        Path dir = layout.dir();
        if (Files.exists(dir.resolve(LAYOUT_FILE))) {
            throw new IllegalArgumentException(dir + " already holds a cluster; stop it first with: hotshard redis"
                    + " down --dir " + dir);
        }
        for (int port : layout.ports()) {
            LocalPorts.requireFree(port, "client");
            LocalPorts.requireFree(port + 10000, "cluster bus");
        }
        RedisCluster cluster = new RedisCluster(layout);
        try {
            Files.createDirectories(dir);
            cluster.writeLayout();
            for (int port : layout.ports()) {
                startNode(tools, dir, port);
            }
            cluster.awaitAnswering(timeout);
            cluster.create(tools);
            cluster.awaitHealthy(timeout);
            return cluster;
        } catch (IOException e) {
            cluster.down();
            throw new UncheckedIOException(e);
        } catch (RuntimeException e) {
            cluster.down();
            throw e;
        }
    }

    /** The cluster whose files are in {@code dir}; fails in one line when none is there. */
    public static RedisCluster attach(Path dir) {
        Path file = dir.resolve(LAYOUT_FILE);
        if (!Files.exists(file)) {
            throw new IllegalArgumentException(dir + " holds no cluster started by hotshard (no " + LAYOUT_FILE + ")");
        }
        Properties p = new Properties();
        try (var in = Files.newInputStream(file)) {
            p.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return new RedisCluster(new RedisLayout(Integer.parseInt(p.getProperty("masters")),
                Integer.parseInt(p.getProperty("replicas")), Integer.parseInt(p.getProperty("basePort")), dir));
    }

    /** The shape this cluster was started with. */
    public RedisLayout layout() {
        return layout;
    }

    /** The node processes as recorded in the directory, masters added after {@link #up} included, by port. */
    public List<RedisProcess> processes() {
        if (!Files.isDirectory(layout.dir())) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(layout.dir())) {
            return files.map(f -> RedisProcess.portOfPidFile(f.getFileName().toString())).flatMap(Optional::stream)
                    .sorted().map(port -> RedisProcess.recorded(layout.dir(), port)).flatMap(Optional::stream)
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The process of the node on {@code port}. */
    public RedisProcess process(int port) {
        return RedisProcess.recorded(layout.dir(), port).orElseThrow(
                () -> new IllegalArgumentException("no node of " + layout.dir() + " listens on " + port));
    }

    /** The cluster as its first answering node sees it. */
    public ClusterTopology topology(NodeClient client) {
        IllegalArgumentException last = null;
        for (int port : layout.ports()) {
            try {
                return client.topology(port);
            } catch (IllegalArgumentException e) {
                last = e;
            }
        }
        throw last;
    }

    /** Stops every recorded process (SIGTERM, then SIGKILL) and removes the directory; returns what was stopped. */
    public List<RedisProcess> down() {
        List<RedisProcess> stopped = new ArrayList<>();
        for (RedisProcess process : processes()) {
            if (process.running()) {
                stopped.add(process);
            }
            if (!process.stop(Duration.ofSeconds(5))) {
                throw new IllegalStateException("redis-server " + process.pid() + " on port " + process.port()
                        + " did not stop");
            }
        }
        deleteTree(layout.dir());
        return stopped;
    }

    /** Starts one more redis-server, cluster-enabled but not yet a member, on {@code port}; see {@link Resharder}. */
    static RedisProcess startNode(RedisTools tools, Path dir, int port) {
        ProcessBuilder builder = new ProcessBuilder(tools.server().toString(), "--port", Integer.toString(port),
                "--bind", "127.0.0.1", "--cluster-enabled", "yes", "--cluster-config-file", "nodes-" + port + ".conf",
                "--cluster-node-timeout", Long.toString(NODE_TIMEOUT.toMillis()), "--dir", dir.toString(),
                // Each node its own RDB file: a replica's full sync writes one, and a node started later in the
                // same directory must not load another's keys (it would claim their slots).
                "--dbfilename", "dump-" + port + ".rdb", "--save", "", "--appendonly", "no",
                "--logfile", "redis-" + port + ".log")
                .redirectErrorStream(true)
                .redirectOutput(dir.resolve("redis-" + port + ".out").toFile());
        try {
            RedisProcess process = new RedisProcess(port, builder.start().pid());
            process.record(dir);
            return process;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot start " + tools.server(), e);
        }
    }

    private void awaitAnswering(Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        for (int port : layout.ports()) {
            while (!LocalPorts.listening(port)) {
                if (System.nanoTime() > deadline || !process(port).running()) {
                    throw new IllegalStateException("redis-server on port " + port + " did not start; see "
                            + layout.dir().resolve("redis-" + port + ".log"));
                }
                Sleep.millis(20);
            }
        }
    }

    private void create(RedisTools tools) {
        List<String> command = new ArrayList<>(List.of(tools.cli().toString(), "--cluster", "create"));
        layout.ports().forEach(p -> command.add("127.0.0.1:" + p));
        command.addAll(List.of("--cluster-replicas", Integer.toString(layout.replicas()), "--cluster-yes"));
        Path log = layout.dir().resolve("cluster-create.log");
        try {
            Process create = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
            if (create.waitFor() != 0) {
                throw new IllegalStateException("redis-cli --cluster create failed; see " + log);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while creating the cluster", e);
        }
    }

    /**
     * Waits until every node reports {@code cluster_state:ok}, all slots assigned, every node known and every
     * replica known as one (a node learns the others' roles by gossip, after it learns of them).
     */
    public void awaitHealthy(Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        try (NodeClient client = new NodeClient("127.0.0.1", Duration.ofSeconds(2))) {
            for (int port : layout.ports()) {
                while (!healthy(client, port)) {
                    if (System.nanoTime() > deadline) {
                        throw new IllegalStateException("node " + port + " did not report cluster_state:ok with all"
                                + " 16384 slots within " + timeout.toSeconds() + " s");
                    }
                    Sleep.millis(100);
                }
            }
        }
    }

    private boolean healthy(NodeClient client, int port) {
        NodeInfo info = NodeInfo.parse(client.call(port, c -> c.clusterInfo()));
        return info.text("cluster_state").equals("ok") && info.number("cluster_slots_assigned") == 16384
                && info.number("cluster_known_nodes") == layout.nodeCount()
                && client.topology(port).replicas().size() == layout.masters() * layout.replicas();
    }

    private void writeLayout() {
        String text = "masters=" + layout.masters() + "\nreplicas=" + layout.replicas() + "\nbasePort="
                + layout.basePort() + "\n";
        try {
            Path tmp = layout.dir().resolve(LAYOUT_FILE + ".tmp");
            Files.writeString(tmp, text, StandardCharsets.US_ASCII);
            Files.move(tmp, layout.dir().resolve(LAYOUT_FILE), java.nio.file.StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void deleteTree(Path dir) {
        if (!Files.exists(dir)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(dir)) {
            for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(p);
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
