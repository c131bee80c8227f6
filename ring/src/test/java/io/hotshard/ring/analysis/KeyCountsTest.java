package io.hotshard.ring.analysis;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.entry;

import io.hotshard.ring.Node;
import io.hotshard.ring.PartitionerConfig;
import io.hotshard.ring.PartitionerKind;
import java.util.List;
import org.junit.jupiter.api.Test;

final class KeyCountsTest {

    @Test
    void of_rangeWithAnEmptyNode_listsEveryNodeWithZeros() {
        var range = PartitionerConfig.defaults(Node.numbered("n", 3)).withKind(PartitionerKind.RANGE)
                .withRangeBoundaries(List.of("b", "c")).create();

        KeyCounts counts = KeyCounts.of(range, List.of("a1", "a2", "a3", "c1"));

        assertThat(counts.perNode()).containsExactly(entry("n0", 3L), entry("n1", 0L), entry("n2", 1L));
        assertThat(counts.total()).isEqualTo(4);
        assertThat(counts.max()).isEqualTo(3);
        assertThat(counts.min()).isZero();
        assertThat(counts.mean()).isEqualTo(4 / 3.0);
        assertThat(counts.maxOverMean()).isEqualTo(2.25);
    }

    @Test
    void keySequence_paddedAndUnpadded_generatesTheExpectedKeys() {
        assertThat(KeySequence.of("cliente:", 3)).containsExactly("cliente:0", "cliente:1", "cliente:2");
        assertThat(new KeySequence("key", 98, 3, 6)).containsExactly("key000098", "key000099", "key000100");
    }
}
