package io.hotshard.ring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.entry;

import io.hotshard.ring.analysis.KeyCounts;
import io.hotshard.ring.analysis.KeyMoves;
import io.hotshard.ring.analysis.KeySequence;
import org.junit.jupiter.api.Test;

final class SeedNumbersTest {

    private static final KeySequence CLIENT_KEYS = KeySequence.of("cliente:", 100_000);

    @Test
    void ownerOf_fourShardsHundredVnodesSha256_countsMatchEveryLanguage() {
        Partitioner ring = PartitionerConfig.defaults("shard-0", "shard-1", "shard-2", "shard-3").create();

        KeyCounts counts = KeyCounts.of(ring, CLIENT_KEYS);

        assertThat(counts.perNode()).containsExactly(entry("shard-0", 24591L), entry("shard-1", 24377L),
                entry("shard-2", 24211L), entry("shard-3", 26821L));
    }

    @Test
    void withNode_fifthShardOnRing_moves18936KeysAllToIt() {
        Partitioner before = PartitionerConfig.defaults(Node.numbered("shard-", 4)).create();

        KeyMoves moves = KeyMoves.between(before, before.withNode(Node.of("shard-4")), CLIENT_KEYS);

        assertThat(moves.moved()).isEqualTo(18936);
        assertThat(moves.movedOnlyTo("shard-4")).isTrue();
    }

    @Test
    void withNode_fifthShardWithModulo_moves79982Keys() {
        Partitioner before = PartitionerConfig.defaults(Node.numbered("shard-", 4))
                .withKind(PartitionerKind.MODULO).create();

        KeyMoves moves = KeyMoves.between(before, before.withNode(Node.of("shard-4")), CLIENT_KEYS);

        assertThat(moves.moved()).isEqualTo(79982);
    }

    @Test
    void hash_sha256UnsignedRemainders_matchSeedModuloCount() {
        long moved = 0;
        for (String key : CLIENT_KEYS) {
            long h = HashAlgorithm.SHA256.hash(key);
            moved += Long.remainderUnsigned(h, 4) != Long.remainderUnsigned(h, 5) ? 1 : 0;
        }

        assertThat(moved).isEqualTo(79982);
    }
}
