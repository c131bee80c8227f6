package io.hotshard.ring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.entry;

import java.util.List;
import org.junit.jupiter.api.Test;

final class SlotPartitionerTest {

    @Test
    void constructor_fourEqualNodes_contiguousRunsOf4096() {
        SlotPartitioner slots = new SlotPartitioner(PartitionerConfig.defaults(Node.numbered("n", 4)));

        assertThat(slots.slotCounts())
                .containsExactly(entry("n0", 4096), entry("n1", 4096), entry("n2", 4096), entry("n3", 4096));
        assertThat(slots.ownerOfSlot(0)).isEqualTo("n0");
        assertThat(slots.ownerOfSlot(4095)).isEqualTo("n0");
        assertThat(slots.ownerOfSlot(4096)).isEqualTo("n1");
        assertThat(slots.ownerOfSlot(16383)).isEqualTo("n3");
    }

    @Test
    void constructor_weightedNodes_slotsProportionalToWeight() {
        SlotPartitioner slots = new SlotPartitioner(PartitionerConfig.defaults(
                List.of(new Node("big", 2), Node.of("a"), Node.of("b"))));

        assertThat(slots.slotCounts()).containsExactly(entry("big", 8192), entry("a", 4096), entry("b", 4096));
    }

    @Test
    void withNode_fifthNode_takesItsFairShareOnlyFromOthersAndNoOtherSlotMoves() {
        SlotPartitioner before = new SlotPartitioner(PartitionerConfig.defaults(Node.numbered("n", 4)));

        SlotPartitioner after = before.withNode(Node.of("n4"));

        int moved = 0;
        for (int slot = 0; slot < RedisSlots.SLOT_COUNT; slot++) {
            if (!before.ownerOfSlot(slot).equals(after.ownerOfSlot(slot))) {
                moved++;
                assertThat(after.ownerOfSlot(slot)).isEqualTo("n4");
            }
        }
        assertThat(moved).isEqualTo(3276);
        assertThat(after.slotCounts().values()).allSatisfy(c -> assertThat(c).isBetween(3276, 3277));
    }

    @Test
    void withoutNode_middleNode_handsOnlyItsSlotsToTheLeastLoaded() {
        SlotPartitioner before = new SlotPartitioner(PartitionerConfig.defaults(Node.numbered("n", 5)))
                .withNode(Node.of("n5"));

        SlotPartitioner after = before.withoutNode("n2");

        for (int slot = 0; slot < RedisSlots.SLOT_COUNT; slot++) {
            if (!before.ownerOfSlot(slot).equals("n2")) {
                assertThat(after.ownerOfSlot(slot)).isEqualTo(before.ownerOfSlot(slot));
            }
        }
        assertThat(after.slotCounts().values()).allSatisfy(c -> assertThat(c).isBetween(3276, 3277));
    }

    @Test
    void ownerOf_key_isTheOwnerOfItsRedisSlot() {
        SlotPartitioner slots = new SlotPartitioner(PartitionerConfig.defaults(Node.numbered("n", 3)));

        assertThat(slots.ownerOf("somekey")).isEqualTo(slots.ownerOfSlot(11058));
        assertThat(slots.ownerOf("{user1000}.a")).isEqualTo(slots.ownerOf("{user1000}.b"));
    }
}
