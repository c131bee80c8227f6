package io.hotshard.ring;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.ring.analysis.KeyCounts;
import io.hotshard.ring.analysis.KeySequence;
import java.util.ArrayList;
import java.util.List;
import org.apache.commons.math3.stat.inference.ChiSquareTest;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Goodness of fit of key shares against node weights (chi-square at a fixed key set). */
final class DistributionTest {

    private static final KeySequence KEYS = KeySequence.of("key:", 50_000);
    private static final double SIGNIFICANCE = 0.001;

    @ParameterizedTest
    @EnumSource(value = PartitionerKind.class, names = {"MODULO", "JUMP", "RENDEZVOUS", "SLOTS", "MAGLEV"})
    void ownerOf_equalWeights_keySharesFitUniform(PartitionerKind kind) {
        List<Node> nodes = Node.numbered("n", 10);

        double pValue = pValue(kind, nodes);

        assertThat(pValue).isGreaterThan(SIGNIFICANCE);
    }

    @ParameterizedTest
    @EnumSource(value = PartitionerKind.class, names = {"RENDEZVOUS", "SLOTS", "MAGLEV"})
    void ownerOf_oneNodeOfWeightTwo_keySharesFitTheWeights(PartitionerKind kind) {
        List<Node> nodes = new ArrayList<>(Node.numbered("n", 4));
        nodes.set(0, new Node("n0", 2));

        double pValue = pValue(kind, nodes);

        assertThat(pValue).isGreaterThan(SIGNIFICANCE);
    }

    @ParameterizedTest
    @EnumSource(value = PartitionerKind.class, names = {"RING", "BOUNDED"})
    void ownerOf_ringWithWeightTwo_aboutTwiceTheKeys(PartitionerKind kind) {
        List<Node> nodes = new ArrayList<>(Node.numbered("n", 4));
        nodes.set(0, new Node("n0", 2));
        KeyCounts counts = KeyCounts.of(kind.create(PartitionerConfig.defaults(nodes).withVnodes(500)), KEYS);

        double othersMean = (counts.total() - counts.countOf("n0")) / 3.0;

        assertThat(counts.countOf("n0") / othersMean).isBetween(1.8, 2.2);
    }

    private static double pValue(PartitionerKind kind, List<Node> nodes) {
        KeyCounts counts = KeyCounts.of(kind.create(PartitionerConfig.defaults(nodes)), KEYS);
        double weightSum = nodes.stream().mapToDouble(Node::weight).sum();
        double[] expected = nodes.stream().mapToDouble(n -> counts.total() * n.weight() / weightSum).toArray();
        long[] observed = nodes.stream().mapToLong(n -> counts.countOf(n.id())).toArray();
        return new ChiSquareTest().chiSquareTest(expected, observed);
    }
}
