package io.hotshard.router.dashboard;

import io.vertx.core.json.JsonObject;

/**
 * One shard's figures over the last second, from two consecutive {@code GET /metrics} answers.
 *
 * @param utilisation busy slot-time over available slot-time between the two reads, 0..1
 * @param queueDepth  requests waiting at the second read
 * @param rejectionsPerSecond arrivals refused with 503 (queue full) per second
 */
record ShardFigures(double utilisation, int queueDepth, int queueCapacity, double arrivalsPerSecond,
                    double rejectionsPerSecond, boolean stalled, boolean up) {

    /** Utilisation at or above which a shard is shown saturated, as the report's saturation threshold. */
    static final double SATURATED_UTILISATION = 0.95;

    /** The figures between {@code before} (null for the first read) and {@code now}. */
    static ShardFigures between(JsonObject before, JsonObject now) {
        int queueDepth = now.getInteger("queueDepth", 0);
        int capacity = now.getInteger("queueCapacity", 0);
        boolean stalled = now.getBoolean("stalled", false);
        boolean up = now.getBoolean("up", true);
        if (before == null) {
            return new ShardFigures(now.getDouble("utilisationCumulative", 0.0), queueDepth, capacity, 0, 0,
                    stalled, up);
        }
        double seconds = Math.max(1, now.getLong("timestampMillis") - before.getLong("timestampMillis")) / 1e3;
        long slot = now.getLong("slotMicros", 0L) - before.getLong("slotMicros", 0L);
        long busy = now.getLong("busySlotMicros", 0L) - before.getLong("busySlotMicros", 0L);
        double utilisation = slot <= 0 ? 0 : Math.min(1, Math.max(0, (double) busy / slot));
        return new ShardFigures(utilisation, queueDepth, capacity,
                delta(before, now, "arrivals") / seconds, delta(before, now, "rejections") / seconds, stalled, up);
    }

    /** Saturated: stalled, busy all the time, a full queue, or refusing requests. */
    boolean saturated() {
        return stalled || utilisation >= SATURATED_UTILISATION || capacity() && queueDepth >= queueCapacity
                || rejectionsPerSecond > 0;
    }

    private boolean capacity() {
        return queueCapacity > 0;
    }

    private static long delta(JsonObject before, JsonObject now, String field) {
        return Math.max(0, now.getLong(field, 0L) - before.getLong(field, 0L));
    }

    JsonObject toJson() {
        return new JsonObject().put("utilisation", round(utilisation)).put("queueDepth", queueDepth)
                .put("queueCapacity", queueCapacity).put("arrivalsPerSecond", round(arrivalsPerSecond))
                .put("rejectionsPerSecond", round(rejectionsPerSecond)).put("stalled", stalled)
                .put("saturated", saturated());
    }

    static double round(double value) {
        return Math.round(value * 1_000) / 1_000.0;
    }
}
