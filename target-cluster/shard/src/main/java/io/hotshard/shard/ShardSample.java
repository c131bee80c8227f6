package io.hotshard.shard;

import io.vertx.core.json.JsonObject;
import java.nio.ByteBuffer;
import java.util.Arrays;
import java.util.Base64;
import org.HdrHistogram.Histogram;

/**
 * A shard's counters at one instant together with the latency histograms recorded since the previous sample,
 * as served by {@code GET /metrics/intervals}. Histograms are HdrHistogram's compressed encoding in base64
 * ({@link Histogram#encodeIntoCompressedByteBuffer}); their interval's start and end travel beside them.
 */
public record ShardSample(ShardSnapshot snapshot, ShardIntervals intervals) {

    /** Returns {@code {"snapshot":{..}, "intervals":{"startMillis","endMillis","queueWait","service","total"}}}. */
    public JsonObject toJson() {
        Histogram total = intervals.total();
        return new JsonObject().put("snapshot", snapshot.toJson()).put("intervals", new JsonObject()
                .put("startMillis", total.getStartTimeStamp()).put("endMillis", total.getEndTimeStamp())
                .put("queueWait", encode(intervals.queueWait())).put("service", encode(intervals.service()))
                .put("total", encode(total)));
    }

    /** Returns the histogram's compressed encoding in base64. */
    public static String encode(Histogram histogram) {
        ByteBuffer buffer = ByteBuffer.allocate(histogram.getNeededByteBufferCapacity());
        int length = histogram.encodeIntoCompressedByteBuffer(buffer);
        return Base64.getEncoder().encodeToString(Arrays.copyOf(buffer.array(), length));
    }
}
