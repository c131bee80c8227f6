package io.hotshard.report.analysis;

/**
 * How busy one shard was over the run.
 *
 * @param seconds seconds with a timeline row for the shard
 * @param meanUtilisation mean of the per-second utilisation
 * @param meanQueueDepth mean of the sampled queue depths
 * @param maxQueueDepth highest queue depth seen within any second
 */
public record ShardSaturation(String id, int concurrency, int seconds, long arrivals, long completions,
                              long rejections, long errors, double meanUtilisation, double peakUtilisation,
                              double meanQueueDepth, double maxQueueDepth) {

    /** Arrivals the shard accepted (not rejected) per second of its rows. */
    public double acceptedRatePerSecond() {
        return seconds == 0 ? 0 : (arrivals - rejections) / (double) seconds;
    }
}
