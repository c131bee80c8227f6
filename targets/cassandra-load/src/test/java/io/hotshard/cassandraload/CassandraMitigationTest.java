package io.hotshard.cassandraload;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import io.hotshard.ring.CassandraMurmur3;
import io.hotshard.storeload.SimProperties;
import java.nio.charset.StandardCharsets;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;

final class CassandraMitigationTest {

    /** Three nodes of four tokens each, spread round the ring. */
    private static final Map<String, List<Long>> TOKENS = Map.of(
            "127.0.0.1", List.of(-8_000_000_000_000_000_000L, -2_000_000_000_000_000_000L,
                    1_000_000_000_000_000_000L, 7_000_000_000_000_000_000L),
            "127.0.0.2", List.of(-6_000_000_000_000_000_000L, -500_000_000_000_000_000L,
                    3_000_000_000_000_000_000L, 8_000_000_000_000_000_000L),
            "127.0.0.3", List.of(-4_000_000_000_000_000_000L, 0L, 5_000_000_000_000_000_000L,
                    9_000_000_000_000_000_000L));
    private static final ReplicaMap RING = new ReplicaMap(TOKENS);

    @Test
    void tokenOf_bucket_isTheCompositeOfTheKeysTextAndTheBucketsInt() {
        // CompositeType's bytes written out by hand: length, UTF-8 bytes, 0; length 4, the int big-endian, 0.
        byte[] serialized = {0, 4, 'k', 'e', 'y', '0', 0, 0, 4, 0, 0, 1, 2, 0};

        assertThat(CassandraMitigation.tokenOf("key0", 258)).isEqualTo(CassandraMurmur3.token(serialized));
        assertThat(CassandraMitigation.tokenOf("key0", 258)).isEqualTo(CassandraMurmur3.tokenOfComposite(
                "key0".getBytes(StandardCharsets.UTF_8), new byte[] {0, 0, 1, 2}));
    }

    @Test
    void tokens_oneBucket_isThePlainKeysToken() {
        assertThat(CassandraMitigation.none().tokens("key0")).containsExactly(CassandraMurmur3.tokenOfText("key0"));
    }

    @Test
    void tokens_eightBuckets_oneCompositeTokenPerBucket() {
        CassandraMitigation eight = new CassandraMitigation(8, CassandraMitigation.BucketReads.ALL, Optional.empty());

        List<Long> tokens = eight.tokens("key0");

        assertThat(tokens).hasSize(8).doesNotHaveDuplicates();
        for (int bucket = 0; bucket < 8; bucket++) {
            assertThat(tokens.get(bucket)).isEqualTo(CassandraMitigation.tokenOf("key0", bucket));
        }
    }

    @Test
    void forecast_bucketedCelebrity_loadsTheNodesOfItsBucketsByBucketCount() {
        CassandraMitigation eight = new CassandraMitigation(8, CassandraMitigation.BucketReads.ALL, Optional.empty());
        Map<String, Double> expected = new TreeMap<>(Map.of("127.0.0.1", 0.0, "127.0.0.2", 0.0, "127.0.0.3", 0.0));
        for (int bucket = 0; bucket < 8; bucket++) {
            expected.merge(ownerOf(CassandraMitigation.tokenOf("key0", bucket)), 1.0 / 8, Double::sum);
        }

        TokenForecast forecast = TokenForecast.of(Collections.nCopies(1000, "key0"), List.of("key0"), RING, 1,
                eight::tokens);

        expected.forEach((node, share) -> {
            assertThat(forecast.readShares().get(node)).as(node).isCloseTo(share, within(1e-12));
            assertThat(forecast.writeShares().get(node)).as(node).isCloseTo(share, within(1e-12));
        });
        assertThat(forecast.hottestKeyReplicas()).containsExactlyInAnyOrderElementsOf(expected.entrySet().stream()
                .filter(e -> e.getValue() > 0).map(Map.Entry::getKey).toList());
        assertThat(forecast.hottestReadNode()).isEqualTo(expected.entrySet().stream()
                .max(Map.Entry.comparingByValue()).orElseThrow().getKey());
    }

    @Test
    void from_nothingGiven_noMitigation() {
        CassandraMitigation mitigation = CassandraMitigation.from(new SimProperties(Map.of()));

        assertThat(mitigation).isEqualTo(CassandraMitigation.none());
        assertThat(mitigation.describe()).isEqualTo("none");
    }

    @Test
    void from_bucketsAndCache_readAsGiven() {
        CassandraMitigation mitigation = CassandraMitigation.from(new SimProperties(Map.of(
                "hotshard.cassandra.buckets", "8", "hotshard.cassandra.bucketReads", "one",
                "hotshard.cassandra.cache", "maximumSize=1000,expireAfterWrite=1s")));

        assertThat(mitigation.buckets()).isEqualTo(8);
        assertThat(mitigation.bucketReads()).isEqualTo(CassandraMitigation.BucketReads.ONE);
        assertThat(mitigation.cache()).contains("maximumSize=1000,expireAfterWrite=1s");
    }

    @Test
    void from_zeroBuckets_isRefusedNamingTheProperty() {
        assertThatThrownBy(() -> CassandraMitigation.from(new SimProperties(Map.of("hotshard.cassandra.buckets",
                "0")))).isInstanceOf(IllegalArgumentException.class).hasMessageContaining("hotshard.cassandra.buckets")
                .hasMessageContaining("0");
    }

    @Test
    void from_unknownBucketReads_isRefusedNamingTheValue() {
        assertThatThrownBy(() -> CassandraMitigation.from(new SimProperties(Map.of(
                "hotshard.cassandra.bucketReads", "some")))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("hotshard.cassandra.bucketReads must be all or one but was 'some'");
    }

    @Test
    void from_badCacheSpecification_isRefusedNamingTheValue() {
        assertThatThrownBy(() -> CassandraMitigation.from(new SimProperties(Map.of("hotshard.cassandra.cache",
                "maximumSize=lots")))).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("hotshard.cassandra.cache must be a Caffeine specification")
                .hasMessageContaining("'maximumSize=lots'");
    }

    /** The owner of {@code token} on {@link #RING}, read off a sorted list of its tokens by hand. */
    private static String ownerOf(long token) {
        TreeMap<Long, String> owners = new TreeMap<>();
        TOKENS.forEach((node, tokens) -> tokens.forEach(t -> owners.put(t, node)));
        for (Map.Entry<Long, String> e : owners.entrySet()) {
            if (token <= e.getKey()) {
                return e.getValue();
            }
        }
        return owners.firstEntry().getValue();
    }
}
