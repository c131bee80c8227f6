package io.hotshard.redis;

import io.lettuce.core.ClientOptions;
import io.lettuce.core.RedisClient;
import io.lettuce.core.RedisCommandExecutionException;
import io.lettuce.core.RedisException;
import io.lettuce.core.RedisFuture;
import io.lettuce.core.RedisURI;
import io.lettuce.core.SocketOptions;
import io.lettuce.core.TimeoutOptions;
import io.lettuce.core.api.StatefulRedisConnection;
import io.lettuce.core.api.async.RedisAsyncCommands;
import io.lettuce.core.api.sync.RedisCommands;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Function;

/**
 * Plain (not cluster-routed) connections to single nodes on 127.0.0.1, one per port, for administration and
 * sampling. A node that does not answer, or answers without cluster support, fails in one line naming it.
 */
public final class NodeClient implements AutoCloseable {

    private final String host;
    private final Duration timeout;
    private final RedisClient client;
    private final Map<Integer, StatefulRedisConnection<String, String>> connections = new HashMap<>();

    /** A client whose connects and commands give up after {@code timeout}. */
    public NodeClient(String host, Duration timeout) {
        this.host = host;
        this.timeout = timeout;
        this.client = RedisClient.create();
        client.setOptions(ClientOptions.builder()
                .socketOptions(SocketOptions.builder().connectTimeout(timeout).build())
                .timeoutOptions(TimeoutOptions.enabled(timeout))
                .autoReconnect(false)
                .build());
    }

    /** The reply of {@code CLUSTER NODES} from the node on {@code port}. */
    public synchronized ClusterTopology topology(int port) {
        return ClusterTopology.parse(call(port, RedisCommands::clusterNodes));
    }

    /** The reply of {@code INFO section} (or all sections for {@code "everything"}) from the node on {@code port}. */
    public synchronized NodeInfo info(int port, String section) {
        return NodeInfo.parse(call(port, c -> c.info(section)));
    }

    /** The slot the node on {@code port} gives {@code key} ({@code CLUSTER KEYSLOT}). */
    public synchronized long keyslot(int port, String key) {
        return call(port, c -> c.clusterKeyslot(key));
    }

    /** Runs {@code command} on the node's connection, opening it first if need be. */
    public synchronized <T> T call(int port, Function<RedisCommands<String, String>, T> command) {
        try {
            return command.apply(connection(port).sync());
        } catch (RedisCommandExecutionException e) {
            if (String.valueOf(e.getMessage()).contains("cluster support disabled")) {
                throw new IllegalArgumentException(host + ":" + port + " is not a cluster node (cluster support is"
                        + " disabled)", e);
            }
            throw e;
        } catch (RedisException e) {
            drop(port);
            throw new IllegalArgumentException(host + ":" + port + " does not answer: " + rootMessage(e), e);
        }
    }

    /**
     * Sends {@code commands} to the node on {@code port} one after the other without waiting for replies (pipelined),
     * then waits up to the client's timeout for all of them; the replies in order. A command the node refuses fails
     * the whole call in one line naming the node and the error.
     */
    public synchronized <T> List<T> pipeline(
            int port, List<Function<RedisAsyncCommands<String, String>, RedisFuture<T>>> commands) {
        RedisAsyncCommands<String, String> async;
        try {
            async = connection(port).async();
        } catch (RedisException e) {
            drop(port);
            throw new IllegalArgumentException(host + ":" + port + " does not answer: " + rootMessage(e), e);
        }
        List<RedisFuture<T>> futures = new ArrayList<>(commands.size());
        commands.forEach(command -> futures.add(command.apply(async)));
        List<T> replies = new ArrayList<>(futures.size());
        for (RedisFuture<T> future : futures) {
            try {
                replies.add(future.get(timeout.toMillis(), TimeUnit.MILLISECONDS));
            } catch (ExecutionException e) {
                throw new IllegalStateException(host + ":" + port + " refused a command: " + rootMessage(e), e);
            } catch (TimeoutException e) {
                throw new IllegalStateException(host + ":" + port + " did not answer within " + timeout.toMillis()
                        + " ms", e);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IllegalStateException("interrupted while waiting for " + host + ":" + port, e);
            }
        }
        return replies;
    }

    /** Forgets the connection to {@code port} (after its node was killed or paused). */
    public synchronized void drop(int port) {
        StatefulRedisConnection<String, String> connection = connections.remove(port);
        if (connection != null) {
            connection.closeAsync();
        }
    }

    private StatefulRedisConnection<String, String> connection(int port) {
        StatefulRedisConnection<String, String> connection = connections.get(port);
        if (connection == null || !connection.isOpen()) {
            connection = client.connect(RedisURI.create(host, port));
            connections.put(port, connection);
        }
        return connection;
    }

    private static String rootMessage(Throwable e) {
        Throwable t = e;
        while (t.getCause() != null) {
            t = t.getCause();
        }
        return t.getMessage() == null ? t.getClass().getSimpleName() : t.getMessage();
    }

    @Override
    public synchronized void close() {
        connections.values().forEach(StatefulRedisConnection::close);
        connections.clear();
        client.shutdown(Duration.ZERO, Duration.ofSeconds(2));
    }
}
