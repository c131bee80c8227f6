package io.hotshard.cassandraload;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.BatchStatement;
import com.datastax.oss.driver.api.core.cql.BatchStatementBuilder;
import com.datastax.oss.driver.api.core.cql.BatchType;
import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
import com.datastax.oss.driver.api.core.cql.Statement;
import io.hotshard.cassandra.CassandraLayout;
import io.hotshard.cassandra.CqlClient;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The statements a key's read and write send: one to {@code kv} ({@code k text PRIMARY KEY}), or, with a bucketed key,
 * to the partitions {@code (k, bucket)} of {@code kv_bucketed}, which the run creates: a read of all B buckets and a
 * write of one, or a write of all and a read of one ({@link CassandraMitigation.BucketReads}). The one bucket is
 * chosen round-robin over every request, so each bucket takes 1/B of them whatever the key mix. With the wide table
 * ({@link CassandraTable}) a read is a slice {@code SELECT c, v FROM wide WHERE k = ? LIMIT n} and a write one row at
 * the next clustering value, round-robin over the partition's rows as the buckets are.
 */
final class PartitionStatements {

    /** The bucketed table's name. */
    static final String BUCKETED_TABLE = "kv_bucketed";

    /** The preload's most rows per batch of one partition: an unlogged batch of one partition is one mutation. */
    static final int PRELOAD_BATCH = 100;
    /** A preload batch's bytes stay under Cassandra's default warning threshold (batch_size_warn_threshold, 5 KiB). */
    private static final int BATCH_BYTES = 4096;

    private final CassandraMitigation mitigation;
    private final CassandraTable table;
    private final PreparedStatement read;
    private final PreparedStatement write;
    private final AtomicLong turn = new AtomicLong();

    private PartitionStatements(CassandraMitigation mitigation, CassandraTable table, PreparedStatement read,
                                PreparedStatement write) {
        this.mitigation = mitigation;
        this.table = table;
        this.read = read;
        this.write = write;
    }

    /** Prepares the statements of {@code table} on {@code session}, creating the table the run uses. */
    static PartitionStatements prepare(CqlSession session, CassandraMitigation mitigation, CassandraTable shape) {
        if (shape.wide()) {
            String wide = CassandraLayout.KEYSPACE + "." + shape.name();
            session.execute(SimpleStatement.newInstance("CREATE TABLE IF NOT EXISTS " + wide
                    + " (k text, c int, v blob, PRIMARY KEY (k, c))").setTimeout(CqlClient.REQUEST_TIMEOUT));
            return new PartitionStatements(mitigation, shape,
                    session.prepare("SELECT c, v FROM " + wide + " WHERE k = ? LIMIT " + shape.sliceRows()),
                    session.prepare("INSERT INTO " + wide + " (k, c, v) VALUES (?, ?, ?)"));
        }
        if (!mitigation.bucketed()) {
            String table = CassandraLayout.KEYSPACE + ".kv";
            return new PartitionStatements(mitigation, CassandraTable.kv(),
                    session.prepare("SELECT v FROM " + table + " WHERE k = ?"),
                    session.prepare("INSERT INTO " + table + " (k, v) VALUES (?, ?)"));
        }
        String table = CassandraLayout.KEYSPACE + "." + BUCKETED_TABLE;
        // A schema change waits for every node to agree: longer than a load request's deadline on a busy machine.
        session.execute(SimpleStatement.newInstance("CREATE TABLE IF NOT EXISTS " + table
                + " (k text, bucket int, v blob, PRIMARY KEY ((k, bucket)))").setTimeout(CqlClient.REQUEST_TIMEOUT));
        return new PartitionStatements(mitigation, CassandraTable.kv(),
                session.prepare("SELECT v FROM " + table + " WHERE k = ? AND bucket = ?"),
                session.prepare("INSERT INTO " + table + " (k, bucket, v) VALUES (?, ?, ?)"));
    }

    /** The statements a read of {@code key} sends. */
    List<BoundStatement> reads(String key) {
        if (!mitigation.bucketed()) {
            return List.of(read.bind(key));
        }
        return mitigation.bucketReads() == CassandraMitigation.BucketReads.ALL ? every(key, null)
                : List.of(read.bind(key, nextBucket()));
    }

    /** The statements a write of {@code key} with {@code value} sends. */
    List<BoundStatement> writes(String key, ByteBuffer value) {
        if (table.wide()) {
            return List.of(write.bind(key, (int) Math.floorMod(turn.getAndIncrement(), (long) table.rowsPerPartition()),
                    value));
        }
        if (!mitigation.bucketed()) {
            return List.of(write.bind(key, value));
        }
        return mitigation.bucketReads() == CassandraMitigation.BucketReads.ONE ? every(key, value)
                : List.of(write.bind(key, nextBucket(), value));
    }

    /**
     * The preload's statements for {@code key}: a row in each of its partitions, so that any read finds one, or every
     * row of its wide partition in unlogged batches of at most {@value #PRELOAD_BATCH} (fewer for large values).
     */
    List<Statement<?>> rows(String key, ByteBuffer value) {
        if (table.wide()) {
            int per = Math.max(1, Math.min(PRELOAD_BATCH, BATCH_BYTES / (value.remaining() + 16)));
            List<Statement<?>> batches = new ArrayList<>();
            for (int first = 0; first < table.rowsPerPartition(); first += per) {
                BatchStatementBuilder batch = BatchStatement.builder(BatchType.UNLOGGED);
                for (int c = first; c < Math.min(first + per, table.rowsPerPartition()); c++) {
                    batch.addStatement(write.bind(key, c, value.duplicate()));
                }
                // A batch is many rows' work for its replicas: the load's deadline is too short for it on a busy machine.
                batches.add(batch.setTimeout(CqlClient.REQUEST_TIMEOUT).build());
            }
            return batches;
        }
        return List.copyOf(mitigation.bucketed() ? every(key, value) : List.of(write.bind(key, value)));
    }

    /** The rows the preload writes for one key: one per partition, or every row of a wide partition. */
    int rowsPerKey() {
        return table.wide() ? table.rowsPerPartition() : mitigation.buckets();
    }

    private List<BoundStatement> every(String key, ByteBuffer value) {
        List<BoundStatement> all = new ArrayList<>(mitigation.buckets());
        for (int bucket = 0; bucket < mitigation.buckets(); bucket++) {
            all.add(value == null ? read.bind(key, bucket) : write.bind(key, bucket, value.duplicate()));
        }
        return all;
    }

    private int nextBucket() {
        return (int) Math.floorMod(turn.getAndIncrement(), (long) mitigation.buckets());
    }
}
