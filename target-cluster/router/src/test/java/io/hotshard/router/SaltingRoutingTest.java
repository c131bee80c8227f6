package io.hotshard.router;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.router.mitigate.KeyPlanner;
import io.hotshard.router.mitigate.MitigationCounts;
import io.hotshard.testkit.Await;
import io.hotshard.testkit.TestHttp;
import io.vertx.core.http.HttpMethod;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Salted keys stored as sub-keys {@code key#0..key#(S-1)} on real shards. */
final class SaltingRoutingTest {

    private TestCluster cluster;

    @AfterEach
    void stop() throws Exception {
        cluster.close();
    }

    private String onShard(String key, int salt) {
        String owner = cluster.router().state().partitioner().ownerOf(key + "#" + salt);
        return Await.result(cluster.http().get(cluster.shardPort(owner), KeyPlanner.saltedUri(key, salt))).body();
    }

    @Test
    void mergeMode_putsRoundRobin_getJoinsPartsInSaltOrder() {
        cluster = TestCluster.start(TestCluster.shardConfigs(4, 0), c -> c);
        cluster.mitigate("{\"salting\":{\"enabled\":true,\"keys\":[\"hot key\"],\"salts\":4,\"readMode\":\"merge\"}}");
        for (String value : new String[] {"a", "b", "c"}) {
            assertThat(cluster.call(HttpMethod.PUT, "/kv/hot%20key", value).status()).isEqualTo(201);
        }
        assertThat(onShard("hot key", 1)).isEqualTo("b");
        assertThat(onShard("hot key", 3)).isEqualTo("no such key\n");

        TestHttp.Answer merged = cluster.get("/kv/hot%20key");
        assertThat(merged.status()).isEqualTo(200);
        assertThat(merged.body()).isEqualTo("a\nb\nc");
        assertThat(cluster.call(HttpMethod.DELETE, "/kv/hot%20key", null).status()).isEqualTo(200);
        assertThat(cluster.get("/kv/hot%20key").status()).as("every salt deleted").isEqualTo(404);

        MitigationCounts counts = cluster.counts();
        assertThat(counts.salting().writes()).isEqualTo(4);
        assertThat(counts.salting().reads()).isEqualTo(2);
        assertThat(counts.salting().extraLegs()).as("two reads and a delete over 4 salts").isEqualTo(9);
        assertThat(cluster.router().metrics().totalSent()).isEqualTo(3 + 4 + 4 + 4);
    }

    @Test
    void oneMode_putReplicatesToEverySalt_getReadsOneAndReturnsTheValue() {
        cluster = TestCluster.start(TestCluster.shardConfigs(4, 0), c -> c);
        cluster.mitigate("{\"salting\":{\"enabled\":true,\"keys\":[\"hot\"],\"salts\":4,\"readMode\":\"one\"}}");
        assertThat(cluster.call(HttpMethod.PUT, "/kv/hot", "v").status()).isEqualTo(201);
        for (int salt = 0; salt < 4; salt++) {
            assertThat(onShard("hot", salt)).isEqualTo("v");
        }
        long sentBefore = cluster.router().metrics().totalSent();
        Set<String> servedBy = new HashSet<>();
        for (int i = 0; i < 40; i++) {
            TestHttp.Answer read = cluster.get("/kv/hot");
            assertThat(read.status()).isEqualTo(200);
            assertThat(read.body()).isEqualTo("v");
            servedBy.add(read.shard());
        }
        Set<String> saltOwners = new HashSet<>();
        for (int salt = 0; salt < 4; salt++) {
            saltOwners.add(cluster.router().state().partitioner().ownerOf("hot#" + salt));
        }
        assertThat(servedBy).as("reads spread over the salts' owners").isEqualTo(saltOwners);
        assertThat(cluster.router().metrics().totalSent() - sentBefore).as("one leg per read").isEqualTo(40);
        assertThat(cluster.counts().salting().extraLegs()).as("the write's three extra legs").isEqualTo(3);
        assertThat(cluster.get("/kv/cold").status()).as("unlisted keys are not salted").isEqualTo(404);
    }
}
