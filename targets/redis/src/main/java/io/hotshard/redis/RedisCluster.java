package io.hotshard.redis;

import io.hotshard.processes.Sleep;
import io.hotshard.processes.StopAll;
import io.hotshard.processes.Trees;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Properties;
import java.util.concurrent.TimeUnit;
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

    /** How long {@link #down} waits for the nodes to exit after SIGTERM before it SIGKILLs the rest. */
    public static final Duration STOP_GRACE = Duration.ofSeconds(5);

    private static final Duration EXEC_WAIT = Duration.ofSeconds(2);
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
            cluster.create(tools, timeout);
            cluster.awaitHealthy(timeout);
            return cluster;
        } catch (IOException e) {
            throw cluster.downAfter(new UncheckedIOException(e));
        } catch (RuntimeException e) {
            throw cluster.downAfter(e);
        }
    }

    /** Stops what a failed start started; a failure to stop is kept with the start's own failure. */
    private RuntimeException downAfter(RuntimeException failure) {
        try {
            down();
        } catch (RuntimeException e) {
            failure.addSuppressed(e);
        }
        return failure;
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
        return pidFiles().stream().map(f -> RedisProcess.portOfPidFile(f.getFileName().toString()).orElseThrow())
                .sorted().map(port -> RedisProcess.recorded(layout.dir(), port)).flatMap(Optional::stream).toList();
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

    /**
     * Stops every recorded process, each even when another fails: SIGTERM to all at once, then SIGKILL to any still
     * there after {@link #STOP_GRACE}; removes the directory and returns what was stopped. Fails naming every node that
     * could not be stopped, after trying them all; the directory is then kept for another try.
     */
    public List<RedisProcess> down() {
        List<String> failures = new ArrayList<>();
        List<RedisProcess> running = new ArrayList<>();
        for (Path file : pidFiles()) {
            try {
                RedisProcess.recorded(layout.dir(), RedisProcess.portOfPidFile(file.getFileName().toString())
                        .orElseThrow()).filter(RedisProcess::running).ifPresent(running::add);
            } catch (RuntimeException e) {
                failures.add(e.getMessage());
            }
        }
        StopAll<RedisProcess> stop = StopAll.of(running, STOP_GRACE,
                p -> "redis-server " + p.pid() + " on port " + p.port());
        failures.addAll(stop.failures());
        if (!failures.isEmpty()) {
            throw new IllegalStateException("could not stop every node of " + layout.dir() + ": "
                    + String.join("; ", failures) + " (stopped " + stop.stopped().size() + " of " + running.size()
                    + " running; the directory is kept)");
        }
        Trees.delete(layout.dir());
        return stop.stopped();
    }

    private List<Path> pidFiles() {
        if (!Files.isDirectory(layout.dir())) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(layout.dir())) {
            return files.filter(f -> RedisProcess.portOfPidFile(f.getFileName().toString()).isPresent()).sorted()
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Starts one more redis-server, cluster-enabled but not yet a member, on {@code port}; see {@link Resharder}. */
    static RedisProcess startNode(RedisTools tools, Path dir, int port) {
        List<String> command = new ArrayList<>();
        RedisTools.setsid().ifPresent(setsid -> command.add(setsid.toString()));
        command.addAll(List.of(tools.server().toString(), "--port", Integer.toString(port),
                "--bind", "127.0.0.1", "--cluster-enabled", "yes", "--cluster-config-file", "nodes-" + port + ".conf",
                "--cluster-node-timeout", Long.toString(NODE_TIMEOUT.toMillis()), "--dir", dir.toString(),
                // Each node its own RDB file: a replica's full sync writes one, and a node started later in the
                // same directory must not load another's keys (it would claim their slots).
                "--dbfilename", "dump-" + port + ".rdb", "--save", "", "--appendonly", "no",
                "--logfile", "redis-" + port + ".log"));
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true)
                .redirectOutput(dir.resolve("redis-" + port + ".out").toFile());
        try {
            RedisProcess process = new RedisProcess(port, builder.start().pid());
            process.record(dir);
            // setsid execs redis-server in place: until it has, the PID is not a redis-server yet.
            long deadline = System.nanoTime() + EXEC_WAIT.toNanos();
            while (!process.running() && System.nanoTime() < deadline) {
                Sleep.millis(5);
            }
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

    private void create(RedisTools tools, Duration timeout) {
        List<String> command = new ArrayList<>(List.of(tools.cli().toString(), "--cluster", "create"));
        layout.ports().forEach(p -> command.add("127.0.0.1:" + p));
        command.addAll(List.of("--cluster-replicas", Integer.toString(layout.replicas()), "--cluster-yes"));
        Path log = layout.dir().resolve("cluster-create.log");
        try {
            Process create = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
            if (!create.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
                create.destroyForcibly();
                throw new IllegalStateException("redis-cli --cluster create did not end within "
                        + timeout.toSeconds() + " s; see " + log);
            }
            if (create.exitValue() != 0) {
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
}
