package io.hotshard.ring.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.entry;

import io.hotshard.ring.Node;
import io.hotshard.ring.Partitioner;
import io.hotshard.ring.PartitionerConfig;
import io.hotshard.ring.PartitionerKind;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

final class KeyMovesTest {

    private static final PartitionerConfig RANGE = PartitionerConfig.defaults(Node.numbered("n", 2))
            .withKind(PartitionerKind.RANGE);

    @Test
    void between_oneBoundaryShifted_countsMovesByFromAndTo() {
        Partitioner before = RANGE.withRangeBoundaries(List.of("m")).create();
        Partitioner after = RANGE.withRangeBoundaries(List.of("c")).create();

        KeyMoves moves = KeyMoves.between(before, after, List.of("a", "d", "e", "x"));

        assertThat(moves.total()).isEqualTo(4);
        assertThat(moves.moved()).isEqualTo(2);
        assertThat(moves.fromTo()).containsExactly(entry("n0", Map.of("n1", 2L)));
        assertThat(moves.movedShare()).isEqualTo(0.5);
        assertThat(moves.movedOnlyTo("n1")).isTrue();
        assertThat(moves.movedOnlyFrom("n0")).isTrue();
        assertThat(moves.movedOnlyTo("n0")).isFalse();
    }

    @Test
    void between_sameSnapshot_movesNothing() {
        Partitioner p = RANGE.create();

        KeyMoves moves = KeyMoves.between(p, p, KeySequence.of("k", 100));

        assertThat(moves.moved()).isZero();
        assertThat(moves.fromTo()).isEmpty();
    }
}
