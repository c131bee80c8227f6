package io.hotshard.router.membership;

import io.vertx.core.json.JsonObject;
import java.util.Locale;

/**
 * A change of membership or health as it happened, for a run's timeline.
 *
 * @param sequence        1 for the first event of a router, then increasing by one
 * @param timestampMillis wall-clock time of the change, epoch milliseconds
 * @param nodeId          the shard concerned, or empty for a partitioner switch
 * @param detail          why, and how many sample keys moved where that applies
 */
public record MembershipEvent(long sequence, long timestampMillis, Type type, String nodeId, String detail) {

    /** What happened. */
    public enum Type {
        /** A shard was added through the admin API. */
        ADDED,
        /** A shard was removed through the admin API. */
        REMOVED,
        /** The partitioner was switched. */
        PARTITIONER_SWITCHED,
        /** A health probe or a proxied request found the shard down. */
        MARKED_DOWN,
        /** A health probe found a down shard healthy again. */
        MARKED_UP,
        /** A down shard left the ring, its keys moving to the others ({@code removeDownNodes=true}). */
        EVICTED,
        /** A shard that had left the ring while down was put back. */
        READMITTED;

        /** The lower-case, hyphenated name used in JSON, e.g. {@code marked-down}. */
        public String label() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }
    }

    /** The JSON form served by {@code GET /admin/events}. */
    public JsonObject toJson() {
        return new JsonObject().put("sequence", sequence).put("timestampMillis", timestampMillis)
                .put("type", type.label()).put("node", nodeId).put("detail", detail);
    }
}
