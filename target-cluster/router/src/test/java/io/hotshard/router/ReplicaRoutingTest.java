package io.hotshard.router;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.router.mitigate.MitigationCounts;
import io.hotshard.testkit.Await;
import io.hotshard.testkit.TestHttp;
import io.vertx.core.http.HttpMethod;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Replicated keys are written to their preference list and read from one replica at a time. */
final class ReplicaRoutingTest {

    private TestCluster cluster;

    @AfterEach
    void stop() throws Exception {
        cluster.close();
    }

    private String direct(String shardId, String key) {
        return Await.result(cluster.http().get(cluster.shardPort(shardId), "/kv/" + key)).body();
    }

    @Test
    void put_replicatedKey_everyReplicaHoldsTheValueAndReadsSpreadOverThem() {
        cluster = TestCluster.start(TestCluster.shardConfigs(5, 0), c -> c);
        cluster.mitigate("{\"replicas\":{\"enabled\":true,\"keys\":[\"hot\"],\"replicas\":3}}");
        List<String> replicas = cluster.router().state().partitioner().preferenceList("hot", 3);

        assertThat(cluster.call(HttpMethod.PUT, "/kv/hot", "v").status()).isEqualTo(201);
        for (String id : List.of("s0", "s1", "s2", "s3", "s4")) {
            assertThat(direct(id, "hot")).as("copy on %s", id).isEqualTo(replicas.contains(id) ? "v" : "no such key\n");
        }
        Map<String, Integer> readsByShard = new TreeMap<>();
        for (int i = 0; i < 30; i++) {
            TestHttp.Answer read = cluster.get("/kv/hot");
            assertThat(read.body()).isEqualTo("v");
            readsByShard.merge(read.shard(), 1, Integer::sum);
        }
        assertThat(readsByShard).as("idle replicas take turns").containsOnlyKeys(replicas)
                .allSatisfy((id, reads) -> assertThat(reads).isEqualTo(10));

        assertThat(cluster.call(HttpMethod.DELETE, "/kv/hot", null).status()).isEqualTo(200);
        replicas.forEach(id -> assertThat(direct(id, "hot")).isEqualTo("no such key\n"));
        MitigationCounts counts = cluster.counts();
        assertThat(counts.replicas().writes()).isEqualTo(2);
        assertThat(counts.replicas().reads()).isEqualTo(30);
        assertThat(counts.replicas().extraLegs()).isEqualTo(4);
        assertThat(cluster.router().metrics().totalSent()).isEqualTo(3 + 30 + 3);
    }

    @Test
    void get_replicaMarkedDown_readsGoToTheUpReplicas() {
        cluster = TestCluster.start(TestCluster.shardConfigs(4, 0), c -> c);
        cluster.mitigate("{\"replicas\":{\"enabled\":true,\"keys\":[\"hot\"],\"replicas\":2}}");
        List<String> replicas = cluster.router().state().partitioner().preferenceList("hot", 2);
        cluster.call(HttpMethod.PUT, "/kv/hot", "v");
        Await.result(cluster.shard(replicas.get(0)).down());
        // A read may first meet a pooled connection the shard just closed (broken, not refused): read until refused.
        Await.until("the first replica is marked down", () -> {
            cluster.get("/kv/hot");
            return !cluster.router().state().member(replicas.get(0)).up();
        });

        for (int i = 0; i < 6; i++) {
            TestHttp.Answer read = cluster.get("/kv/hot");
            assertThat(read.shard()).isEqualTo(replicas.get(1));
            assertThat(read.body()).isEqualTo("v");
        }
    }
}
