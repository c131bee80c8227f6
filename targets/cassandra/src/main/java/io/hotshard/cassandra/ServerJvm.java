package io.hotshard.cassandra;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** The command lines of Cassandra's JVMs: a node ({@code CassandraDaemon}) and {@code nodetool}, from the same jars. */
public record ServerJvm(JavaRuntime java, String classpath) {

    /** What a node takes beside its heap (metaspace, direct buffers, threads): RSS ~950 MB with a 512 MB heap. */
    public static final int OVERHEAD_MB = 512;
    /** The main class of a node. */
    public static final String DAEMON = "org.apache.cassandra.service.CassandraDaemon";
    /** The main class of nodetool. */
    public static final String NODETOOL = "org.apache.cassandra.tools.NodeTool";
    /** Cassandra's ring delay for every node (its default is 30 s). */
    static final int RING_DELAY_MILLIS = 3000;

    private static final List<String> JPMS = readOptions();

    /** The command that runs node {@code i} of {@code layout} in the foreground, its yaml already written. */
    public List<String> node(CassandraLayout layout, int i) {
        Path node = layout.nodeDir(i).toAbsolutePath();
        List<String> command = new ArrayList<>(List.of(java.executable().toString(),
                "-Xms" + layout.heapMb() + "m", "-Xmx" + layout.heapMb() + "m"));
        command.addAll(JPMS);
        command.addAll(List.of(
                "-Djava.net.preferIPv4Stack=true",
                "-Dcassandra.config=" + node.resolve("conf").resolve(NodeConfig.YAML).toUri(),
                logdirOption(node),
                "-Dcassandra.storagedir=" + node,
                "-Dlogback.configurationFile=" + node.resolve("conf").resolve("logback.xml"),
                "-Dcassandra.jmx.local.port=" + layout.jmxPort(i),
                // A short ring delay and no wait for gossip to settle: a loopback cluster's gossip converges within
                // seconds, and each node would otherwise wait 30 s before it joins. Not shorter than three seconds:
                // a joining node that has not yet heard from a seed when the delay ends stops ("Unable to contact any
                // seeds"), which at one second happened to most nodes joining with random tokens on a busy machine.
                "-Dcassandra.ring_delay_ms=" + RING_DELAY_MILLIS,
                "-Dcassandra.skip_wait_for_gossip_to_settle=0",
                // Foreground: the daemon keeps standard output and error open, so stdout.log says why a start failed.
                "-Dcassandra-foreground=yes",
                "-cp", classpath, DAEMON));
        return command;
    }

    /** The command that runs {@code nodetool -h 127.0.0.1 -p JMXPORT ARGS...} with its log in {@code logback}. */
    public List<String> nodetool(int jmxPort, Path logback, List<String> args) {
        List<String> command = new ArrayList<>(List.of(java.executable().toString(), "-Xmx128m"));
        command.addAll(JPMS);
        command.addAll(List.of("-Dlogback.configurationFile=" + logback.toAbsolutePath(), "-cp", classpath, NODETOOL,
                "-h", "127.0.0.1", "-p", Integer.toString(jmxPort)));
        command.addAll(args);
        return command;
    }

    /** The option naming a node's log directory; it also tells that node's JVM from every other process. */
    static String logdirOption(Path nodeDir) {
        return "-Dcassandra.logdir=" + nodeDir.toAbsolutePath().resolve("logs");
    }

    /** The JPMS options of Cassandra's {@code jvm17-server.options}, as the resource lists them. */
    static List<String> jpmsOptions() {
        return JPMS;
    }

    private static List<String> readOptions() {
        List<String> options = new ArrayList<>();
        try (InputStream in = ServerJvm.class.getResourceAsStream("jvm17-server.options")) {
            if (in == null) {
                throw new IllegalStateException("resource jvm17-server.options is missing from hotshard-cassandra");
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                String option = line.trim();
                if (option.isEmpty() || option.startsWith("#")) {
                    continue;
                }
                // "--add-opens A=B" is one option to the launcher but two words on a command line.
                options.addAll(List.of(option.split(" ", 2)));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return List.copyOf(options);
    }
}
