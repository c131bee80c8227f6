package io.hotshard.cassandraload;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.hotshard.ring.CassandraMurmur3;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

final class TokenForecastTest {

    /** Three nodes, one token each, placed so that the keys below land on known nodes. */
    private static final ReplicaMap RING = new ReplicaMap(Map.of(
            "127.0.0.1", List.of(-3_000_000_000_000_000_000L),
            "127.0.0.2", List.of(3_000_000_000_000_000_000L),
            "127.0.0.3", List.of(9_000_000_000_000_000_000L)));

    @Test
    void replicas_tokenBetweenTokens_primaryIsTheNextTokenClockwise() {
        assertThat(RING.replicas(0, 1)).containsExactly("127.0.0.2");
        assertThat(RING.replicas(3_000_000_000_000_000_000L, 1)).containsExactly("127.0.0.2");
        assertThat(RING.replicas(3_000_000_000_000_000_001L, 2)).containsExactly("127.0.0.3", "127.0.0.1");
    }

    @Test
    void replicas_tokenAfterTheLastToken_wrapsToTheFirst() {
        assertThat(RING.replicas(Long.MAX_VALUE, 3)).containsExactly("127.0.0.1", "127.0.0.2", "127.0.0.3");
    }

    @Test
    void replicas_nodeWithSeveralTokens_countsOnce() {
        ReplicaMap vnodes = new ReplicaMap(Map.of("a", List.of(1L, 2L, 3L), "b", List.of(10L)));
        assertThat(vnodes.replicas(0, 2)).containsExactly("a", "b");
    }

    @Test
    void of_rfOne_eachReadLoadsTheOwnerOfItsToken() {
        List<String> reads = new ArrayList<>(Collections.nCopies(600, "hot"));
        for (int i = 0; i < 400; i++) {
            reads.add("user:" + i);
        }
        TokenForecast forecast = TokenForecast.of(reads, List.of(), RING, 1);
        Map<String, Double> expected = independent(reads, 1);
        expected.forEach((node, share) -> assertThat(forecast.readShares().get(node)).isCloseTo(share,
                within(1e-12)));
        String owner = RING.replicas(CassandraMurmur3.tokenOfText("hot"), 1).get(0);
        assertThat(forecast.hottestReadNode()).isEqualTo(owner);
        assertThat(forecast.hottestKey()).isEqualTo("hot");
        assertThat(forecast.hottestKeyShare()).isEqualTo(0.6);
        assertThat(forecast.hottestKeyReplicas()).containsExactly(owner);
    }

    @Test
    void of_rfThreeAtOne_spreadsEveryReadEvenlyOverAllNodes() {
        TokenForecast forecast = TokenForecast.of(Collections.nCopies(100, "hot"), List.of(), RING, 3);
        forecast.readShares().values().forEach(share -> assertThat(share).isCloseTo(1.0 / 3, within(1e-12)));
    }

    @Test
    void of_rfTwoWrites_loadEachReplicaOnce() {
        String key = "hot";
        List<String> replicas = RING.replicas(CassandraMurmur3.tokenOfText(key), 2);
        TokenForecast forecast = TokenForecast.of(List.of(), List.of(key), RING, 2);
        assertThat(forecast.writeShares().get(replicas.get(0))).isEqualTo(0.5);
        assertThat(forecast.writeShares().get(replicas.get(1))).isEqualTo(0.5);
    }

    /** Each node's share computed key by key, without the forecast: the owner of each key's token. */
    private static Map<String, Double> independent(List<String> keys, int rf) {
        Map<String, Double> load = new java.util.TreeMap<>(Map.of("127.0.0.1", 0.0, "127.0.0.2", 0.0,
                "127.0.0.3", 0.0));
        for (String key : keys) {
            long token = CassandraMurmur3.tokenOfText(key);
            String owner = token <= -3_000_000_000_000_000_000L ? "127.0.0.1"
                    : token <= 3_000_000_000_000_000_000L ? "127.0.0.2"
                    : token <= 9_000_000_000_000_000_000L ? "127.0.0.3" : "127.0.0.1";
            load.merge(owner, 1.0 / rf, Double::sum);
        }
        load.replaceAll((node, n) -> n / keys.size());
        return load;
    }
}
