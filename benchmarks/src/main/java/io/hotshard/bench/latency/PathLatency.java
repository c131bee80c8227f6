package io.hotshard.bench.latency;

import io.vertx.core.json.JsonObject;
import java.util.concurrent.TimeUnit;
import org.HdrHistogram.Histogram;

/**
 * What one path (direct or through the router) saw over one or more segments. Latencies are in microseconds,
 * from the intended send time (which includes any lateness of the sender) and from the actual send.
 *
 * @param sendLate how late each request left after its intended time, in microseconds: up to the generator's 1-ms
 *                 tick when it keeps up, longer when the generator itself stalled (its GC, a core it waited for)
 * @param generatorGc the generator's own collections during this path's segments
 * @param nonSuccess answers whose status was not 2xx
 * @param failures requests that got no answer (refused, reset, timed out)
 * @param misplaced router answers served by another shard than the key's computed owner
 */
record PathLatency(long sent, long nonSuccess, long failures, long misplaced, Histogram fromIntended,
                   Histogram fromSend, Histogram sendLate, GeneratorPauses generatorGc) {

    /** Highest latency recorded; longer ones are recorded as this. */
    static final long MAX_MICROS = TimeUnit.MINUTES.toMicros(1);

    /** A histogram for latencies in microseconds, 3 significant digits. */
    static Histogram newHistogram() {
        return new Histogram(MAX_MICROS, 3);
    }

    /** Nothing seen yet. */
    static PathLatency empty() {
        return new PathLatency(0, 0, 0, 0, newHistogram(), newHistogram(), newHistogram(), GeneratorPauses.NONE);
    }

    /** This and {@code other} together. */
    PathLatency plus(PathLatency other) {
        Histogram intended = fromIntended.copy();
        intended.add(other.fromIntended);
        Histogram send = fromSend.copy();
        send.add(other.fromSend);
        Histogram late = sendLate.copy();
        late.add(other.sendLate);
        return new PathLatency(sent + other.sent, nonSuccess + other.nonSuccess, failures + other.failures,
                misplaced + other.misplaced, intended, send, late, generatorGc.plus(other.generatorGc));
    }

    /** The same, with {@code gc} as the generator's collections during it. */
    PathLatency withGeneratorGc(GeneratorPauses gc) {
        return new PathLatency(sent, nonSuccess, failures, misplaced, fromIntended, fromSend, sendLate, gc);
    }

    /** Microseconds at {@code percentile} (0..100) of how late the generator sent. */
    long sendLateMicros(double percentile) {
        return sendLate.getValueAtPercentile(percentile);
    }

    /** Microseconds at {@code percentile} (0..100) from the intended send time. */
    long intendedMicros(double percentile) {
        return fromIntended.getValueAtPercentile(percentile);
    }

    /**
     * Half the width of the 95% distribution-free confidence interval of the percentile from the intended send
     * time: the values at the order statistics {@code n·q ± 1.96·√(n·q·(1−q))}, q = percentile / 100, at least
     * the histogram's own precision at that value.
     */
    long intendedHalfWidthMicros(double percentile) {
        long count = fromIntended.getTotalCount();
        if (count == 0) {
            return 0;
        }
        double q = percentile / 100;
        double spread = 1.96 * Math.sqrt(count * q * (1 - q));
        double low = Math.max(0, count * q - spread) * 100 / count;
        double high = Math.min(count, count * q + spread) * 100 / count;
        long value = fromIntended.getValueAtPercentile(percentile);
        long width = fromIntended.getValueAtPercentile(high) - fromIntended.getValueAtPercentile(low);
        return Math.max((width + 1) / 2, fromIntended.sizeOfEquivalentValueRange(value));
    }

    /** Counts and percentiles as JSON. */
    JsonObject toJson() {
        return new JsonObject().put("sent", sent).put("nonSuccess", nonSuccess).put("failures", failures)
                .put("misplaced", misplaced)
                .put("fromIntendedMicros", percentiles(fromIntended))
                .put("fromSendMicros", percentiles(fromSend))
                .put("generator", new JsonObject().put("sendLateMicros", percentiles(sendLate))
                        .put("gcCollections", generatorGc.collections()).put("gcMillis", generatorGc.millis()));
    }

    private static JsonObject percentiles(Histogram h) {
        return new JsonObject().put("p50", h.getValueAtPercentile(50)).put("p90", h.getValueAtPercentile(90))
                .put("p99", h.getValueAtPercentile(99)).put("p99.9", h.getValueAtPercentile(99.9))
                .put("max", h.getMaxValue());
    }
}
