package io.hotshard.simulations;

import io.hotshard.ring.Salting;
import io.hotshard.router.mitigate.BoundedSettings;
import io.hotshard.router.mitigate.CacheSettings;
import io.hotshard.router.mitigate.DetectionSettings;
import io.hotshard.router.mitigate.HedgingSettings;
import io.hotshard.router.mitigate.MitigationKind;
import io.hotshard.router.mitigate.ReplicaSettings;
import io.hotshard.router.mitigate.SaltingSettings;
import io.hotshard.storeload.SimProperties;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * The router-side mitigation a run turns on, from {@code hotshard.mitigation} and its parameters, as the patch
 * that {@code POST /admin/mitigations} takes. Keys default to the workload's hottest ids (the celebrities, or the
 * top Zipfian ranks); {@code hotshard.mitigation.keys} names them explicitly.
 *
 * @param kind       the mitigation, {@link MitigationKind#NONE} for a baseline run
 * @param keys       the keys a per-key mitigation applies to
 * @param patch      the JSON body for {@code POST /admin/mitigations} (empty for none)
 * @param splitShard the dedicated shard's id for {@code split}, else null
 * @param splitConcurrency service slots of a dedicated shard the run starts; 0 = as every other shard
 */
public record MitigationPlan(MitigationKind kind, List<String> keys, JsonObject patch, String splitShard,
                             int splitConcurrency) {

    /** The id of the dedicated shard an embedded run starts for {@code split}. */
    public static final String DEDICATED_SHARD = "shard-dedicated";

    /** Copies the key list. */
    public MitigationPlan {
        keys = List.copyOf(keys);
    }

    /** No mitigation. */
    public static MitigationPlan none() {
        return new MitigationPlan(MitigationKind.NONE, List.of(), new JsonObject(), null, 0);
    }

    /** Reads {@code hotshard.mitigation} and the parameters of the chosen one; {@code hotKeys} are the defaults. */
    public static MitigationPlan from(SimProperties props, List<String> hotKeys) {
        MitigationKind kind = MitigationKind.byName("hotshard.mitigation", props.string("hotshard.mitigation", "none"));
        String listed = props.raw("hotshard.mitigation.keys");
        List<String> keys = listed == null ? hotKeys
                : Arrays.stream(listed.split(",")).map(String::trim).filter(k -> !k.isEmpty()).toList();
        if (kind.perKey() && keys.isEmpty()) {
            throw new IllegalArgumentException("hotshard.mitigation=" + kind.label()
                    + " needs keys: give hotshard.mitigation.keys=k1,k2");
        }
        JsonObject patch = new JsonObject();
        if (kind == MitigationKind.NONE) {
            // A router that outlives runs (an external target) may still carry an earlier run's mitigation.
            for (String name : List.of("cache", "salting", "split", "replicas", "bounded", "hedging", "adaptive")) {
                patch.put(name, new JsonObject().put("enabled", false));
            }
        } else {
            patch.put("detection", new JsonObject()
                    .put("windowMillis", props.duration("hotshard.detection.window", Duration.ofSeconds(10),
                            Duration.ofMillis(100)).toMillis())
                    .put("topK", props.intValue("hotshard.detection.topK", 32, 1, DetectionSettings.MAX_TOP_K)));
        }
        String splitShard = null;
        JsonArray keyArray = new JsonArray(keys);
        switch (kind) {
            case NONE -> {
            }
            case CACHE -> patch.put("cache", new JsonObject().put("enabled", true)
                    .put("maxEntries", props.longValue("hotshard.cache.maxEntries", 10_000, 1, CacheSettings.MAX_ENTRIES))
                    .put("ttlMillis", props.duration("hotshard.cache.ttl", Duration.ofSeconds(1), Duration.ofMillis(1))
                            .toMillis())
                    .put("keys", props.booleanValue("hotshard.cache.allKeys", false) ? new JsonArray() : keyArray)
                    .put("writePolicy", props.string("hotshard.cache.writePolicy", "invalidate")));
            case SALTING -> patch.put("salting", salting(props, keyArray));
            case SPLIT -> {
                splitShard = props.string("hotshard.split.shard", DEDICATED_SHARD);
                JsonObject pins = new JsonObject();
                keys.forEach(k -> pins.put(k, props.string("hotshard.split.shard", DEDICATED_SHARD)));
                patch.put("split", new JsonObject().put("enabled", true).put("pins", pins));
            }
            case REPLICAS -> patch.put("replicas", new JsonObject().put("enabled", true).put("keys", keyArray)
                    .put("replicas", props.intValue("hotshard.replicas.count", 3, ReplicaSettings.MIN_REPLICAS,
                            ReplicaSettings.MAX_REPLICAS)));
            case BOUNDED -> patch.put("bounded", new JsonObject().put("enabled", true)
                    .put("epsilon", props.doubleValue("hotshard.bounded.epsilon", 0.25, Double.MIN_VALUE,
                            BoundedSettings.MAX_EPSILON)));
            case HEDGING -> patch.put("hedging", new JsonObject().put("enabled", true)
                    .put("delayMillis", props.duration("hotshard.hedging.delay", Duration.ZERO, Duration.ZERO).toMillis())
                    .put("percentile", props.doubleValue("hotshard.hedging.percentile", 95, HedgingSettings.MIN_PERCENTILE,
                            HedgingSettings.MAX_PERCENTILE))
                    .put("singleKey", true).put("fanOut", true));
            case ADAPTIVE -> {
                String applied = props.string("hotshard.adaptive.mitigation", "salting").toLowerCase(Locale.ROOT);
                JsonObject adaptive = new JsonObject().put("enabled", true).put("mitigation", applied)
                        .put("hotPerSecond", props.doubleValue("hotshard.adaptive.hotPerSecond", 200, 0.001, 1e9))
                        .put("coolPerSecond", props.doubleValue("hotshard.adaptive.coolPerSecond", 100, 0, 1e9));
                if (applied.equals("split")) {
                    splitShard = props.string("hotshard.split.shard", DEDICATED_SHARD);
                    adaptive.put("splitShard", splitShard);
                }
                if (applied.equals("salting")) {
                    patch.put("salting", salting(props, new JsonArray()).put("enabled", false));
                }
                patch.put("adaptive", adaptive);
            }
            default -> throw new IllegalStateException("unhandled mitigation " + kind);
        }
        return new MitigationPlan(kind, kind.perKey() ? keys : List.of(), patch, splitShard,
                props.intValue("hotshard.split.concurrency", 0, 0, 10_000));
    }

    private static JsonObject salting(SimProperties props, JsonArray keys) {
        String mode = props.string("hotshard.salting.readMode", "merge").toLowerCase(Locale.ROOT);
        if (!mode.equals("merge") && !mode.equals("one")) {
            throw new IllegalArgumentException("hotshard.salting.readMode must be merge or one but was " + mode);
        }
        return new JsonObject().put("enabled", true).put("keys", keys)
                .put("salts", props.intValue("hotshard.salting.salts", Salting.DEFAULT_SALTS, SaltingSettings.MIN_SALTS,
                        SaltingSettings.MAX_SALTS))
                .put("readMode", mode);
    }

    /** Whether the run changes the router at all. */
    public boolean active() {
        return kind != MitigationKind.NONE;
    }
}
