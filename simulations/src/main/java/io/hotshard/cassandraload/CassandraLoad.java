package io.hotshard.cassandraload;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.DriverTimeoutException;
import com.datastax.oss.driver.api.core.config.DefaultDriverOption;
import com.datastax.oss.driver.api.core.config.DriverConfigLoader;
import com.datastax.oss.driver.api.core.cql.AsyncResultSet;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import com.datastax.oss.driver.api.core.servererrors.ReadTimeoutException;
import com.datastax.oss.driver.api.core.servererrors.WriteTimeoutException;
import io.hotshard.cassandra.CassandraLayout;
import io.hotshard.cassandra.CqlClient;
import io.hotshard.metrics.LatencyRecorder;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.Arrays;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.LongAdder;

/**
 * The load's client: the Java driver's session with token-aware routing (its default policy sends a bound statement
 * to a replica of its partition key, chosen at random among the replicas), prepared statements for a read
 * ({@code SELECT v FROM hotshard.kv WHERE k = ?}) and a write ({@code INSERT}), every request at the run's
 * consistency level. At most {@code maxInFlight} requests are in flight; a request beyond that is refused without
 * being sent and counted. Each request's latency counts from its intended start.
 */
public final class CassandraLoad implements AutoCloseable {

    /** The answer to a request made after {@link #stop}: nothing is sent. */
    static final String STOPPED = "stopped: the run is ending";

    private final CqlSession session;
    private final PreparedStatement read;
    private final PreparedStatement write;
    private final ByteBuffer value;
    private final int maxInFlight;
    private final Semaphore inFlight;
    private final LoadTally tally = new LoadTally();
    private final LatencyRecorder latency = new LatencyRecorder();
    private final Map<String, LongAdder> errorKinds = new ConcurrentHashMap<>();
    private volatile boolean stopped;

    /** Connects through {@code address}:{@code port} and prepares the statements. */
    public CassandraLoad(String address, int port, CassandraSettings settings) {
        DriverConfigLoader config = DriverConfigLoader.programmaticBuilder()
                .withDuration(DefaultDriverOption.REQUEST_TIMEOUT, settings.timeout())
                .withString(DefaultDriverOption.REQUEST_CONSISTENCY, settings.consistency().name())
                .withDuration(DefaultDriverOption.CONNECTION_INIT_QUERY_TIMEOUT, CqlClient.REQUEST_TIMEOUT)
                .withDuration(DefaultDriverOption.CONTROL_CONNECTION_TIMEOUT, CqlClient.REQUEST_TIMEOUT)
                .withDuration(DefaultDriverOption.METADATA_SCHEMA_REQUEST_TIMEOUT, CqlClient.REQUEST_TIMEOUT)
                // A request is sent once: a retry or a speculative execution would count twice on the nodes.
                .withBoolean(DefaultDriverOption.REQUEST_DEFAULT_IDEMPOTENCE, false)
                .build();
        session = CqlSession.builder().addContactPoint(new InetSocketAddress(address, port))
                .withLocalDatacenter(CqlClient.DATACENTER).withConfigLoader(config).build();
        String table = CassandraLayout.KEYSPACE + ".kv";
        read = session.prepare("SELECT v FROM " + table + " WHERE k = ?");
        write = session.prepare("INSERT INTO " + table + " (k, v) VALUES (?, ?)");
        byte[] bytes = new byte[settings.valueBytes()];
        Arrays.fill(bytes, (byte) 'v');
        value = ByteBuffer.wrap(bytes).asReadOnlyBuffer();
        maxInFlight = settings.maxInFlight();
        inFlight = new Semaphore(maxInFlight);
    }

    /** The latency of every request sent (answered, failed or timed out), from its intended start. */
    public LatencyRecorder latency() {
        return latency;
    }

    /**
     * Sends a read ({@code write} false) or a write of {@code key} whose arrival was due at {@code intendedNanos}
     * ({@link System#nanoTime()}); completes with {@code null} on success or with the error's one-line message (a
     * refusal at the in-flight cap, a time-out, an error the node or the driver reported).
     */
    public CompletableFuture<String> send(String key, boolean write, long intendedNanos) {
        if (stopped) {
            return CompletableFuture.completedFuture(STOPPED);
        }
        if (!inFlight.tryAcquire()) {
            tally.refused.increment();
            return CompletableFuture.completedFuture("refused: the in-flight cap of " + maxInFlight + " is reached");
        }
        (write ? tally.writes : tally.reads).increment();
        CompletionStage<AsyncResultSet> sent = session.executeAsync(write ? this.write.bind(key, value.duplicate())
                : read.bind(key));
        return sent.handle((rows, error) -> {
            inFlight.release();
            latency.recordMicros(Math.max(0, (System.nanoTime() - intendedNanos) / 1000));
            return outcome(error);
        }).toCompletableFuture();
    }

    private String outcome(Throwable error) {
        if (error == null) {
            tally.succeeded.increment();
            return null;
        }
        Throwable cause = error instanceof CompletionException && error.getCause() != null ? error.getCause() : error;
        errorKinds.computeIfAbsent(cause.getClass().getSimpleName(), k -> new LongAdder()).increment();
        if (cause instanceof DriverTimeoutException || cause instanceof ReadTimeoutException
                || cause instanceof WriteTimeoutException) {
            tally.timedOut.increment();
            return "timeout: " + cause.getClass().getSimpleName();
        }
        tally.failed.increment();
        return String.valueOf(cause.getMessage()).lines().findFirst().orElse(cause.getClass().getSimpleName());
    }

    /** The session, for the preload. */
    CqlSession session() {
        return session;
    }

    /** The prepared write, for the preload. */
    PreparedStatement writeStatement() {
        return write;
    }

    /** The value every write stores. */
    ByteBuffer value() {
        return value.duplicate();
    }

    /** Sends nothing more ({@link #STOPPED}, uncounted); waits up to {@code limit} for requests in flight: the rest. */
    public int stop(Duration limit) {
        stopped = true;
        long deadline = System.nanoTime() + limit.toNanos();
        try {
            while (inFlight.availablePermits() < maxInFlight && System.nanoTime() < deadline) {
                Thread.sleep(10);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return maxInFlight - inFlight.availablePermits();
    }

    /**
     * The requests that failed or timed out so far, by the driver's exception class ({@code UnavailableException},
     * {@code ReadTimeoutException}, {@code WriteTimeoutException}, {@code DriverTimeoutException}, ...), sorted.
     */
    public Map<String, Long> errorsByKind() {
        Map<String, Long> kinds = new TreeMap<>();
        errorKinds.forEach((kind, n) -> kinds.put(kind, n.sum()));
        return kinds;
    }

    /** The counts so far. */
    public LoadCounts counts() {
        return tally.counts();
    }

    @Override
    public void close() {
        session.close();
    }

    @Override
    public String toString() {
        return "the Cassandra driver's session";
    }
}
