package io.hotshard.router.mitigate;

import io.vertx.core.json.JsonObject;
import java.util.Objects;
import java.util.Set;

/**
 * Adaptive mitigation: once a second, detected keys at or above {@code hotPerSecond} get {@code mitigation},
 * and lose it again when their rate falls below {@code coolPerSecond} (hysteresis).
 *
 * @param splitShard shard that adaptively split keys are pinned to; required when {@code mitigation} is split
 */
public record AdaptiveSettings(boolean enabled, MitigationKind mitigation, double hotPerSecond,
                               double coolPerSecond, String splitShard) {

    private static final Set<String> FIELDS = Set.of("enabled", "mitigation", "hotPerSecond", "coolPerSecond",
            "splitShard");

    /** Validates every field and that cooling lies below heating. */
    public AdaptiveSettings {
        Objects.requireNonNull(mitigation, "adaptive.mitigation");
        if (!(hotPerSecond > 0) || Double.isInfinite(hotPerSecond)) {
            throw new IllegalArgumentException("adaptive.hotPerSecond must be > 0 and finite but was "
                    + hotPerSecond);
        }
        if (!(coolPerSecond >= 0) || coolPerSecond > hotPerSecond) {
            throw new IllegalArgumentException("adaptive.coolPerSecond must be in [0, hotPerSecond = " + hotPerSecond
                    + "] but was " + coolPerSecond);
        }
        if (mitigation == MitigationKind.SPLIT && (splitShard == null || splitShard.isBlank())) {
            throw new IllegalArgumentException("adaptive.splitShard must name a shard when adaptive.mitigation is"
                    + " split but was " + (splitShard == null ? "missing" : "'" + splitShard + "'"));
        }
    }

    /** Off, salting, hot at 200/s, cool below 100/s. */
    public static AdaptiveSettings defaults() {
        return new AdaptiveSettings(false, MitigationKind.SALTING, 200.0, 100.0, null);
    }

    AdaptiveSettings patched(Object patch) {
        Fields in = Fields.of("adaptive", patch, FIELDS);
        return new AdaptiveSettings(in.bool("enabled", enabled),
                MitigationKind.perKeyByName("adaptive.mitigation", in.string("mitigation", mitigation.label())),
                in.number("hotPerSecond", hotPerSecond), in.number("coolPerSecond", coolPerSecond),
                in.string("splitShard", splitShard));
    }

    JsonObject toJson() {
        JsonObject json = new JsonObject().put("enabled", enabled).put("mitigation", mitigation.label())
                .put("hotPerSecond", hotPerSecond).put("coolPerSecond", coolPerSecond);
        return splitShard == null ? json : json.put("splitShard", splitShard);
    }
}
