package io.hotshard.cli;

import io.hotshard.cassandra.CassandraCluster;
import io.hotshard.cassandra.CassandraLayout;
import io.hotshard.cassandra.JavaRuntime;
import io.hotshard.cassandra.NodeProcess;
import io.hotshard.cassandra.RingReport;
import io.hotshard.cassandra.ServerClasspath;
import io.hotshard.cassandra.ServerJvm;
import io.hotshard.cassandra.StartEvent;
import io.hotshard.cassandra.TokenMode;
import io.hotshard.cli.options.DurationConverter;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** A local Apache Cassandra cluster of JVMs on loopback addresses: start it, show it, read its ring, stop it. */
@Command(name = "cassandra", mixinStandardHelpOptions = true,
        description = "An Apache Cassandra 5.0 cluster of local JVMs, one per node on its own loopback address"
                + " (the server's jars come from Maven Central through the build).")
public final class CassandraCommand {

    @Spec
    CommandSpec spec;

    @Command(name = "up", mixinStandardHelpOptions = true,
            description = "Starts the nodes one at a time, announcing each as it starts, joins and becomes normal;"
                    + " waits until every node is up, normal and answers CQL; creates the keyspace hotshard with a"
                    + " table kv; prints each node's address, state, tokens, load and effective ownership. The"
                    + " processes outlive this command.")
    int up(@Option(names = "--nodes", defaultValue = "3", paramLabel = "N",
                   description = "Nodes (>= 1). Default: ${DEFAULT-VALUE}.") int nodes,
           @Option(names = "--num-tokens", defaultValue = "16", paramLabel = "N",
                   description = "Tokens per node (num_tokens). Default: ${DEFAULT-VALUE}.") int numTokens,
           @Option(names = "--tokens", defaultValue = "allocate", paramLabel = "MODE",
                   description = "allocate (Cassandra's allocation for the keyspace's replication factor) or random"
                           + " (random placement, as before 4.0). Default: ${DEFAULT-VALUE}.") TokenMode tokens,
           @Option(names = "--rf", paramLabel = "N", description = "Replication factor of the keyspace hotshard."
                   + " Default: 3, or the node count when there are fewer nodes.") Integer rf,
           @Option(names = "--heap", defaultValue = "512m", paramLabel = "SIZE",
                   description = "Each node's heap (-Xms and -Xmx). Default: ${DEFAULT-VALUE}.") String heap,
           @Mixin CassandraClusterOptions where,
           @Mixin CassandraServerOptions server,
           @Option(names = "--timeout", defaultValue = "120s", paramLabel = "DURATION",
                   converter = DurationConverter.class, description = "How long each node may take to become"
                           + " normal and answer CQL. Default: ${DEFAULT-VALUE}.") Duration timeout) {
        CassandraLayout layout = new CassandraLayout(nodes, numTokens, tokens,
                rf != null ? rf : CassandraLayout.defaultRf(nodes), where.baseAddress,
                CassandraLayout.parseHeap(heap), where.directory());
        ServerJvm jvm = server.jvm();
        PrintWriter out = spec.commandLine().getOut();
        out.printf(Locale.ROOT, "cassandra: starting %d node(s) from %s, %d tokens each (%s), files in %s%n",
                layout.nodes(), layout.address(0), layout.numTokens(), layout.tokens(), layout.dir());
        out.flush();
        long start = System.nanoTime();
        CassandraCluster cluster = CassandraCluster.up(layout, jvm, timeout, event -> announce(out, event));
        out.printf(Locale.ROOT, "cassandra cluster up in %.1f s: %d node(s), keyspace %s (SimpleStrategy, rf %d),"
                + " table %s.kv%n", (System.nanoTime() - start) / 1e9, layout.nodes(), CassandraLayout.KEYSPACE,
                layout.rf(), CassandraLayout.KEYSPACE);
        CassandraOutput.status(out, cluster.ring().nodes(), TableFormat.TEXT);
        out.println("stop it with: hotshard cassandra down " + where.naming());
        return 0;
    }

    @Command(name = "status", mixinStandardHelpOptions = true,
            description = "Prints each node's address, state (UN: up and normal), tokens, load and effective"
                    + " ownership of the keyspace hotshard, as nodetool status hotshard does, read over JMX.")
    int status(@Mixin CassandraClusterOptions where, @Mixin FormatOption format) {
        CassandraCluster cluster = CassandraCluster.attach(where.directory());
        CassandraOutput.status(spec.commandLine().getOut(), cluster.ring().nodes(), format.format);
        return 0;
    }

    @Command(name = "ring", mixinStandardHelpOptions = true,
            description = "Reads the live token map and prints each node's primary ownership (the token space its"
                    + " ranges cover), effective ownership for the keyspace's replication factor (SimpleStrategy)"
                    + " and distinct ring neighbours, beside hotshard's model ring of the same nodes and tokens per"
                    + " node with random placement.")
    int ring(@Mixin CassandraClusterOptions where, @Mixin FormatOption format) {
        CassandraCluster cluster = CassandraCluster.attach(where.directory());
        RingReport report = RingReport.of(cluster.ring().tokens(), cluster.layout().rf());
        CassandraOutput.ring(spec.commandLine().getOut(), report, format.format);
        return 0;
    }

    @Command(name = "down", mixinStandardHelpOptions = true,
            description = "Stops the cluster's own nodes by the PIDs in its directory (SIGTERM, then SIGKILL after "
                    + "45 s) and removes the directory.")
    int down(@Mixin CassandraClusterOptions where) {
        Path dir = where.directory();
        List<NodeProcess> stopped = CassandraCluster.attach(dir).down();
        spec.commandLine().getOut().println("cassandra cluster down: stopped " + stopped.size() + " node(s) ("
                + stopped.stream().map(p -> p.address() + ":" + p.pid()).collect(Collectors.joining(", "))
                + ") and removed " + dir);
        return 0;
    }

    private static void announce(PrintWriter out, StartEvent event) {
        out.printf(Locale.ROOT, "[%6.1f s] %s %s%n", event.elapsed().toMillis() / 1000.0, event.address(),
                event.describe());
        out.flush();
    }

    /** The JVM that runs the nodes: which java, and the file that lists the server's jars. */
    static final class CassandraServerOptions {

        @Option(names = "--java", paramLabel = "PATH",
                description = "The java that runs the nodes (11 or 17). Default: this JVM's.")
        Path java;

        @Option(names = "--server-classpath", paramLabel = "FILE", description = "The file listing Cassandra's jars."
                + " Default: -D" + ServerClasspath.PROPERTY + ", else targets/cassandra-server/target/"
                + "cassandra-server.classpath under -D" + ServerClasspath.ROOT_PROPERTY
                + " (scripts/hotshard sets it).")
        Path classpath;

        /** The java and class path given, else the defaults; each checked before anything starts. */
        ServerJvm jvm() {
            JavaRuntime runtime = java != null ? JavaRuntime.at(java) : JavaRuntime.current();
            ServerClasspath file = classpath != null ? new ServerClasspath(classpath)
                    : ServerClasspath.fromProperties();
            return new ServerJvm(runtime, file.read());
        }
    }
}
