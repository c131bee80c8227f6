package io.hotshard.cluster.sample;

import io.hotshard.recording.StampedEvent;
import io.hotshard.router.membership.MembershipEvent;
import io.hotshard.runformat.EventKind;
import io.vertx.core.json.JsonObject;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Maps the router's membership events onto run events. */
final class RouterEvents {

    private static final Pattern MOVED = Pattern.compile("moved (\\d+) of (\\d+) sample keys");

    private RouterEvents() {
    }

    /** The run event for a router event; moved-key counts in its text become {@code moved} and {@code sample}. */
    static StampedEvent toRunEvent(MembershipEvent event) {
        EventKind kind = switch (event.type()) {
            case ADDED, READMITTED -> EventKind.NODE_ADDED;
            case REMOVED, EVICTED -> EventKind.NODE_REMOVED;
            case PARTITIONER_SWITCHED -> EventKind.PARTITIONER_CHANGED;
            case MARKED_DOWN -> EventKind.NODE_DOWN;
            case MARKED_UP -> EventKind.NODE_UP;
        };
        String text = event.detail() == null ? "" : event.detail();
        JsonObject detail = new JsonObject().put("source", "router").put("type", event.type().label())
                .put("reason", text);
        Matcher moved = MOVED.matcher(text);
        if (moved.find()) {
            detail.put("moved", Long.parseLong(moved.group(1))).put("sample", Long.parseLong(moved.group(2)));
        }
        return new StampedEvent(event.timestampMillis(), kind, event.nodeId(), detail);
    }
}
