package io.hotshard.router.membership;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

final class EventLogTest {

    @Test
    void eventLog_beyondCapacity_keepsNewestAndNumbersOnward() {
        EventLog log = new EventLog(() -> 42L);
        for (int i = 0; i < EventLog.CAPACITY + 5; i++) {
            log.record(MembershipEvent.Type.MARKED_DOWN, "n" + i, "r");
        }
        List<MembershipEvent> all = log.since(0);
        assertThat(all).hasSize(EventLog.CAPACITY);
        assertThat(all.get(0).sequence()).isEqualTo(6);
        assertThat(log.since(EventLog.CAPACITY + 3)).extracting(MembershipEvent::nodeId)
                .containsExactly("n" + (EventLog.CAPACITY + 3), "n" + (EventLog.CAPACITY + 4));
        assertThat(all.get(0).toJson().getString("type")).isEqualTo("marked-down");
    }
}
