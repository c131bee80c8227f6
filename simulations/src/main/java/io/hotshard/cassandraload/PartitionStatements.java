package io.hotshard.cassandraload;

import com.datastax.oss.driver.api.core.CqlSession;
import com.datastax.oss.driver.api.core.cql.BoundStatement;
import com.datastax.oss.driver.api.core.cql.PreparedStatement;
import com.datastax.oss.driver.api.core.cql.SimpleStatement;
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
 * chosen round-robin over every request, so each bucket takes 1/B of them whatever the key mix.
 */
final class PartitionStatements {

    /** The bucketed table's name. */
    static final String BUCKETED_TABLE = "kv_bucketed";

    private final CassandraMitigation mitigation;
    private final PreparedStatement read;
    private final PreparedStatement write;
    private final AtomicLong turn = new AtomicLong();

    private PartitionStatements(CassandraMitigation mitigation, PreparedStatement read, PreparedStatement write) {
        this.mitigation = mitigation;
        this.read = read;
        this.write = write;
    }

    /** Prepares the statements on {@code session}; creates {@code kv_bucketed} first when keys are bucketed. */
    static PartitionStatements prepare(CqlSession session, CassandraMitigation mitigation) {
        if (!mitigation.bucketed()) {
            String table = CassandraLayout.KEYSPACE + ".kv";
            return new PartitionStatements(mitigation, session.prepare("SELECT v FROM " + table + " WHERE k = ?"),
                    session.prepare("INSERT INTO " + table + " (k, v) VALUES (?, ?)"));
        }
        String table = CassandraLayout.KEYSPACE + "." + BUCKETED_TABLE;
        // A schema change waits for every node to agree: longer than a load request's deadline on a busy machine.
        session.execute(SimpleStatement.newInstance("CREATE TABLE IF NOT EXISTS " + table
                + " (k text, bucket int, v blob, PRIMARY KEY ((k, bucket)))").setTimeout(CqlClient.REQUEST_TIMEOUT));
        return new PartitionStatements(mitigation,
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
        if (!mitigation.bucketed()) {
            return List.of(write.bind(key, value));
        }
        return mitigation.bucketReads() == CassandraMitigation.BucketReads.ONE ? every(key, value)
                : List.of(write.bind(key, nextBucket(), value));
    }

    /** The preload's statements for {@code key}: a row in each of its partitions, so that any read finds one. */
    List<BoundStatement> rows(String key, ByteBuffer value) {
        return mitigation.bucketed() ? every(key, value) : List.of(write.bind(key, value));
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
