package io.hotshard.recording;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.runformat.EventKind;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

final class RunEventsTest {

    @Test
    void fromTarget_afterTheCallersTwin_isDropped() {
        RunEvents events = new RunEvents();
        events.fromCaller(event(1_000, EventKind.NODE_ADDED, "shard-4", "cluster"));
        events.fromTarget(event(1_003, EventKind.NODE_ADDED, "shard-4", "router"));

        assertThat(events.list()).extracting(e -> e.detail().getString("source")).containsExactly("cluster");
    }

    @Test
    void fromCaller_afterTheTargetsTwin_replacesIt() {
        RunEvents events = new RunEvents();
        events.fromTarget(event(1_000, EventKind.NODE_REMOVED, "shard-1", "router"));
        events.fromCaller(event(1_010, EventKind.NODE_REMOVED, "shard-1", "cluster"));

        assertThat(events.list()).extracting(e -> e.detail().getString("source")).containsExactly("cluster");
    }

    @Test
    void unpairedKindsOtherShardsAndDistantTimes_areAllKept() {
        RunEvents events = new RunEvents();
        events.fromCaller(event(1_000, EventKind.NODE_KILLED, "shard-1", "cluster"));
        events.fromTarget(event(1_050, EventKind.NODE_DOWN, "shard-1", "router"));
        events.fromCaller(event(2_000, EventKind.NODE_ADDED, "shard-4", "cluster"));
        events.fromTarget(event(2_001, EventKind.NODE_ADDED, "shard-5", "router"));
        events.fromTarget(event(2_000 + RunEvents.PAIRING_MILLIS + 1, EventKind.NODE_ADDED, "shard-4", "router"));

        assertThat(events.list()).extracting(StampedEvent::kind).containsExactly(EventKind.NODE_KILLED,
                EventKind.NODE_DOWN, EventKind.NODE_ADDED, EventKind.NODE_ADDED, EventKind.NODE_ADDED);
        assertThat(events.takeChanged()).isTrue();
        assertThat(events.takeChanged()).isFalse();
    }

    private static StampedEvent event(long millis, EventKind kind, String target, String source) {
        return new StampedEvent(millis, kind, target, new JsonObject().put("source", source));
    }
}
