package io.hotshard.bench.latency;

import io.vertx.core.json.JsonObject;

/** What a path adds over the direct path at p50, p99 and p99.9, and how finely that addition is known. */
final class AddedFigures {

    private static final double[] PERCENTILES = {50, 99, 99.9};

    private AddedFigures() {
    }

    /** What {@code path} adds over the direct path at each percentile, from the intended send time. */
    static JsonObject added(PathLatency direct, PathLatency path) {
        JsonObject added = new JsonObject();
        for (double p : PERCENTILES) {
            added.put(name(p), path.intendedMicros(p) - direct.intendedMicros(p));
        }
        return added;
    }

    /** The 95% half-width of each addition: of a difference of two independent estimates, in quadrature. */
    static JsonObject resolution(PathLatency direct, PathLatency path) {
        JsonObject resolution = new JsonObject();
        for (double p : PERCENTILES) {
            resolution.put(name(p), Math.round(Math.hypot(path.intendedHalfWidthMicros(p),
                    direct.intendedHalfWidthMicros(p))));
        }
        return resolution;
    }

    private static String name(double percentile) {
        return percentile == 99.9 ? "p99.9" : "p" + (int) percentile;
    }
}
