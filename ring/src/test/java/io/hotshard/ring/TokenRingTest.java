package io.hotshard.ring;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

final class TokenRingTest {

    @Test
    void ownerOfHash_hashEqualToToken_belongsToThatToken() {
        TokenRing ring = TokenRing.builder().add("A", 5).add("B", 20).build();

        assertThat(ring.ownerOfHash(5)).isEqualTo("A");
        assertThat(ring.ownerOfHash(6)).isEqualTo("B");
        assertThat(ring.ownerOfHash(21)).isEqualTo("A");
    }

    @Test
    void build_tokensAddedOutOfOrder_sortsThemUnsigned() {
        TokenRing ring = TokenRing.builder().add("B", -5L).add("A", 7).add("C", 0).build();

        assertThat(ring.tokenAt(0)).isZero();
        assertThat(ring.tokenAt(1)).isEqualTo(7);
        assertThat(ring.tokenAt(2)).isEqualTo(-5L);
        assertThat(ring.nodeIds()).containsExactly("B", "A", "C");
    }

    @Test
    void ownerOfHash_tokenCollision_firstAddedWins() {
        TokenRing ring = TokenRing.builder().add("first", 100).add("second", 100).add("other", 200).build();

        assertThat(ring.ownerOfHash(50)).isEqualTo("first");
        assertThat(ring.ownerOfHash(100)).isEqualTo("first");
    }

    @Test
    void tokenCounts_vnodeRing_countsTokensPerNode() {
        TokenRing ring = TokenRing.builder().add("A", 1).add("B", 2).add("A", 3).build();

        assertThat(ring.tokenCounts()).containsExactly(Map.entry("A", 2), Map.entry("B", 1));
    }

    @Test
    void build_noTokens_failsNamingTheCount() {
        assertThatThrownBy(() -> TokenRing.builder().build()).hasMessageContaining("had 0");
    }

    @Test
    void add_blankNodeId_failsNamingIt() {
        assertThatThrownBy(() -> TokenRing.builder().add(" ", 1)).hasMessageContaining("' '");
    }

    @ParameterizedTest
    @ValueSource(ints = {1, 2, 7, 100, 5000})
    void tokenIndexOfHash_randomAndClusteredTokens_matchesALinearScan(int count) {
        Random random = new Random(count);
        TokenRing.Builder builder = TokenRing.builder();
        List<Long> probes = new ArrayList<>(List.of(0L, -1L, Long.MIN_VALUE, Long.MAX_VALUE));
        for (int i = 0; i < count; i++) {
            // Every third token sits in one narrow cluster, so some index buckets hold many tokens.
            long token = i % 3 == 0 ? 0x1234_0000_0000_0000L + random.nextInt(1000) : random.nextLong();
            builder.add("n" + (i % 5), token);
            probes.addAll(List.of(token, token + 1, token - 1, random.nextLong()));
        }

        assertMatchesLinearScan(builder.build(), probes);
    }

    @ParameterizedTest
    @ValueSource(ints = {3, 50, 2000})
    void tokenIndexOfHash_twoNarrowClustersAndWideGaps_matchesALinearScan(int count) {
        Random random = new Random(count);
        TokenRing.Builder builder = TokenRing.builder();
        List<Long> probes = new ArrayList<>(List.of(0L, -1L, Long.MIN_VALUE, Long.MAX_VALUE));
        for (int i = 0; i < count; i++) {
            // Most index buckets are empty and far from any token, so lookups must look past the next few.
            long token = (i % 2 == 0 ? 0x0100_0000_0000_0000L : 0xC000_0000_0000_0000L) + random.nextInt(1 << 20);
            builder.add("n" + (i % 3), token);
            probes.addAll(List.of(token, token + 1, token - 1, random.nextLong()));
        }

        assertMatchesLinearScan(builder.build(), probes);
    }

    private static void assertMatchesLinearScan(TokenRing ring, List<Long> probes) {
        for (long h : probes) {
            assertThat(ring.tokenIndexOfHash(h)).as("hash %s", Long.toUnsignedString(h)).isEqualTo(linearScan(ring, h));
            assertThat(ring.ownerOfHash(h)).as("hash %s", Long.toUnsignedString(h)).isEqualTo(ring.ownerAt(linearScan(ring, h)));
        }
    }

    private static int linearScan(TokenRing ring, long hash) {
        for (int i = 0; i < ring.size(); i++) {
            if (Long.compareUnsigned(ring.tokenAt(i), hash) >= 0) {
                return i;
            }
        }
        return 0;
    }
}
