package io.hotshard.redis;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

final class SlotPlanTest {

    private static final ClusterTopology THREE_AND_A_NEW_ONE = ClusterTopology.parse(String.join("\n",
            "a1 127.0.0.1:7000@17000 myself,master - 0 0 1 connected 0-5460",
            "b2 127.0.0.1:7001@17001 master - 0 0 2 connected 5461-10922",
            "c3 127.0.0.1:7002@17002 master - 0 0 3 connected 10923-16383",
            "d4 127.0.0.1:7006@17006 master - 0 0 4 connected", ""));

    @Test
    void even_threeMastersAndAnEmptyOne_movesAQuarterWithTheHotSlotFirst() {
        List<Integer> slots = SlotPlan.even(THREE_AND_A_NEW_ONE, 7006, 100);

        assertThat(slots.get(0)).isEqualTo(100);
        assertThat(new HashSet<>(slots)).hasSameSizeAs(slots);
        Map<Integer, Integer> given = new TreeMap<>();
        int[] owners = THREE_AND_A_NEW_ONE.slotOwnerPorts();
        slots.forEach(s -> given.merge(owners[s], 1, Integer::sum));
        assertThat(given).containsExactly(Map.entry(7000, 5461 / 4), Map.entry(7001, 5462 / 4),
                Map.entry(7002, 5461 / 4));
        assertThat(slots.size()).isBetween(16384 / 4 - 2, 16384 / 4);
    }

    @Test
    void even_hotSlotAmongTheLastOfItsOwner_isTakenOnce() {
        List<Integer> slots = SlotPlan.even(THREE_AND_A_NEW_ONE, 7006, 16383);

        assertThat(slots).filteredOn(s -> s == 16383).hasSize(1);
        assertThat(slots).filteredOn(s -> s >= 10923).hasSize(5461 / 4);
    }
}
