package io.hotshard.ring.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.entry;
import static org.assertj.core.api.Assertions.within;

import io.hotshard.ring.HashAlgorithm;
import io.hotshard.ring.Node;
import io.hotshard.ring.PartitionerConfig;
import io.hotshard.ring.RingPartitioner;
import io.hotshard.ring.TokenRing;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

final class TokenOwnershipTest {

    /** C at 0, A at 2^62, B at 2^63 (unsigned): A covers (0, 2^62], B (2^62, 2^63], C the wrapping half. */
    private static final TokenRing RING = TokenRing.builder().add("A", 1L << 62).add("B", Long.MIN_VALUE)
            .add("C", 0).build();

    @Test
    void primary_threeTokens_eachNodeOwnsTheRangeEndingAtItsToken() {
        assertThat(TokenOwnership.primary(RING).perNode()).containsExactly(entry("A", 0.25), entry("B", 0.25),
                entry("C", 0.5));
    }

    @Test
    void of_rfTwo_eachRangeAlsoCountsForTheNextNodeClockwise() {
        TokenOwnership effective = TokenOwnership.of(RING, 2);

        // A's quarter is held by A and B, B's by B and C, C's half by C and A.
        assertThat(effective.perNode()).containsExactly(entry("A", 0.75), entry("B", 0.5), entry("C", 0.75));
        assertThat(effective.max()).isEqualTo(0.75);
    }

    @Test
    void of_rfAtLeastTheNodeCount_everyNodeOwnsEverything() {
        assertThat(TokenOwnership.of(RING, 5).perNode().values()).containsOnly(1.0);
    }

    @Test
    void primary_oneToken_ownsTheWholeRing() {
        TokenRing one = TokenRing.builder().add("A", 12345).build();

        assertThat(TokenOwnership.primary(one).perNode()).containsExactly(entry("A", 1.0));
    }

    @Test
    void of_modelRing_agreesWithTheShareOfUniformPositionsPlacedOnIt() {
        TokenRing ring = new RingPartitioner(PartitionerConfig.defaults(Node.numbered("n", 5)).withVnodes(16)
                .withHash(HashAlgorithm.MURMUR3)).tokenRing();
        int samples = 200_000;
        double[] primaryHits = new double[5];
        double[] effectiveHits = new double[5];
        SplittableRandom random = new SplittableRandom(46);
        for (int s = 0; s < samples; s++) {
            long position = random.nextLong();
            primaryHits[Integer.parseInt(ring.ownerOfHash(position).substring(1))]++;
            for (String holder : ring.distinctOwnersFrom(position, 3)) {
                effectiveHits[Integer.parseInt(holder.substring(1))]++;
            }
        }

        TokenOwnership primary = TokenOwnership.primary(ring);
        TokenOwnership effective = TokenOwnership.of(ring, 3);

        // Four standard errors of a share of one half (the widest) over 200,000 positions.
        for (int n = 0; n < 5; n++) {
            assertThat(primary.perNode().get("n" + n)).isCloseTo(primaryHits[n] / samples, within(0.0045));
            assertThat(effective.perNode().get("n" + n)).isCloseTo(effectiveHits[n] / samples, within(0.0045));
        }
        assertThat(effective.perNode().values().stream().mapToDouble(Double::doubleValue).sum())
                .isCloseTo(3.0, within(1e-9));
    }
}
