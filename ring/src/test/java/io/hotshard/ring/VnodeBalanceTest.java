package io.hotshard.ring;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.ring.analysis.KeyCounts;
import io.hotshard.ring.analysis.KeyMoves;
import io.hotshard.ring.analysis.KeySequence;
import org.junit.jupiter.api.Test;

final class VnodeBalanceTest {

    private static final KeySequence KEYS = KeySequence.of("key:", 20_000);

    @Test
    void maxOverMean_moreVnodes_balanceImproves() {
        double one = imbalance(1);
        double ten = imbalance(10);
        double thousand = imbalance(1000);

        assertThat(thousand).isLessThan(ten).isLessThan(1.15);
        assertThat(ten).isLessThan(one);
    }

    @Test
    void withNode_nineToTenNodes_moduloMovesFarMoreThanTheRing() {
        PartitionerConfig nine = PartitionerConfig.defaults(Node.numbered("n", 9)).withHash(HashAlgorithm.MD5);
        Partitioner ring = nine.create();
        Partitioner modulo = nine.withKind(PartitionerKind.MODULO).create();

        double ringShare = KeyMoves.between(ring, ring.withNode(Node.of("n9")), KEYS).movedShare();
        double moduloShare = KeyMoves.between(modulo, modulo.withNode(Node.of("n9")), KEYS).movedShare();

        assertThat(moduloShare).isBetween(0.88, 0.92);
        assertThat(ringShare).isBetween(0.05, 0.15);
        assertThat(moduloShare).isGreaterThan(5 * ringShare);
    }

    private static double imbalance(int vnodes) {
        PartitionerConfig config = PartitionerConfig.defaults(Node.numbered("n", 10))
                .withHash(HashAlgorithm.MD5).withVnodes(vnodes);
        return KeyCounts.of(config.create(), KEYS).maxOverMean();
    }
}
