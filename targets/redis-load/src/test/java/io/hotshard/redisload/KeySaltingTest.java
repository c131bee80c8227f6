package io.hotshard.redisload;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.hotshard.keys.KeyRandom;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import org.apache.commons.rng.UniformRandomProvider;
import org.junit.jupiter.api.Test;

final class KeySaltingTest {

    @Test
    void read_hotKeyWithThreeCopies_picksEachCopyAboutEquallyAndLeavesOtherKeys() {
        KeySalting salting = new KeySalting(Set.of("key0"), 3);
        UniformRandomProvider random = KeyRandom.fromSeed(7);
        Map<String, Integer> counts = new HashMap<>();
        for (int i = 0; i < 30_000; i++) {
            counts.merge(salting.read("key0", random), 1, Integer::sum);
        }

        assertThat(counts).containsOnlyKeys("key0#0", "key0#1", "key0#2");
        // Chi-square with 2 degrees of freedom below 13.8 (p = 0.001) at this fixed seed.
        double chi = counts.values().stream().mapToDouble(n -> Math.pow(n - 10_000, 2) / 10_000).sum();
        assertThat(chi).isLessThan(13.8);
        assertThat(salting.read("key1", random)).isEqualTo("key1");
        assertThat(salting.stored("key0")).containsExactly("key0#0", "key0#1", "key0#2");
        assertThat(salting.stored("key1")).containsExactly("key1");
    }

    @Test
    void construct_zeroCopies_failsNamingTheSetting() {
        assertThatThrownBy(() -> new KeySalting(Set.of(), 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("hotshard.redis.salt must be within [1, 1024] but was 0");
    }
}
