package io.hotshard.shard;

import org.HdrHistogram.Histogram;

/** One interval's latency histograms of a shard, in microseconds, stamped with the interval's start and end. */
public record ShardIntervals(Histogram queueWait, Histogram service, Histogram total) {
}
