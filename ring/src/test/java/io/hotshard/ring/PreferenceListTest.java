package io.hotshard.ring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

final class PreferenceListTest {

    @Test
    void distinctOwnersFrom_tokensInterleaved_skipsRepeatsClockwise() {
        TokenRing ring = TokenRing.builder().add("A", 10).add("A", 20).add("B", 30).add("A", 40).add("C", 50)
                .build();

        assertThat(ring.distinctOwnersFrom(15, 3)).containsExactly("A", "B", "C");
        assertThat(ring.distinctOwnersFrom(45, 2)).containsExactly("C", "A");
        assertThat(ring.distinctOwnersFrom(55, 5)).as("wraps, at most every node").containsExactly("A", "B", "C");
    }

    @Test
    void preferenceList_ring_followsTheTokensClockwiseFromTheKey() {
        RingPartitioner ring = new RingPartitioner(PartitionerConfig.defaults("s0", "s1", "s2", "s3", "s4"));
        TokenRing tokens = ring.tokenRing();
        for (int i = 0; i < 200; i++) {
            String key = "key" + i;
            List<String> list = ring.preferenceList(key, 3);
            assertThat(list).hasSize(3).doesNotHaveDuplicates().startsWith(ring.ownerOf(key));
            // The second entry owns the first token after the owner's run, found by walking the ring.
            int t = tokens.tokenIndexOfHash(HashAlgorithm.SHA256.hash(key));
            while (tokens.ownerAt(t).equals(list.get(0))) {
                t = (t + 1) % tokens.size();
            }
            assertThat(list.get(1)).isEqualTo(tokens.ownerAt(t));
        }
    }

    @Test
    void preferenceList_ringReplicas_spreadEvenlyOverNodes() {
        RingPartitioner ring = new RingPartitioner(PartitionerConfig.defaults("s0", "s1", "s2", "s3"));
        Map<String, Integer> seconds = new HashMap<>();
        for (int i = 0; i < 20_000; i++) {
            seconds.merge(ring.preferenceList("key" + i, 2).get(1), 1, Integer::sum);
        }
        assertThat(seconds).hasSize(4);
        assertThat(seconds.values()).allMatch(c -> c > 3_500 && c < 6_500);
    }

    @Test
    void preferenceList_boundedLoad_sameAsItsRing() {
        PartitionerConfig config = PartitionerConfig.defaults("a", "b", "c").withKind(PartitionerKind.BOUNDED);
        BoundedLoadPartitioner bounded = new BoundedLoadPartitioner(config);
        for (int i = 0; i < 100; i++) {
            assertThat(bounded.preferenceList("k" + i, 2)).isEqualTo(bounded.ring().preferenceList("k" + i, 2));
        }
    }

    @ParameterizedTest
    @EnumSource(PartitionerKind.class)
    void preferenceList_everyKind_ownerFirstThenDistinctMembers(PartitionerKind kind) {
        Partitioner partitioner = PartitionerConfig.defaults("s0", "s1", "s2", "s3").withKind(kind).create();
        for (int i = 0; i < 100; i++) {
            String key = "key" + i;
            List<String> list = partitioner.preferenceList(key, 3);
            assertThat(list).hasSize(3).doesNotHaveDuplicates().startsWith(partitioner.ownerOf(key));
            assertThat(List.of("s0", "s1", "s2", "s3")).containsAll(list);
            assertThat(partitioner.preferenceList(key, 9)).hasSize(4);
        }
    }

    @Test
    void preferenceList_fallback_nextNodesInMemberOrder() {
        Partitioner modulo = PartitionerConfig.defaults("s0", "s1", "s2").withKind(PartitionerKind.MODULO).create();
        String key = "key1";
        int owner = List.of("s0", "s1", "s2").indexOf(modulo.ownerOf(key));

        assertThat(modulo.preferenceList(key, 2)).containsExactly("s" + owner, "s" + (owner + 1) % 3);
    }

    @Test
    void preferenceList_nBelowOne_failsNamingValue() {
        Partitioner ring = PartitionerConfig.defaults("s0").create();
        assertThatThrownBy(() -> ring.preferenceList("k", 0)).hasMessage("n must be >= 1 but was 0");
    }
}
