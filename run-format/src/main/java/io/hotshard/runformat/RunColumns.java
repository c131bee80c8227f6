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

    private RunColumns() {
    }

    /** The header line of a CSV file with these columns, without its newline. */
    public static String header(List<String> columns) {
        return String.join(",", columns);
    }
}
