package io.hotshard.router.migrate;

import io.hotshard.router.core.ShardSpec;
import io.hotshard.router.core.ShardUrl;
import io.vertx.core.json.JsonObject;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;

/**
 * What to migrate: the node to add with its share of the data, how fast keys may be copied, and whether the
 * copies are verified before cutover and deleted from their old owners after it.
 *
 * @param addNode               the shard to add; its id and URL must be new to the router
 * @param throttleKeysPerSecond keys copied (and verified, and cleaned) per second at most
 * @param verify                compare every moved key on its old and new owner before cutover
 * @param cleanup               delete moved keys from their old owners after cutover
 * @param keysInFlight          keys being copied (verified, cleaned) at once; with the shards' latency it bounds
 *                              the rate a throttle can actually reach
 */
public record MigrationRequest(ShardSpec addNode, int throttleKeysPerSecond, boolean verify, boolean cleanup,
                               int keysInFlight) {

    /** Default copy rate when a request names none. */
    public static final int DEFAULT_THROTTLE_KEYS_PER_SECOND = 500;
    /** Highest copy rate accepted. */
    public static final int MAX_THROTTLE_KEYS_PER_SECOND = 1_000_000;
    /** Default keys in flight. */
    public static final int DEFAULT_KEYS_IN_FLIGHT = 16;
    /** Most keys in flight accepted. */
    public static final int MAX_KEYS_IN_FLIGHT = 256;

    private static final Set<String> FIELDS = Set.of("addNode", "throttleKeysPerSecond", "verify", "cleanup",
            "keysInFlight");
    private static final Set<String> NODE_FIELDS = Set.of("id", "url", "weight");

    /** Validates the fields; messages carry the bad value. */
    public MigrationRequest {
        Objects.requireNonNull(addNode, "addNode");
        if (throttleKeysPerSecond < 1 || throttleKeysPerSecond > MAX_THROTTLE_KEYS_PER_SECOND) {
            throw new IllegalArgumentException("throttleKeysPerSecond must be in [1, " + MAX_THROTTLE_KEYS_PER_SECOND
                    + "] but was " + throttleKeysPerSecond);
        }
        if (keysInFlight < 1 || keysInFlight > MAX_KEYS_IN_FLIGHT) {
            throw new IllegalArgumentException("keysInFlight must be in [1, " + MAX_KEYS_IN_FLIGHT + "] but was "
                    + keysInFlight);
        }
    }

    /** With the default keys in flight. */
    public MigrationRequest(ShardSpec addNode, int throttleKeysPerSecond, boolean verify, boolean cleanup) {
        this(addNode, throttleKeysPerSecond, verify, cleanup, DEFAULT_KEYS_IN_FLIGHT);
    }

    /** Adds {@code node} at the default rate, verifying and cleaning up. */
    public static MigrationRequest of(ShardSpec node) {
        return new MigrationRequest(node, DEFAULT_THROTTLE_KEYS_PER_SECOND, true, true);
    }

    /**
     * Reads {@code {"addNode": {"id", "url", "weight"}, "throttleKeysPerSecond", "verify", "cleanup",
     * "keysInFlight"}}; only {@code addNode} with its id and url is required (weight 1, 500 keys/s, verify and
     * cleanup, 16 keys in flight by default).
     * Unknown fields and mistyped or out-of-range values fail naming the field and the value.
     */
    public static MigrationRequest fromJson(JsonObject json) {
        requireKnown(json, "", FIELDS);
        Object node = json.getValue("addNode");
        if (!(node instanceof JsonObject spec)) {
            throw new IllegalArgumentException("addNode must be an object {\"id\", \"url\", \"weight\"} but was "
                    + (node == null ? "missing" : node));
        }
        requireKnown(spec, "addNode.", NODE_FIELDS);
        Object weight = spec.getValue("weight");
        if (weight != null && !(weight instanceof Number)) {
            throw new IllegalArgumentException("addNode.weight must be a number but was " + weight);
        }
        ShardSpec shard = new ShardSpec(string(spec, "addNode.", "id"), ShardUrl.parse(string(spec, "addNode.", "url")),
                weight == null ? 1.0 : ((Number) weight).doubleValue());
        Object throttle = json.getValue("throttleKeysPerSecond", DEFAULT_THROTTLE_KEYS_PER_SECOND);
        if (!(throttle instanceof Number rate) || rate.doubleValue() != Math.rint(rate.doubleValue())
                || Math.abs(rate.doubleValue()) > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("throttleKeysPerSecond must be an integer in [1, "
                    + MAX_THROTTLE_KEYS_PER_SECOND + "] but was " + throttle);
        }
        Object inFlight = json.getValue("keysInFlight", DEFAULT_KEYS_IN_FLIGHT);
        if (!(inFlight instanceof Number n) || n.doubleValue() != Math.rint(n.doubleValue())
                || Math.abs(n.doubleValue()) > Integer.MAX_VALUE) {
            throw new IllegalArgumentException("keysInFlight must be an integer in [1, " + MAX_KEYS_IN_FLIGHT
                    + "] but was " + inFlight);
        }
        return new MigrationRequest(shard, rate.intValue(), flag(json, "verify"), flag(json, "cleanup"),
                n.intValue());
    }

    /** The JSON form read by {@link #fromJson(JsonObject)}. */
    public JsonObject toJson() {
        return new JsonObject().put("addNode", new JsonObject().put("id", addNode.id())
                        .put("url", addNode.url().text()).put("weight", addNode.weight()))
                .put("throttleKeysPerSecond", throttleKeysPerSecond).put("verify", verify).put("cleanup", cleanup)
                .put("keysInFlight", keysInFlight);
    }

    private static void requireKnown(JsonObject json, String path, Set<String> known) {
        for (String field : json.fieldNames()) {
            if (!known.contains(field)) {
                throw new IllegalArgumentException("unknown field '" + path + field + "'; known: "
                        + new TreeSet<>(known));
            }
        }
    }

    private static String string(JsonObject json, String path, String field) {
        Object value = json.getValue(field);
        if (!(value instanceof String text)) {
            throw new IllegalArgumentException(path + field + " must be a string but was "
                    + (value == null ? "missing" : value));
        }
        return text;
    }

    private static boolean flag(JsonObject json, String field) {
        Object value = json.getValue(field, true);
        if (!(value instanceof Boolean on)) {
            throw new IllegalArgumentException(field + " must be true or false but was " + value);
        }
        return on;
    }
}
