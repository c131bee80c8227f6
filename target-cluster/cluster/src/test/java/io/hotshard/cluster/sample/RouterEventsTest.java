package io.hotshard.cluster.sample;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.recording.StampedEvent;
import io.hotshard.router.membership.MembershipEvent;
import io.hotshard.runformat.EventKind;
import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

final class RouterEventsTest {

    @Test
    void toRunEvent_mapsTypesToKindsAndParsesMovedKeys() {
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
}
