package io.hotshard.ring;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.ring.analysis.KeyMoves;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

final class ConsistencyTest {

    /** Random printable keys, so that range partitioning sees keys across its whole space too. */
    private static final List<String> KEYS = randomKeys(4000, 42);

    static Stream<PartitionerKind> consistentKinds() {
        return Arrays.stream(PartitionerKind.values()).filter(PartitionerKind::consistent);
    }

    static Stream<PartitionerKind> allKinds() {
        return Arrays.stream(PartitionerKind.values());
    }

    @ParameterizedTest
    @MethodSource("consistentKinds")
    void withNode_consistentKind_movesKeysOnlyOntoTheNewNode(PartitionerKind kind) {
        Partitioner before = kind.create(PartitionerConfig.defaults(Node.numbered("n", 5)));

        KeyMoves moves = KeyMoves.between(before, before.withNode(Node.of("new")), KEYS);

        assertThat(moves.moved()).isPositive();
        assertThat(moves.movedOnlyTo("new")).as(moves.fromTo().toString()).isTrue();
    }

    @ParameterizedTest
    @MethodSource("consistentKinds")
    void withoutNode_consistentKind_movesOnlyTheRemovedNodesKeys(PartitionerKind kind) {
        Partitioner before = kind.create(PartitionerConfig.defaults(Node.numbered("n", 5)));
        String removed = before.nodes().get(2).id();
        long ownedByRemoved = KEYS.stream().filter(k -> before.ownerOf(k).equals(removed)).count();

        KeyMoves moves = KeyMoves.between(before, before.withoutNode(removed), KEYS);

        assertThat(moves.movedOnlyFrom(removed)).as(moves.fromTo().toString()).isTrue();
        assertThat(moves.moved()).isEqualTo(ownedByRemoved);
    }

    @ParameterizedTest
    @MethodSource("allKinds")
    void withNodeThenWithoutNode_anyKindButSlotsAndRange_restoresEveryOwner(PartitionerKind kind) {
        Partitioner before = kind.create(PartitionerConfig.defaults(Node.numbered("n", 4)));

        Partitioner roundTrip = before.withNode(Node.of("new")).withoutNode("new");

        // Slots and range remember history (moved slots, split ranges) but keep membership.
        assertThat(roundTrip.nodes()).containsExactlyElementsOf(before.nodes());
        if (kind != PartitionerKind.SLOTS && kind != PartitionerKind.RANGE) {
            assertThat(KeyMoves.between(before, roundTrip, KEYS).moved()).isZero();
        }
    }

    @ParameterizedTest
    @MethodSource("allKinds")
    void withNode_anyKind_keepsTheOldSnapshotUnchanged(PartitionerKind kind) {
        Partitioner before = kind.create(PartitionerConfig.defaults(Node.numbered("n", 3)));
        List<String> owners = KEYS.stream().map(before::ownerOf).toList();

        before.withNode(Node.of("new"));

        assertThat(KEYS.stream().map(before::ownerOf).toList()).isEqualTo(owners);
        assertThat(before.name()).isEqualTo(kind.label());
    }

    static List<String> randomKeys(int count, long seed) {
        Random random = new Random(seed);
        List<String> keys = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            char[] chars = new char[8 + random.nextInt(8)];
            for (int c = 0; c < chars.length; c++) {
                chars[c] = (char) (0x21 + random.nextInt(0x7E - 0x21));
            }
            keys.add(new String(chars));
        }
        return List.copyOf(keys);
    }
}
