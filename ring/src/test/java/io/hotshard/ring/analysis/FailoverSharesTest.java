package io.hotshard.ring.analysis;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.ring.Node;
import io.hotshard.ring.PartitionerConfig;
import io.hotshard.ring.RingPartitioner;
import io.hotshard.ring.TokenRing;
import org.junit.jupiter.api.Test;

final class FailoverSharesTest {

    private static final KeySequence KEYS = KeySequence.of("key:", 20_000);

    @Test
    void of_oneVnodePerNode_theSuccessorTakesEverything() {
        RingPartitioner ring = new RingPartitioner(PartitionerConfig.defaults(Node.numbered("n", 6)).withVnodes(1));
        TokenRing tokens = ring.tokenRing();
        int t = 0;
        while (!tokens.ownerAt(t).equals("n3")) {
            t++;
        }
        String successor = tokens.ownerAt((t + 1) % tokens.size());

        FailoverShares shares = FailoverShares.of(ring, "n3", KEYS);

        assertThat(shares.survivors()).isEqualTo(5);
        assertThat(shares.survivorsReceiving()).isEqualTo(1);
        assertThat(shares.maxShare()).isEqualTo(1.0);
        assertThat(shares.received().get(successor)).isEqualTo(shares.orphanKeys());
    }

    @Test
    void of_manyVnodes_keysSpreadOverAllSurvivors() {
        RingPartitioner ring = new RingPartitioner(PartitionerConfig.defaults(Node.numbered("n", 6)).withVnodes(200));

        FailoverShares shares = FailoverShares.of(ring, "n3", KEYS);

        assertThat(shares.survivorsReceiving()).isEqualTo(5);
        assertThat(shares.maxShare()).isLessThan(0.35);
        assertThat(shares.coefficientOfVariation()).isLessThan(0.3);
        assertThat(shares.received().values().stream().mapToLong(Long::longValue).sum()).isEqualTo(shares.orphanKeys());
    }
}
