package io.hotshard.report.run;

/**
 * One row of {@code timeline.csv}: one shard during one second of the run.
 *
 * @param utilisation busy slot-time / (concurrency x wall time), in [0, 1]
 * @param p50Micros percentiles of the total time of requests completed this second; NaN when none completed
 */
public record ShardSecond(int second, String shard, long arrivals, long completions, long rejections,
                          long errors, double utilisation, double queueDepth, double queueDepthMax,
                          double inFlight, double p50Micros, double p99Micros, double p999Micros,
                          double maxMicros) {
}
