package io.hotshard.runformat;

import java.util.List;

/** The columns of the run's CSV files, in the order they are written. */
public final class RunColumns {

    /** {@code timeline.csv}: one row per shard per second. */
    public static final List<String> TIMELINE = List.of("second", "shard", "arrivals", "completions",
            "rejections", "errors", "utilisation", "queue_depth", "queue_depth_max", "in_flight", "p50_us",
            "p99_us", "p999_us", "max_us");
    /** {@code router.csv}: one row per second for the router. */
    public static final List<String> ROUTER = List.of("second", "requests", "responses_2xx", "responses_4xx",
            "responses_5xx", "failures_502", "failures_504", "fanout_requests", "p50_us", "p99_us", "p999_us",
            "max_us");
    /** {@code redis-shares.csv}: one row per shard, a master and its replicas, named by the master's port. */
    public static final List<String> REDIS_SHARES = List.of("shard_port", "predicted_share", "placed_share",
            "measured_share", "calls", "mean_main_loop_utilisation", "peak_main_loop_utilisation",
            "mean_command_busy", "peak_command_busy", "replica_calls",
            "replica_mean_command_busy", "replica_peak_command_busy", "client_p99_micros", "client_failed");
    /**
     * {@code cassandra-nodes.csv}: one row per node per second, each count a running total since the node started
     * (local reads and writes of hotshard's table, requests it coordinated, its process's CPU time in nanoseconds)
     * and each pool's tasks at that moment.
     */
    public static final List<String> CASSANDRA_NODES = List.of("millis", "address", "local_reads", "local_writes",
            "coordinator_reads", "coordinator_writes", "read_pending", "read_active", "mutation_pending",
            "mutation_active", "native_pending", "native_active", "process_cpu_nanos");
    /**
     * {@code cassandra-client.csv}: one row per second in which every node answered, the requests the nodes had
     * coordinated by then (the client's completed requests, Σ over the nodes) and the client JVM's CPU time in
     * nanoseconds.
     */
    public static final List<String> CASSANDRA_CLIENT = List.of("millis", "coordinated", "process_cpu_nanos");
    /** {@code cassandra-shares.csv}: one row per node, its shares of local reads and writes predicted and measured. */
    public static final List<String> CASSANDRA_SHARES = List.of("address", "predicted_read_share",
            "measured_read_share", "local_reads", "predicted_write_share", "measured_write_share", "local_writes",
            "coordinator_requests", "peak_read_pending", "peak_native_pending");

    private RunColumns() {
    }

    /** The header line of a CSV file with these columns, without its newline. */
    public static String header(List<String> columns) {
        return String.join(",", columns);
    }
}
