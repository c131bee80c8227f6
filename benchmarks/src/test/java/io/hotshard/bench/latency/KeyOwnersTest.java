package io.hotshard.bench.latency;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.ring.PartitionerConfig;
import io.hotshard.ring.Partitioner;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

final class KeyOwnersTest {

    private static final List<NamedPort> SHARDS = List.of(new NamedPort("shard-0", 9000), new NamedPort("shard-1", 9001),
            new NamedPort("shard-2", 9002), new NamedPort("shard-3", 9003));

    @Test
    void place_tenThousandKeys_ownerIsTheDefaultRingsOwnerWithItsPort() {
        KeyOwners owners = KeyOwners.place(SHARDS, "key", 10_000);
        Partitioner ring = PartitionerConfig.defaults("shard-0", "shard-1", "shard-2", "shard-3").create();

        for (int i = 0; i < owners.count(); i++) {
            assertThat(owners.path(i)).isEqualTo("/kv/key" + i);
            assertThat(owners.owner(i).name()).isEqualTo(ring.ownerOf("key" + i));
            assertThat(owners.owner(i).port()).isEqualTo(9000 + Integer.parseInt(owners.owner(i).name().substring(6)));
        }
    }

    @Test
    void place_tenThousandKeys_everyShardOwnsAShare() {
        KeyOwners owners = KeyOwners.place(SHARDS, "key", 10_000);
        Map<String, Integer> counts = new HashMap<>();
        for (int i = 0; i < owners.count(); i++) {
            counts.merge(owners.owner(i).name(), 1, Integer::sum);
        }

        assertThat(counts).hasSize(4).allSatisfy((id, count) -> assertThat(count).isBetween(1_500, 3_500));
    }
}
