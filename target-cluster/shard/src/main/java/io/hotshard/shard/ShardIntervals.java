package io.hotshard.shard;

import io.hotshard.metrics.LatencyRecorder;
import org.HdrHistogram.Histogram;

/**
 * One interval's latency histograms of a shard, in microseconds, stamped with the interval's start and end:
 * queue wait and service (modelled, from the arrival at the shard), total (arrival to answer), lateness (how long
 * after its intended end a service's end ran), loop delay (request handler to service queue) and the gaps between
 * consecutive arrivals.
 */
public record ShardIntervals(Histogram queueWait, Histogram service, Histogram total, Histogram lateness,
                             Histogram loopDelay, Histogram arrivalGaps) {

    /** Intervals of a source that has only the first three histograms; the others are empty. */
    public ShardIntervals(Histogram queueWait, Histogram service, Histogram total) {
        this(queueWait, service, total, empty(total), empty(total), empty(total));
    }

    private static Histogram empty(Histogram like) {
        Histogram h = LatencyRecorder.newHistogram();
        h.setStartTimeStamp(like.getStartTimeStamp());
        h.setEndTimeStamp(like.getEndTimeStamp());
        return h;
    }
}
