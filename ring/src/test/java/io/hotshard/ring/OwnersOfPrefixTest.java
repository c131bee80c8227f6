package io.hotshard.ring;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

final class OwnersOfPrefixTest {

    private static final PartitionerConfig CONFIG = PartitionerConfig.defaults(Node.numbered("n", 4));

    @Test
    void ownersOfPrefix_hashPartitioner_namesEveryNode() {
        Partitioner ring = CONFIG.create();

        assertThat(ring.ownersOfPrefix("event:17")).containsExactly("n0", "n1", "n2", "n3");
    }

    @Test
    void ownersOfPrefix_prefixInsideOneRange_namesItsOwnerOnly() {
        Partitioner range = CONFIG.withKind(PartitionerKind.RANGE).withRangeBoundaries(List.of("g", "n", "t")).create();

        assertThat(range.ownersOfPrefix("h")).containsExactly("n1");
        assertThat(range.ownersOfPrefix("zz")).containsExactly("n3");
        assertThat(range.ownersOfPrefix("a")).containsExactly("n0");
    }

    @Test
    void ownersOfPrefix_prefixSpanningBoundaries_namesEveryRangeItMeets() {
        Partitioner range = CONFIG.withKind(PartitionerKind.RANGE)
                .withRangeBoundaries(List.of("e:1", "e:2", "f")).create();

        assertThat(range.ownersOfPrefix("e:")).containsExactly("n0", "n1", "n2");
        assertThat(range.ownersOfPrefix("e:2")).containsExactly("n2");
        assertThat(range.ownersOfPrefix("")).containsExactly("n0", "n1", "n2", "n3");
    }

    @Test
    void ownersOfPrefix_boundaryEqualToSuccessor_leavesThatRangeOut() {
        Partitioner range = CONFIG.withKind(PartitionerKind.RANGE).withRangeBoundaries(List.of("b", "c", "d")).create();

        assertThat(range.ownersOfPrefix("b")).containsExactly("n1");
        assertThat(range.ownersOfPrefix("c" + Character.MAX_VALUE)).containsExactly("n2");
    }

    @Test
    void ownersOfPrefix_agreesWithOwnerOfForEveryKeyWithThePrefix() {
        Partitioner range = CONFIG.withKind(PartitionerKind.RANGE)
                .withRangeBoundaries(RangePartitioner.numericBoundaries("event:", 6, 1_000_000, 4)).create();
        String prefix = "event:4";

        java.util.Set<String> owners = new java.util.TreeSet<>();
        for (int i = 0; i < 100_000; i++) {
            owners.add(range.ownerOf(prefix + String.format(java.util.Locale.ROOT, "%05d", i)));
        }

        assertThat(range.ownersOfPrefix(prefix)).containsExactlyElementsOf(owners).containsExactly("n1");
    }
}
