package io.hotshard.ring;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

final class MaglevPartitionerTest {

    @Test
    void entryCounts_equalWeights_differByAtMostOne() {
        MaglevPartitioner maglev = new MaglevPartitioner(PartitionerConfig.defaults(Node.numbered("n", 7)));

        assertThat(maglev.entryCounts().values()).allSatisfy(c -> assertThat(c).isBetween(65537 / 7, 65537 / 7 + 1));
    }

    @Test
    void entryCounts_weightTwo_aboutTwiceTheEntries() {
        MaglevPartitioner maglev = new MaglevPartitioner(PartitionerConfig.defaults(
                List.of(new Node("big", 2), Node.of("a"), Node.of("b"))).withMaglevTableSize(10007));

        assertThat(maglev.entryCounts().get("big")).isBetween(5002, 5004);
    }

    @Test
    void ownerOfHash_hash_isTheTableEntryAtHashModSize() {
        PartitionerConfig config = PartitionerConfig.defaults(Node.numbered("n", 3)).withMaglevTableSize(13);
        MaglevPartitioner maglev = new MaglevPartitioner(config);

        assertThat(maglev.ownerOfHash(-1L)).isEqualTo(maglev.ownerOfHash(Long.remainderUnsigned(-1L, 13)));
        assertThat(maglev.ownerOfHash(13 + 5)).isEqualTo(maglev.ownerOfHash(5));
    }
}
