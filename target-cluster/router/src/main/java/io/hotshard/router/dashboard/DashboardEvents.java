package io.hotshard.router.dashboard;

import io.hotshard.router.membership.MembershipEvent;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The dashboard's event log: the router's membership events (adds, removes, shards marked down by a kill or a
 * pause, evictions) and what the dashboard sees change from one second to the next (a mitigation switched, a
 * migration entering a phase, a shard stalled or released). Newest last, at most {@value #KEPT}. Used by one
 * ordered build at a time.
 */
final class DashboardEvents {

    static final int KEPT = 40;

    private final ArrayDeque<JsonObject> kept = new ArrayDeque<>();
    private final Map<String, Boolean> stalled = new HashMap<>();
    private long lastSequence;
    private String mitigation;
    private String migrationPhase;

    /** Appends the router's events newer than the last seen, and returns the sequence to ask from next time. */
    long sequence() {
        return lastSequence;
    }

    void membership(List<MembershipEvent> events) {
        for (MembershipEvent event : events) {
            lastSequence = Math.max(lastSequence, event.sequence());
            add(event.timestampMillis(), event.type().label(), event.nodeId(), event.detail());
        }
    }

    void mitigation(long nowMillis, String current) {
        if (mitigation != null && !mitigation.equals(current)) {
            add(nowMillis, "mitigation-changed", "router", mitigation + " -> " + current);
        }
        mitigation = current;
    }

    void migration(long nowMillis, JsonObject migration) {
        String phase = migration == null ? null
                : migration.getLong("id") + " " + migration.getString("phase");
        if (phase != null && !Objects.equals(phase, migrationPhase)) {
            add(nowMillis, "migration-" + migration.getString("phase"), migration.getString("node"),
                    "migration " + migration.getLong("id") + " is in phase " + migration.getString("phase"));
        }
        migrationPhase = phase;
    }

    void stalled(long nowMillis, String shard, boolean now) {
        Boolean before = stalled.put(shard, now);
        if (before == null ? now : before != now) {
            add(nowMillis, now ? "stalled" : "released", shard, now ? "shard stopped serving (stall)"
                    : "shard serves again");
        }
    }

    JsonArray toJson() {
        JsonArray array = new JsonArray();
        kept.forEach(array::add);
        return array;
    }

    private void add(long atMillis, String kind, String target, String detail) {
        if (kept.size() == KEPT) {
            kept.removeFirst();
        }
        kept.addLast(new JsonObject().put("atMillis", atMillis).put("kind", kind).put("target", target)
                .put("detail", detail));
    }
}
