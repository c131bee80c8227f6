package io.hotshard.ring;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.ring.analysis.KeyCounts;
import io.hotshard.ring.analysis.KeySequence;
import java.util.List;
import org.junit.jupiter.api.Test;

final class RangePartitionerTest {

    private static final PartitionerConfig RANGE = PartitionerConfig.defaults(Node.numbered("n", 4))
            .withKind(PartitionerKind.RANGE);

    @Test
    void ownerOf_explicitBoundaries_lowerBoundInclusiveUpperExclusive() {
        RangePartitioner range = new RangePartitioner(RANGE.withRangeBoundaries(List.of("g", "n", "t")));

        assertThat(range.ownerOf("")).isEqualTo("n0");
        assertThat(range.ownerOf("fzz")).isEqualTo("n0");
        assertThat(range.ownerOf("g")).isEqualTo("n1");
        assertThat(range.ownerOf("mzz")).isEqualTo("n1");
        assertThat(range.ownerOf("n")).isEqualTo("n2");
        assertThat(range.ownerOf("t")).isEqualTo("n3");
        assertThat(range.ownerOf("zzz")).isEqualTo("n3");
    }

    @Test
    void constructor_noBoundaries_splitsFirstCharacterOverPrintableAscii() {
        RangePartitioner range = new RangePartitioner(RANGE);

        assertThat(range.boundaries()).containsExactly("7", "O", "g");
    }

    @Test
    void ownerOf_timeOrderedKeys_allNewKeysLandInTheLastRange() {
        List<String> bounds = RangePartitioner.numericBoundaries("event:", 13, 1_700_000_000_000L, 4);
        RangePartitioner range = new RangePartitioner(RANGE.withRangeBoundaries(bounds));

        KeyCounts today = KeyCounts.of(range, new KeySequence("event:", 1_750_000_000_000L, 10_000, 13));

        assertThat(today.perNode()).containsEntry("n3", 10_000L);
    }

    @Test
    void withNode_numericBoundaries_splitsTheWidestRangeAtItsMiddle() {
        RangePartitioner range = new RangePartitioner(RANGE.withRangeBoundaries(
                List.of("key100000", "key200000", "key600000")));

        RangePartitioner grown = range.withNode(Node.of("new"));

        assertThat(grown.boundaries()).containsExactly("key100000", "key200000", "key400000", "key600000");
        assertThat(Members.ids(grown.nodes())).containsExactly("n0", "n1", "n2", "new", "n3");
        assertThat(grown.ownerOf("key450000")).isEqualTo("new");
    }

    @Test
    void withoutNode_middleNode_mergesIntoTheNarrowerNeighbour() {
        RangePartitioner range = new RangePartitioner(RANGE.withRangeBoundaries(
                List.of("key100000", "key200000", "key600000")));

        RangePartitioner shrunk = range.withoutNode("n1");

        assertThat(shrunk.boundaries()).containsExactly("key200000", "key600000");
        assertThat(shrunk.ownerOf("key150000")).isEqualTo("n0");
    }

    @Test
    void withNode_singleNode_splitsAsciiSpaceInTheMiddle() {
        RangePartitioner one = new RangePartitioner(RANGE.withNodes(List.of(Node.of("a"))));

        RangePartitioner two = one.withNode(Node.of("b"));

        assertThat(two.boundaries()).containsExactly("O");
    }

    @Test
    void numericBoundaries_fourNodes_zeroPaddedQuarters() {
        assertThat(RangePartitioner.numericBoundaries("key", 6, 20_000, 4))
                .containsExactly("key005000", "key010000", "key015000");
    }
}
