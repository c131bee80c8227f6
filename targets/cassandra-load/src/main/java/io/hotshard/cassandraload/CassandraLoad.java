package io.hotshard.cassandraload;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.DriverTimeoutException;
import com.datastax.oss.driver.api.core.config.DefaultDriverOption;
import com.datastax.oss.driver.api.core.config.DriverConfigLoader;
import com.datastax.oss.driver.api.core.cql.AsyncResultSet;
import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.core.cql.Statement;
import com.datastax.oss.driver.api.core.servererrors.ReadTimeoutException;
import com.datastax.oss.driver.api.core.servererrors.WriteTimeoutException;
import io.hotshard.cassandra.CqlClient;
import io.hotshard.metrics.LatencyRecorder;
import io.hotshard.storeload.InFlightCap;
import java.net.InetSocketAddress;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;

/**
 * The load's client: the Java driver's session with token-aware routing (its default policy sends a bound statement
 * to a replica of its partition key, chosen at random among the replicas), prepared statements for a read
 * ({@code SELECT v FROM hotshard.kv WHERE k = ?}, or a slice of a wide partition: {@link CassandraTable}) and a write
 * ({@code INSERT}), every request at the run's consistency level; the rows each answered read returned are counted
 * ({@link RowsRead}). At most {@code maxInFlight} statements are in flight; a request that would pass that is refused
 * without being sent and counted. Each request's latency counts from its intended start.
 *
 * <p>The run's mitigations ({@link CassandraMitigation}) act here: with a bucketed key a request sends the statements
 * of {@link PartitionStatements} at once and is done when the last is answered (one latency, a permit of the cap for
 * each statement); with a client-side cache ({@link CassandraReadCache}) a read of a cached key is answered at once and sends
 * nothing.
 */
public final class CassandraLoad implements AutoCloseable {

    /** The answer to a request made after {@link #stop}: nothing is sent. */
    static final String STOPPED = "stopped: the run is ending";

    private final CqlSession session;
    private final PartitionStatements statements;
    private final CassandraReadCache cache;
    private final ByteBuffer value;
    private final InFlightCap inFlight;
    private final CassandraLoadTally tally = new CassandraLoadTally();
    private final RowsRead rowsRead = new RowsRead();
    private final LatencyRecorder latency = new LatencyRecorder();
    private final Map<String, LongAdder> errorKinds = new ConcurrentHashMap<>();

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
        statements = PartitionStatements.prepare(session, settings.mitigation(), settings.table());
        cache = settings.mitigation().cache().map(CassandraReadCache::new).orElse(null);
        byte[] bytes = new byte[settings.valueBytes()];
        Arrays.fill(bytes, (byte) 'v');
        value = ByteBuffer.wrap(bytes).asReadOnlyBuffer();
        inFlight = new InFlightCap(settings.maxInFlight());
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
        if (inFlight.stopped()) {
            return CompletableFuture.completedFuture(STOPPED);
        }
        if (cache != null && !write && cache.holds(key)) {
            tally.reads.increment();
            tally.cacheHits.increment();
            latency.recordMicros(Math.max(0, (System.nanoTime() - intendedNanos) / 1000));
            return CompletableFuture.completedFuture(outcome(null));
        }
        List<BoundStatement> sent = write ? statements.writes(key, value.duplicate()) : statements.reads(key);
        // The cap counts statements, not requests: the driver refuses more than a connection's limit in flight, so
        // a bucketed read's B statements must all fit under it.
        int permits = Math.min(sent.size(), inFlight.max());
        if (!inFlight.tryAcquire(permits)) {
            tally.refused.increment();
            return CompletableFuture.completedFuture("refused: the in-flight cap of " + inFlight.max() + " is reached");
        }
        (write ? tally.writes : tally.reads).increment();
        (write ? tally.writeStatements : tally.readStatements).add(sent.size());
        if (cache != null && write) {
            cache.invalidate(key);
        }
        return all(sent).handle((rows, error) -> {
            if (error == null && cache != null && !write) {
                cache.keep(key);
            }
            inFlight.release(permits);
            long micros = Math.max(0, (System.nanoTime() - intendedNanos) / 1000);
            latency.recordMicros(micros);
            if (error == null && !write) {
                rowsRead.add(rows, micros);
            }
            return outcome(error);
        }).toCompletableFuture();
    }

    /** Sends every statement at once; completes with the rows their first pages hold when the last is answered. */
    private CompletableFuture<Integer> all(List<BoundStatement> sent) {
        if (sent.size() == 1) {
            return session.executeAsync(sent.get(0)).thenApply(AsyncResultSet::remaining).toCompletableFuture();
        }
        List<CompletableFuture<Integer>> each = sent.stream().map(s -> session.executeAsync(s)
                .thenApply(AsyncResultSet::remaining).toCompletableFuture()).toList();
        return CompletableFuture.allOf(each.toArray(CompletableFuture[]::new))
                .thenApply(done -> each.stream().mapToInt(CompletableFuture::join).sum());
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

    /** The preload's statements for {@code key}: a row in each partition a read of it may read. */
    List<Statement<?>> preloadRows(String key) {
        return statements.rows(key, value.duplicate());
    }

    /** The rows the preload writes per key. */
    int preloadRowsPerKey() {
        return statements.rowsPerKey();
    }

    /** The rows the reads the cluster answered returned, and their latency, so far. */
    RowsRead.Totals rowsRead() {
        return rowsRead.totals();
    }

    /** The value every write stores. */
    ByteBuffer value() {
        return value.duplicate();
    }

    /** Sends nothing more ({@link #STOPPED}, uncounted); waits up to {@code limit} for requests in flight: the rest. */
    public int stop(Duration limit) {
        return inFlight.stop(limit);
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
    public CassandraLoadCounts counts() {
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
