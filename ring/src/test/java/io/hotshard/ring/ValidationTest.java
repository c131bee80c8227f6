package io.hotshard.ring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

final class ValidationTest {

    private static final PartitionerConfig BASE = PartitionerConfig.defaults(Node.numbered("n", 4));

    @Test
    void defaults_fourNodes_ringSha256HundredVnodes() {
        assertThat(BASE.kind()).isEqualTo(PartitionerKind.RING);
        assertThat(BASE.hash()).isEqualTo(HashAlgorithm.SHA256);
        assertThat(BASE.vnodes()).isEqualTo(100);
        assertThat(BASE.epsilon()).isEqualTo(0.25);
        assertThat(BASE.maglevTableSize()).isEqualTo(65537);
        assertThat(BASE.rangeBoundaries()).isEmpty();
    }

    @Test
    void withers_eachField_replaceOnlyThatField() {
        PartitionerConfig changed = BASE.withKind(PartitionerKind.MAGLEV).withHash(HashAlgorithm.MD5).withVnodes(7)
                .withEpsilon(0.5).withMaglevTableSize(101).withNodes(Node.numbered("m", 2))
                .withRangeBoundaries(List.of("k"));

        assertThat(changed).isEqualTo(new PartitionerConfig(PartitionerKind.MAGLEV, HashAlgorithm.MD5, 7,
                Node.numbered("m", 2), 0.5, 101, List.of("k")));
    }

    @Test
    void constructor_vnodesZero_messageNamesIt() {
        assertThatThrownBy(() -> BASE.withVnodes(0)).hasMessage("vnodes must be >= 1 and <= 65536 but was 0");
    }

    @Test
    void constructor_noNodes_messageNamesThem() {
        assertThatThrownBy(() -> BASE.withNodes(List.of())).hasMessage("nodes must not be empty but was []");
    }

    @Test
    void constructor_duplicateIds_messageNamesTheId() {
        assertThatThrownBy(() -> BASE.withNodes(List.of(Node.of("a"), Node.of("b"), Node.of("a"))))
                .hasMessage("duplicate node id 'a' in nodes [a, b, a]");
    }

    @Test
    void constructor_epsilonNotPositive_messageNamesIt() {
        assertThatThrownBy(() -> BASE.withEpsilon(0)).hasMessageContaining("but was 0.0");
        assertThatThrownBy(() -> BASE.withEpsilon(Double.NaN)).hasMessageContaining("but was NaN");
    }

    @Test
    void constructor_maglevSizeNotPrime_messageNamesIt() {
        assertThatThrownBy(() -> BASE.withMaglevTableSize(65536))
                .hasMessage("maglevTableSize must be prime but was 65536");
    }

    @Test
    void constructor_maglevSizeBelowNodeCount_messageNamesBoth() {
        assertThatThrownBy(() -> BASE.withMaglevTableSize(3))
                .hasMessage("maglevTableSize must be >= the number of nodes (4) but was 3");
    }

    @Test
    void constructor_boundariesNotAscending_messageNamesThem() {
        assertThatThrownBy(() -> BASE.withRangeBoundaries(List.of("b", "a", "c")))
                .hasMessageContaining("'b' >= 'a' at index 1");
    }

    @Test
    void constructor_rangeWithWrongBoundaryCount_messageNamesTheCount() {
        assertThatThrownBy(() -> BASE.withKind(PartitionerKind.RANGE).withRangeBoundaries(List.of("m")))
                .hasMessage("rangeBoundaries must have nodes - 1 = 3 entries but had 1: [m]");
    }

    @Test
    void byName_unknownHash_listsTheKnownOnes() {
        assertThatThrownBy(() -> HashAlgorithm.byName("x")).hasMessage("unknown hash 'x'; known: sha256, md5, murmur3, xxhash64");
        assertThat(HashAlgorithm.byName("MD5")).isEqualTo(HashAlgorithm.MD5);
    }

    @Test
    void byName_unknownPartitioner_listsTheKnownOnes() {
        assertThatThrownBy(() -> PartitionerKind.byName("chord")).hasMessage(
                "unknown partitioner 'chord'; known: ring, modulo, jump, rendezvous, slots, range, maglev, bounded");
        for (PartitionerKind kind : PartitionerKind.values()) {
            assertThat(PartitionerKind.byName(kind.label())).isEqualTo(kind);
        }
    }

    @Test
    void node_badWeight_messageNamesIt() {
        assertThatThrownBy(() -> new Node("a", -1)).hasMessage("weight of node a must be > 0 but was -1.0");
        assertThatThrownBy(() -> Node.of("")).hasMessageContaining("''");
    }

    @Test
    void withNode_duplicateId_messageNamesIt() {
        for (PartitionerKind kind : PartitionerKind.values()) {
            Partitioner p = kind.create(BASE);
            assertThatThrownBy(() -> p.withNode(Node.of("n1"))).hasMessageContaining("'n1'");
        }
    }

    @Test
    void withoutNode_unknownOrLastNode_messageNamesIt() {
        for (PartitionerKind kind : PartitionerKind.values()) {
            Partitioner p = kind.create(BASE);
            assertThatThrownBy(() -> p.withoutNode("zz")).hasMessageContaining("'zz'");
            Partitioner single = kind.create(BASE.withNodes(List.of(Node.of("only"))));
            assertThatThrownBy(() -> single.withoutNode("only")).hasMessageContaining("'only'");
        }
    }

    @Test
    void ringPartitioner_tooManyTokens_messageNamesTheCount() {
        PartitionerConfig huge = BASE.withVnodes(65536).withNodes(Node.numbered("n", 300));

        assertThatThrownBy(() -> new RingPartitioner(huge)).hasMessageContaining("19660800 tokens");
    }

    @Test
    void numericBoundaries_tooFewDigits_messageNamesTheKeySpace() {
        assertThatThrownBy(() -> RangePartitioner.numericBoundaries("k", 2, 1000, 4))
                .hasMessageContaining("keySpace 1000");
    }
}
