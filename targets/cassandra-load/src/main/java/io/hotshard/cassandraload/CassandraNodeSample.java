package io.hotshard.cassandraload;

import io.hotshard.cassandra.CassandraLayout;
import io.hotshard.cassandra.NodeJmx;
import java.util.Locale;

/**
 * One node's figures at one moment, read over JMX: running totals of local reads and writes of hotshard's tables
 * ({@code Keyspace} metrics {@code ReadLatency} and {@code WriteLatency} of keyspace {@code hotshard}, counted on each
 * replica that reads or writes its own data) and of requests it coordinated ({@code ClientRequest} {@code Read} and
 * {@code Write} latency, counted once per client request on the node that received it), and the pending and active
 * tasks of its {@code ReadStage}, {@code MutationStage} and {@code Native-Transport-Requests} pools, and the CPU time
 * its process has used ({@code java.lang:type=OperatingSystem} {@code ProcessCpuTime}, every thread). A figure the
 * node does not expose is -1.
 */
record CassandraNodeSample(long millis, String address, long localReads, long localWrites, long coordinatorReads,
                  long coordinatorWrites, long readPending, long readActive, long mutationPending,
                  long mutationActive, long nativePending, long nativeActive, long processCpuNanos) {

    private static final String METRICS = "org.apache.cassandra.metrics:";
    // The keyspace's counts are the sum of its tables' (kv, and kv_bucketed for a bucketed key).
    private static final String TABLE = METRICS + "type=Keyspace,keyspace=" + CassandraLayout.KEYSPACE + ",name=";
    private static final String CLIENT = METRICS + "type=ClientRequest,scope=";
    private static final String POOLS = METRICS + "type=ThreadPools,path=";

    /** Reads every figure of the node behind {@code jmx}, stamped {@code millis}. */
    static CassandraNodeSample read(NodeJmx jmx, String address, long millis) {
        return new CassandraNodeSample(millis, address, jmx.number(TABLE + "ReadLatency", "Count"),
                jmx.number(TABLE + "WriteLatency", "Count"),
                jmx.number(CLIENT + "Read,name=Latency", "Count"), jmx.number(CLIENT + "Write,name=Latency", "Count"),
                pool(jmx, "request", "ReadStage", "PendingTasks"), pool(jmx, "request", "ReadStage", "ActiveTasks"),
                pool(jmx, "request", "MutationStage", "PendingTasks"),
                pool(jmx, "request", "MutationStage", "ActiveTasks"),
                pool(jmx, "transport", "Native-Transport-Requests", "PendingTasks"),
                pool(jmx, "transport", "Native-Transport-Requests", "ActiveTasks"),
                jmx.number("java.lang:type=OperatingSystem", "ProcessCpuTime"));
    }

    /** A node's figures before it served anything: a baseline of zero counts and no CPU used. */
    static CassandraNodeSample zero(String address, long millis) {
        return new CassandraNodeSample(millis, address, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);
    }

    private static long pool(NodeJmx jmx, String path, String pool, String figure) {
        return jmx.number(POOLS + path + ",scope=" + pool + ",name=" + figure, "Value");
    }

    /** The row of {@code cassandra-nodes.csv}, without its newline. */
    String csv() {
        return String.format(Locale.ROOT, "%d,%s,%d,%d,%d,%d,%d,%d,%d,%d,%d,%d,%d", millis, address, localReads,
                localWrites, coordinatorReads, coordinatorWrites, readPending, readActive, mutationPending,
                mutationActive, nativePending, nativeActive, processCpuNanos);
    }
}
