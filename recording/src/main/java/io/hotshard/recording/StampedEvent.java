package io.hotshard.recording;

import io.hotshard.runformat.EventKind;
import io.vertx.core.json.JsonObject;
import java.util.Objects;

/**
 * Something that happened during a run, stamped with the wall clock when it happened, as the recorder receives it;
 * {@code run.json} holds it as an {@link io.hotshard.runformat.RunEvent}.
 *
 * @param target the shard concerned, or empty
 * @param detail flat scalar fields (numbers, strings, booleans) describing it
 */
public record StampedEvent(long timestampMillis, EventKind kind, String target, JsonObject detail) {

    /** Checks for null and copies the detail. */
    public StampedEvent {
        Objects.requireNonNull(kind, "kind");
        target = target == null ? "" : target;
        detail = detail == null ? new JsonObject() : detail.copy();
    }

    /** An event stamped now. */
    public static StampedEvent now(EventKind kind, String target, JsonObject detail) {
        return new StampedEvent(System.currentTimeMillis(), kind, target, detail);
    }
}
