package io.hotshard.runformat;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

final class EventKindTest {

    @Test
    void byName_everyLabel_givesItsKind() {
        for (EventKind kind : EventKind.values()) {
            assertThat(EventKind.byName(kind.label())).isSameAs(kind);
        }
    }

    @Test
    void byName_unknownName_failsListingTheKnownOnes() {
        assertThatThrownBy(() -> EventKind.byName("node-exploded"))
                .hasMessage("event kind must be one of node-added, node-removed, node-killed, node-paused, "
                        + "node-resumed, node-down, node-up, config-changed, partitioner-changed, mitigation-changed, "
                        + "phase, note but was node-exploded");
    }

    @Test
    void runStatus_byName_knowsTheThreeStatusesAndListsThemOnFailure() {
        assertThat(RunStatus.byName("incomplete")).isSameAs(RunStatus.INCOMPLETE);
        assertThatThrownBy(() -> RunStatus.byName("done"))
                .hasMessage("status must be one of running, complete, incomplete but was done");
    }
}
