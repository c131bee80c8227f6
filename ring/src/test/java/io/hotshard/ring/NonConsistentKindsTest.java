package io.hotshard.ring;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.ring.analysis.KeyMoves;
import io.hotshard.ring.analysis.KeySequence;
import org.junit.jupiter.api.Test;

final class NonConsistentKindsTest {

    private static final KeySequence KEYS = KeySequence.of("key:", 20_000);

    @Test
    void withNode_modulo_movesKeysBetweenOldNodes() {
        Partitioner before = PartitionerKind.MODULO.create(PartitionerConfig.defaults(Node.numbered("n", 9)));

        KeyMoves moves = KeyMoves.between(before, before.withNode(Node.of("n9")), KEYS);

        assertThat(moves.movedOnlyTo("n9")).isFalse();
        assertThat(moves.movedShare()).isBetween(0.87, 0.93);
    }

    @Test
    void withNode_jumpAppendsBucket_movesKeysOnlyOntoIt() {
        Partitioner before = PartitionerKind.JUMP.create(PartitionerConfig.defaults(Node.numbered("n", 6)));

        KeyMoves moves = KeyMoves.between(before, before.withNode(Node.of("n6")), KEYS);

        assertThat(moves.movedOnlyTo("n6")).isTrue();
        assertThat(moves.movedShare()).isBetween(0.12, 0.17);
    }

    @Test
    void withoutNode_jumpLastNode_movesOnlyItsKeys() {
        Partitioner before = PartitionerKind.JUMP.create(PartitionerConfig.defaults(Node.numbered("n", 6)));

        assertThat(KeyMoves.between(before, before.withoutNode("n5"), KEYS).movedOnlyFrom("n5")).isTrue();
    }

    @Test
    void withoutNode_jumpMiddleNode_reindexesAndMovesSurvivorsKeys() {
        Partitioner before = PartitionerKind.JUMP.create(PartitionerConfig.defaults(Node.numbered("n", 6)));

        KeyMoves moves = KeyMoves.between(before, before.withoutNode("n2"), KEYS);

        assertThat(moves.movedOnlyFrom("n2")).isFalse();
        assertThat(moves.movedFrom("n3")).isPositive();
    }

    @Test
    void withNode_maglev_movesAboutTheMinimumButNotOnlyOntoTheNewNode() {
        Partitioner before = PartitionerKind.MAGLEV.create(PartitionerConfig.defaults(Node.numbered("n", 9)));

        KeyMoves moves = KeyMoves.between(before, before.withNode(Node.of("n9")), KEYS);

        assertThat(moves.movedShare()).isBetween(0.09, 0.13);
        assertThat(moves.movedOnlyTo("n9")).isFalse();
    }
}
