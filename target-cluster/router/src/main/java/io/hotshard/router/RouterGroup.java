package io.hotshard.router;

import com.hazelcast.config.Config;
import com.hazelcast.config.JoinConfig;
import com.hazelcast.config.NetworkConfig;
import io.hotshard.http.AdminToken;
import io.hotshard.http.ListenAddress;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import io.vertx.core.VertxOptions;
import io.vertx.spi.cluster.hazelcast.ConfigUtil;
import io.vertx.spi.cluster.hazelcast.HazelcastClusterManager;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;
import java.util.List;
import java.util.Objects;
import java.util.concurrent.CompletableFuture;
import java.util.regex.Pattern;

/**
 * How a router joins a group of routers that share their state: the Hazelcast member it runs (interface and port) and
 * the members it looks for by TCP/IP (no multicast, no discovery, no phone-home). {@link #start} builds the clustered
 * {@link Vertx} a {@link RouterServer} shares its state through. Off loopback an admin token is required, as for the
 * HTTP door, and the Hazelcast cluster name is derived from it, so a member without the token is not let in.
 *
 * @param host          interface the Hazelcast member and the clustered event bus bind to: an IP address, or 0.0.0.0
 *                      for every interface (then {@code publicHost} is the address other members reach it at)
 * @param port          Hazelcast port, 1..65535
 * @param publicHost    address advertised to the other members; equal to {@code host} unless that is 0.0.0.0
 * @param members       the other routers' Hazelcast members as HOST:PORT (IP or DNS name); may include this one
 */
public record RouterGroup(String host, int port, String publicHost, List<String> members) {

    /** Default Hazelcast port of a router. */
    public static final int DEFAULT_PORT = 5701;
    private static final Pattern MEMBER = Pattern.compile("[A-Za-z0-9.:\\[\\]_-]{1,253}:[0-9]{1,5}");
    private static final String CLUSTER_NAME = "hotshard-routers";

    /** Validates every field, naming the bad value. */
    public RouterGroup {
        if (host == null || host.isBlank()) {
            throw new IllegalArgumentException("cluster host must not be blank but was '" + host + "'");
        }
        if (port < 1 || port > 65_535) {
            throw new IllegalArgumentException("cluster port must be in [1, 65535] but was " + port);
        }
        publicHost = publicHost == null || publicHost.isBlank() ? host : publicHost;
        if ("0.0.0.0".equals(publicHost)) {
            throw new IllegalArgumentException("cluster public host must be an address other members can reach"
                    + " but was 0.0.0.0; give the member's own address");
        }
        members = List.copyOf(Objects.requireNonNull(members, "members"));
        for (String member : members) {
            if (member == null || !MEMBER.matcher(member).matches()) {
                throw new IllegalArgumentException("cluster member must be HOST:PORT but was '" + member + "'");
            }
            int memberPort = Integer.parseInt(member.substring(member.lastIndexOf(':') + 1));
            if (memberPort < 1 || memberPort > 65_535) {
                throw new IllegalArgumentException("port of cluster member '" + member + "' must be in [1, 65535]"
                        + " but was " + memberPort);
            }
        }
    }

    /** A member on 127.0.0.1:{@code port} looking for {@code members}. */
    public static RouterGroup loopback(int port, List<String> members) {
        return new RouterGroup("127.0.0.1", port, null, members);
    }

    /**
     * Starts a clustered Vert.x with {@code options} that joins the group, on a thread of its own; off loopback
     * {@code token} must be set. Takes seconds: Hazelcast waits for the members it was told of.
     */
    public Future<Vertx> start(VertxOptions options, AdminToken token) {
        try {
            requireSafe(token);
        } catch (IllegalArgumentException e) {
            return Future.failedFuture(e);
        }
        options.getEventBusOptions().setHost(host).setPort(0).setClusterPublicHost(publicHost);
        // Reading Vert.x's Hazelcast XML takes seconds on a loaded machine: never on the caller's event loop.
        Promise<Vertx> started = Promise.promise();
        CompletableFuture.runAsync(() -> {
            try {
                Vertx.builder().with(options).withClusterManager(new HazelcastClusterManager(hazelcast(token)))
                        .buildClustered().onComplete(started);
            } catch (RuntimeException e) {
                started.fail(e);
            }
        });
        return started.future();
    }

    /** Fails with one line when the member would bind off loopback without an admin token. */
    public void requireSafe(AdminToken token) {
        ListenAddress.requireTokenOffLoopback("the router's cluster member", host, token);
    }

    /** The Hazelcast configuration of this member: Vert.x's defaults, TCP/IP join only, nothing sent outside. */
    Config hazelcast(AdminToken token) {
        Config config = ConfigUtil.loadConfig();
        config.setClusterName(clusterName(token));
        config.setProperty("hazelcast.phone.home.enabled", "false");
        config.setProperty("hazelcast.logging.type", "jdk");
        // A router that died leaves the group in seconds rather than Hazelcast's default minute.
        config.setProperty("hazelcast.heartbeat.interval.seconds", "1");
        config.setProperty("hazelcast.max.no.heartbeat.seconds", "10");
        config.setProperty("hazelcast.merge.first.run.delay.seconds", "5");
        config.setProperty("hazelcast.merge.next.run.delay.seconds", "5");
        NetworkConfig network = config.getNetworkConfig();
        network.setPort(port).setPortAutoIncrement(false).setPublicAddress(publicHost + ":" + port);
        if (!"0.0.0.0".equals(host)) {
            config.setProperty("hazelcast.socket.bind.any", "false");
            network.getInterfaces().setEnabled(true).setInterfaces(List.of(host));
        }
        JoinConfig join = network.getJoin();
        join.getMulticastConfig().setEnabled(false);
        join.getAutoDetectionConfig().setEnabled(false);
        join.getTcpIpConfig().setEnabled(true).setMembers(members.isEmpty() ? List.of(publicHost + ":" + port)
                : members);
        return config;
    }

    /** The cluster name: fixed without a token, else derived from it (a member with another token cannot join). */
    static String clusterName(AdminToken token) {
        if (!token.present()) {
            return CLUSTER_NAME;
        }
        try {
            byte[] digest = MessageDigest.getInstance("SHA-256").digest(token.authorization().orElseThrow()
                    .getBytes(StandardCharsets.US_ASCII));
            return CLUSTER_NAME + "-" + HexFormat.of().formatHex(digest, 0, 8);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("SHA-256 is missing from this JVM", e);
        }
    }
}
