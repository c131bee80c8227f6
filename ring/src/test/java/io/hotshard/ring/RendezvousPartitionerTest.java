package io.hotshard.ring;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.ring.analysis.KeySequence;
import java.util.List;
import org.junit.jupiter.api.Test;

final class RendezvousPartitionerTest {

    @Test
    void ownerOfHash_uniformWeights_isTheNodeWithTheHighestUnsignedScore() {
        RendezvousPartitioner hrw = new RendezvousPartitioner(PartitionerConfig.defaults(Node.numbered("n", 5)));

        for (long i = -1000; i < 1000; i++) {
            long h = i * 0x9E3779B97F4A7C15L;
            int best = 0;
            for (int n = 1; n < 5; n++) {
                if (Long.compareUnsigned(hrw.score(h, n), hrw.score(h, best)) > 0) {
                    best = n;
                }
            }
            assertThat(hrw.ownerOfHash(h)).isEqualTo("n" + best);
        }
    }

    @Test
    void ownerOf_equalButNonUnitWeights_ranksExactlyAsUnweighted() {
        RendezvousPartitioner plain = new RendezvousPartitioner(PartitionerConfig.defaults(Node.numbered("n", 4)));
        List<Node> heavy = Node.numbered("n", 4).stream().map(n -> new Node(n.id(), 3.0)).toList();
        RendezvousPartitioner scaled = new RendezvousPartitioner(PartitionerConfig.defaults(heavy));
        // Mixed weights switch to the logarithmic method; equal weights there must not change any owner.
        RendezvousPartitioner mixed = new RendezvousPartitioner(PartitionerConfig.defaults(
                List.of(Node.of("n0"), Node.of("n1"), Node.of("n2"), Node.of("n3"), new Node("zero-keys", 1e-12))));

        for (String key : KeySequence.of("k", 5000)) {
            assertThat(scaled.ownerOf(key)).isEqualTo(plain.ownerOf(key));
            assertThat(mixed.ownerOf(key)).isEqualTo(plain.ownerOf(key));
        }
    }
}
