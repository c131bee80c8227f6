package io.hotshard.router.mitigate;

import io.vertx.core.json.JsonObject;
import java.util.Collection;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;

/**
 * Every router-side hot-spot mitigation and its knobs, validated as a whole. The JSON form is what
 * {@code GET /admin/mitigations} serves; {@link #patched(JsonObject)} merges a partial change over it.
 */
public record MitigationSettings(CacheSettings cache, SaltingSettings salting, SplitSettings split,
                                 ReplicaSettings replicas, BoundedSettings bounded, HedgingSettings hedging,
                                 DetectionSettings detection, AdaptiveSettings adaptive) {

    private static final Set<String> BLOCKS = Set.of("cache", "salting", "split", "replicas", "bounded", "hedging",
            "detection", "adaptive");

    /** Requires every block. */
    public MitigationSettings {
        Objects.requireNonNull(cache, "cache");
        Objects.requireNonNull(salting, "salting");
        Objects.requireNonNull(split, "split");
        Objects.requireNonNull(replicas, "replicas");
        Objects.requireNonNull(bounded, "bounded");
        Objects.requireNonNull(hedging, "hedging");
        Objects.requireNonNull(detection, "detection");
        Objects.requireNonNull(adaptive, "adaptive");
    }

    /** Every mitigation off, detection over 10 s for the top 32 keys. */
    public static MitigationSettings defaults() {
        return new MitigationSettings(CacheSettings.defaults(), SaltingSettings.defaults(), SplitSettings.defaults(),
                ReplicaSettings.defaults(), BoundedSettings.defaults(), HedgingSettings.defaults(),
                DetectionSettings.defaults(), AdaptiveSettings.defaults());
    }

    /**
     * These settings with {@code patch} merged over them: absent blocks and fields keep their value, key lists
     * and pin maps given are replaced whole. Unknown blocks or fields and bad values fail naming them.
     */
    public MitigationSettings patched(JsonObject patch) {
        Objects.requireNonNull(patch, "patch");
        for (String block : patch.fieldNames()) {
            if (!BLOCKS.contains(block)) {
                throw new IllegalArgumentException("unknown field '" + block + "'; known: " + new TreeSet<>(BLOCKS));
            }
        }
        return new MitigationSettings(
                patch.containsKey("cache") ? cache.patched(patch.getValue("cache")) : cache,
                patch.containsKey("salting") ? salting.patched(patch.getValue("salting")) : salting,
                patch.containsKey("split") ? split.patched(patch.getValue("split")) : split,
                patch.containsKey("replicas") ? replicas.patched(patch.getValue("replicas")) : replicas,
                patch.containsKey("bounded") ? bounded.patched(patch.getValue("bounded")) : bounded,
                patch.containsKey("hedging") ? hedging.patched(patch.getValue("hedging")) : hedging,
                patch.containsKey("detection") ? detection.patched(patch.getValue("detection")) : detection,
                patch.containsKey("adaptive") ? adaptive.patched(patch.getValue("adaptive")) : adaptive);
    }

    /** Fails if a pin or the adaptive split target names a shard outside {@code memberIds}. */
    public void requireKnownShards(Collection<String> memberIds) {
        for (Map.Entry<String, String> pin : split.pins().entrySet()) {
            if (!memberIds.contains(pin.getValue())) {
                throw new IllegalArgumentException("split.pins['" + pin.getKey() + "'] must name a known shard but"
                        + " was '" + pin.getValue() + "'; shards are " + new TreeSet<>(memberIds));
            }
        }
        if (adaptive.mitigation() == MitigationKind.SPLIT && !memberIds.contains(adaptive.splitShard())) {
            throw new IllegalArgumentException("adaptive.splitShard must name a known shard but was '"
                    + adaptive.splitShard() + "'; shards are " + new TreeSet<>(memberIds));
        }
    }

    /** The JSON form served by {@code GET /admin/mitigations}, without the adaptive keys. */
    public JsonObject toJson() {
        return new JsonObject().put("cache", cache.toJson()).put("salting", salting.toJson())
                .put("split", split.toJson()).put("replicas", replicas.toJson()).put("bounded", bounded.toJson())
                .put("hedging", hedging.toJson()).put("detection", detection.toJson())
                .put("adaptive", adaptive.toJson());
    }
}
