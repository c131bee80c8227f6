package io.hotshard.report.analysis;

/**
 * One percentile of the fan-out comparison, in microseconds.
 *
 * @param percentile e.g. 99.0
 * @param measuredMicros the router's fan-out latency at this percentile (NaN when not recorded)
 * @param predictedMicros the slowest of the N shard legs, predicted from the shard histograms
 * @param singleShardMicros all shards' total time at this percentile (what a single-key request would see)
 */
public record FanOutRow(double percentile, double measuredMicros, double predictedMicros,
                        double singleShardMicros) {
}
