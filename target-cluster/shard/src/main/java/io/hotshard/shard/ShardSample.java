package io.hotshard.shard;

import io.hotshard.metrics.HistogramText;
import io.vertx.core.json.JsonObject;
import org.HdrHistogram.Histogram;

/**
 * A shard's counters at one instant together with the latency histograms recorded since the previous sample,
 * as served by {@code GET /metrics/intervals}. Histograms are HdrHistogram's compressed encoding in base64
 * ({@link Histogram#encodeIntoCompressedByteBuffer}); their interval's start and end travel beside them.
 */
public record ShardSample(ShardSnapshot snapshot, ShardIntervals intervals) {

    /** Returns {@code {"snapshot":{..}, "intervals":{"startMillis","endMillis","queueWait","service","total",
     * "lateness","loopDelay","arrivalGaps"}}}. */
    public JsonObject toJson() {
        Histogram total = intervals.total();
        return new JsonObject().put("snapshot", snapshot.toJson()).put("intervals", new JsonObject()
                .put("startMillis", total.getStartTimeStamp()).put("endMillis", total.getEndTimeStamp())
                .put("queueWait", encode(intervals.queueWait())).put("service", encode(intervals.service()))
                .put("total", encode(total)).put("lateness", encode(intervals.lateness()))
                .put("loopDelay", encode(intervals.loopDelay())).put("arrivalGaps", encode(intervals.arrivalGaps())));
    }

    /** Returns the histogram's compressed encoding in base64. */
    public static String encode(Histogram histogram) {
        return HistogramText.encode(histogram);
    }
}
