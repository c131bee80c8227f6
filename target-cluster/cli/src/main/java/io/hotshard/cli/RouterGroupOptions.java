package io.hotshard.cli;

import io.hotshard.router.RouterGroup;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Option;

/**
 * The options that make a router one of a group of routers that agree: off (no Hazelcast started) unless
 * {@code --cluster-port} is given.
 */
public final class RouterGroupOptions {

    @Option(names = "--cluster-port", paramLabel = "PORT",
            description = "Join a group of routers that share membership, partitioner, mitigations and migrations:"
                    + " run a Hazelcast member on this port (TCP/IP join, no multicast). Off when not given.")
    Integer clusterPort;

    @Option(names = "--cluster-member", paramLabel = "HOST:PORT", split = ",",
            description = "Another router's cluster member (its --cluster-host and --cluster-port); repeat or"
                    + " separate with commas. Members may include this router.")
    List<String> members = new ArrayList<>();

    @Option(names = "--cluster-host", defaultValue = "127.0.0.1", paramLabel = "HOST",
            description = "Interface the cluster member binds to: an IP address, or 0.0.0.0 with --cluster-public-host;"
                    + " off loopback an admin token is required. Default: ${DEFAULT-VALUE}.")
    String host;

    @Option(names = "--cluster-public-host", paramLabel = "HOST",
            description = "Address the other members reach this one at; default: --cluster-host.")
    String publicHost;

    /** The group to join, or null when this router runs on its own; fails naming a bad option. */
    RouterGroup group() {
        if (clusterPort == null) {
            if (!members.isEmpty()) {
                throw new IllegalArgumentException("--cluster-member " + String.join(",", members)
                        + " needs --cluster-port PORT (the member this router runs)");
            }
            return null;
        }
        try {
            return new RouterGroup(host, clusterPort, publicHost, members);
        } catch (IllegalArgumentException e) {
            String message = e.getMessage();
            // "cluster port must be ..." names the option --cluster-port.
            String option = message.replaceFirst("^cluster public host", "--cluster-public-host")
                    .replaceFirst("^cluster ", "--cluster-");
            throw new IllegalArgumentException(option, e);
        }
    }
}
