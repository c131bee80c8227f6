package io.hotshard.router.mitigate;

import io.vertx.core.json.JsonObject;
import java.util.Set;

/**
 * Hedged reads (Dean and Barroso, The Tail at Scale, 2013): a read without an answer after a delay is sent once
 * more and the first answer wins.
 *
 * @param delayMillis fixed delay; 0 for the shard's observed {@code percentile} of recent read latency
 * @param percentile  percentile of the adaptive delay, in [1, 99.99]
 * @param singleKey   whether single-key reads are hedged
 * @param fanOut      whether fan-out legs are hedged
 */
public record HedgingSettings(boolean enabled, long delayMillis, double percentile, boolean singleKey,
                              boolean fanOut) {

    /** Longest fixed hedging delay. */
    public static final long MAX_DELAY_MILLIS = 60_000;
    /** Lowest percentile an observed delay is taken at. */
    public static final double MIN_PERCENTILE = 1;
    /** Highest percentile an observed delay is taken at. */
    public static final double MAX_PERCENTILE = 99.99;


    private static final Set<String> FIELDS = Set.of("enabled", "delayMillis", "percentile", "singleKey", "fanOut");

    /** Validates every field. */
    public HedgingSettings {
        Fields.requireRange("hedging.delayMillis", delayMillis, 0, MAX_DELAY_MILLIS);
        Fields.requireRange("hedging.percentile", percentile, MIN_PERCENTILE, MAX_PERCENTILE);
    }

    /** Off, adaptive delay at the 95th percentile, single-key reads and fan-out legs. */
    public static HedgingSettings defaults() {
        return new HedgingSettings(false, 0, 95.0, true, true);
    }

    HedgingSettings patched(Object patch) {
        Fields in = Fields.of("hedging", patch, FIELDS);
        return new HedgingSettings(in.bool("enabled", enabled), in.integer("delayMillis", delayMillis),
                in.number("percentile", percentile), in.bool("singleKey", singleKey), in.bool("fanOut", fanOut));
    }

    JsonObject toJson() {
        return new JsonObject().put("enabled", enabled).put("delayMillis", delayMillis).put("percentile", percentile)
                .put("singleKey", singleKey).put("fanOut", fanOut);
    }
}
