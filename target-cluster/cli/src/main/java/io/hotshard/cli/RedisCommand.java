package io.hotshard.cli;

import io.hotshard.cli.options.DurationConverter;
import io.hotshard.redis.ClusterNode;
import io.hotshard.redis.ClusterTopology;
import io.hotshard.redis.NodeClient;
import io.hotshard.redis.NodeInfo;
import io.hotshard.redis.RedisCluster;
import io.hotshard.redis.RedisLayout;
import io.hotshard.redis.RedisProcess;
import io.hotshard.redis.RedisTarget;
import io.hotshard.redis.RedisTools;
import io.netty.util.internal.logging.InternalLoggerFactory;
import io.netty.util.internal.logging.JdkLoggerFactory;
import java.io.PrintWriter;
import java.time.Duration;
import java.util.List;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** A local Redis Cluster of redis-server processes: start it, show it, stop it. */
@Command(name = "redis", mixinStandardHelpOptions = true,
        description = "A Redis Cluster of local redis-server processes on 127.0.0.1 (Debian's redis-server).")
public final class RedisCommand {

    static {
        // Lettuce logs through Netty's facade, which would otherwise probe for SLF4J and print three lines.
        InternalLoggerFactory.setDefaultFactory(JdkLoggerFactory.INSTANCE);
    }

    @Spec
    CommandSpec spec;

    @Command(name = "up", mixinStandardHelpOptions = true,
            description = "Starts the nodes, creates the cluster, waits for cluster_state:ok with all 16384 slots"
                    + " assigned and prints each node's port, role and slots. The processes outlive this command.")
    int up(@Option(names = "--masters", defaultValue = "3", description = "Masters (>= 3). Default: ${DEFAULT-VALUE}.")
           int masters,
           @Option(names = "--replicas", defaultValue = "1",
                   description = "Replicas per master. Default: ${DEFAULT-VALUE}.") int replicas,
           @Mixin RedisClusterOptions where,
           @Option(names = "--timeout", defaultValue = "60s", converter = DurationConverter.class,
                   description = "How long to wait for the cluster. Default: ${DEFAULT-VALUE}.") Duration timeout) {
        RedisLayout layout = new RedisLayout(masters, replicas, where.basePort, where.directory());
        RedisTools tools = RedisTools.onPath();
        RedisCluster cluster = RedisCluster.up(layout, tools, timeout);
        PrintWriter out = spec.commandLine().getOut();
        out.println("redis cluster up: " + layout.masters() + " masters, " + layout.replicas()
                + " replica(s) each, files in " + layout.dir());
        try (NodeClient client = new NodeClient("127.0.0.1", Duration.ofSeconds(2))) {
            print(out, cluster.topology(client), client);
        }
        out.println("stop it with: hotshard redis down --dir " + layout.dir());
        return 0;
    }

    @Command(name = "status", mixinStandardHelpOptions = true,
            description = "Prints each node's port, role, slots, clients and ops/s, from a cluster started by"
                    + " 'redis up' (--dir or --base-port) or any cluster reached through --target.")
    int status(@Mixin RedisClusterOptions where,
               @Option(names = "--target", description = "redis://127.0.0.1:PORT of any node of an existing"
                       + " cluster.") String target) {
        PrintWriter out = spec.commandLine().getOut();
        try (NodeClient client = new NodeClient("127.0.0.1", Duration.ofSeconds(2))) {
            ClusterTopology topology = target != null ? client.topology(RedisTarget.parse(target).port())
                    : RedisCluster.attach(where.directory()).topology(client);
            print(out, topology, client);
        }
        return 0;
    }

    @Command(name = "down", mixinStandardHelpOptions = true,
            description = "Stops the cluster's own redis-server processes by the PIDs in its directory and removes"
                    + " the directory.")
    int down(@Mixin RedisClusterOptions where) {
        List<RedisProcess> stopped = RedisCluster.attach(where.directory()).down();
        spec.commandLine().getOut().println("redis cluster down: stopped " + stopped.size() + " redis-server"
                + " process(es) (" + stopped.stream().map(p -> p.port() + ":" + p.pid())
                .collect(Collectors.joining(", ")) + ") and removed " + where.directory());
        return 0;
    }

    private static void print(PrintWriter out, ClusterTopology topology, NodeClient client) {
        out.printf("%-6s %-8s %-8s %-7s %8s %8s  %s%n", "port", "role", "state", "clients", "ops/s", "slots",
                "ranges / master");
        for (ClusterNode node : topology.nodes()) {
            String clients = "-";
            String ops = "-";
            try {
                NodeInfo info = client.info(node.port(), "everything");
                clients = Long.toString((long) info.number("connected_clients"));
                ops = Long.toString((long) info.number("instantaneous_ops_per_sec"));
            } catch (IllegalArgumentException e) {
                clients = "down";
            }
            String detail = node.master() ? node.slots().stream().map(Object::toString)
                    .collect(Collectors.joining(",")) : "of " + topology.byId(node.masterId())
                    .map(m -> Integer.toString(m.port())).orElse(node.masterId());
            out.printf("%-6d %-8s %-8s %-7s %8s %8d  %s%n", node.port(), node.role(),
                    node.failing() ? "failing" : "ok", clients, ops, node.slotCount(), detail);
        }
        out.println("slots covered: " + topology.coveredSlots() + " of 16384");
    }
}
