package io.hotshard.keys.analyze;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.ring.PartitionerKind;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Placement gives the same loads warmed up or not, on one thread or several. */
final class PlacementTest {

    @ParameterizedTest
    @EnumSource(value = PartitionerKind.class, names = {"RING", "JUMP", "SLOTS", "RANGE", "MODULO", "RENDEZVOUS",
        "MAGLEV"})
    void place_afterWarmUpOnTwoThreads_sameLoadsAsColdOnOne(PartitionerKind kind) {
        KeyTable table = new KeyTable();
        SplittableRandom random = new SplittableRandom(5);
        for (int i = 0; i < 60_000; i++) {
            byte[] key = ("user-" + random.nextInt(25_000)).getBytes(StandardCharsets.UTF_8);
            table.add(key, 0, key.length);
        }
        Placement cold = new Placement(List.of(kind), List.of(3, 7));
        Placement warmed = new Placement(List.of(kind), List.of(3, 7));
        warmed.warmUp(2_000);

        Placement.Loads one = cold.place(table, 1);
        Placement.Loads two = warmed.place(table, 2);

        assertThat(two.keys).isEqualTo(one.keys).isEqualTo(table.size());
        assertThat(two.movedKeys).containsExactly(one.movedKeys);
        for (int i = 0; i < one.requests.length; i++) {
            assertThat(two.requests[i]).as("configuration %d", i).containsExactly(one.requests[i]);
            assertThat(Arrays.stream(one.requests[i]).sum()).isEqualTo(60_000);
        }
    }
}
