package io.hotshard.cluster.record;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.router.membership.MembershipEvent;
import io.hotshard.runformat.EventKind;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

final class RunEventsTest {

    @Test
    void fromRouter_afterTheCallersTwin_isDropped() {
        RunEvents events = new RunEvents();
        events.fromCaller(event(1_000, EventKind.NODE_ADDED, "shard-4", "cluster"));
        events.fromRouter(event(1_003, EventKind.NODE_ADDED, "shard-4", "router"));

        assertThat(events.list()).extracting(e -> e.detail().getString("source")).containsExactly("cluster");
    }

    @Test
    void fromCaller_afterTheRoutersTwin_replacesIt() {
        RunEvents events = new RunEvents();
        events.fromRouter(event(1_000, EventKind.NODE_REMOVED, "shard-1", "router"));
        events.fromCaller(event(1_010, EventKind.NODE_REMOVED, "shard-1", "cluster"));

        assertThat(events.list()).extracting(e -> e.detail().getString("source")).containsExactly("cluster");
    }

    @Test
    void unpairedKindsOtherShardsAndDistantTimes_areAllKept() {
        RunEvents events = new RunEvents();
        events.fromCaller(event(1_000, EventKind.NODE_KILLED, "shard-1", "cluster"));
        events.fromRouter(event(1_050, EventKind.NODE_DOWN, "shard-1", "router"));
        events.fromCaller(event(2_000, EventKind.NODE_ADDED, "shard-4", "cluster"));
        events.fromRouter(event(2_001, EventKind.NODE_ADDED, "shard-5", "router"));
        events.fromRouter(event(2_000 + RunEvents.PAIRING_MILLIS + 1, EventKind.NODE_ADDED, "shard-4", "router"));

        assertThat(events.list()).extracting(StampedEvent::kind).containsExactly(EventKind.NODE_KILLED,
                EventKind.NODE_DOWN, EventKind.NODE_ADDED, EventKind.NODE_ADDED, EventKind.NODE_ADDED);
        assertThat(events.takeChanged()).isTrue();
        assertThat(events.takeChanged()).isFalse();
    }

    @Test
    void routerEvents_mapTypesToKindsAndParseMovedKeys() {
        StampedEvent added = RouterEvents.toRunEvent(new MembershipEvent(3, 5_000, MembershipEvent.Type.ADDED, "shard-4",
                "http://127.0.0.1:9004, weight 1.0, moved 812 of 5000 sample keys"));
        StampedEvent down = RouterEvents.toRunEvent(new MembershipEvent(4, 6_000, MembershipEvent.Type.MARKED_DOWN,
                "shard-1", "health check: refused"));
        StampedEvent evicted = RouterEvents.toRunEvent(new MembershipEvent(5, 6_001, MembershipEvent.Type.EVICTED,
                "shard-1", "moved 2481 of 10000 sample keys"));

        assertThat(added.kind()).isEqualTo(EventKind.NODE_ADDED);
        assertThat(added.timestampMillis()).isEqualTo(5_000);
        assertThat(added.detail().getLong("moved")).isEqualTo(812);
        assertThat(added.detail().getLong("sample")).isEqualTo(5_000);
        assertThat(down.kind()).isEqualTo(EventKind.NODE_DOWN);
        assertThat(down.detail()).isEqualTo(new JsonObject().put("source", "router").put("type", "marked-down")
                .put("reason", "health check: refused"));
        assertThat(evicted.kind()).isEqualTo(EventKind.NODE_REMOVED);
        assertThat(evicted.detail().getString("type")).isEqualTo("evicted");
    }

    private static StampedEvent event(long millis, EventKind kind, String target, String source) {
        return new StampedEvent(millis, kind, target, new JsonObject().put("source", source));
    }
}
