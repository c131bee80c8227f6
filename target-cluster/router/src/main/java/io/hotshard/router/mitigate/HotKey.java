package io.hotshard.router.mitigate;

import io.vertx.core.json.JsonObject;

/**
 * A key reported by the hot-key detector over its sliding window.
 *
 * @param count         estimated occurrences in the window, an upper bound of the true count
 * @param errorBound    the true count is at least {@code count - errorBound}
 * @param ratePerSecond {@code count} divided by the window length
 */
public record HotKey(String key, long count, long errorBound, double ratePerSecond) {

    /** The JSON form listed by {@code GET /admin/hotkeys}. */
    public JsonObject toJson() {
        return new JsonObject().put("key", key).put("count", count).put("errorBound", errorBound)
                .put("ratePerSecond", ratePerSecond);
    }
}
