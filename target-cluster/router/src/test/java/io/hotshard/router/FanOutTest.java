package io.hotshard.router;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.router.core.PartitionerSettings;
import io.hotshard.router.metrics.RouterMetricsSnapshot;
import io.hotshard.shard.FixedLatency;
import io.hotshard.shard.ShardConfig;
import io.hotshard.testkit.Await;
import io.hotshard.testkit.TestHttp;
import io.vertx.core.Future;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.time.Duration;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

final class FanOutTest {

    private TestCluster cluster;

    @AfterEach
    void stop() throws Exception {
        cluster.close();
    }

    @Test
    void fanOut_allShardsAnswer_mergesCountsAndNamesSlowestShard() {
        List<ShardConfig> configs = TestCluster.shardConfigs(3, 0);
        configs = List.of(configs.get(0), configs.get(1), configs.get(2).withLatency(new FixedLatency(40_000)));
        cluster = TestCluster.start(configs, c -> c);
        putKeys("user:", 30);
        putKeys("order:", 5);

        TestHttp.Answer answer = cluster.get("/fanout?q=user:");
        assertThat(answer.status()).isEqualTo(200);
        JsonObject json = answer.json();
        assertThat(json.getInteger("shardsAsked")).isEqualTo(3);
        assertThat(json.getInteger("failed")).isZero();
        assertThat(json.getLong("totalMatched")).isEqualTo(30);
        assertThat(json.getString("slowestShard")).isEqualTo("s2");
        assertThat(json.getLong("slowestLatencyMicros")).isGreaterThanOrEqualTo(40_000);
        JsonArray legs = json.getJsonArray("legs");
        assertThat(legs).hasSize(3);
        int matched = 0;
        for (int i = 0; i < legs.size(); i++) {
            JsonObject leg = legs.getJsonObject(i);
            assertThat(leg.getInteger("status")).isEqualTo(200);
            assertThat(leg.getJsonObject("result").getString("shardId")).isEqualTo(leg.getString("shard"));
            matched += leg.getJsonObject("result").getInteger("matched");
        }
        assertThat(matched).isEqualTo(30);
        RouterMetricsSnapshot metrics = cluster.router().metrics();
        assertThat(metrics.shards().get("s2").slowestInFanOut()).isEqualTo(1);
        assertThat(metrics.fanOutReceived()).isEqualTo(1);
        assertThat(metrics.fanOutLatency().count()).isEqualTo(1);
    }

    @Test
    void fanOut_policyAllWithStalledShard_answers504NamingIt() {
        cluster = TestCluster.start(TestCluster.shardConfigs(3, 0), c -> c.withClient(800, 8));
        Await.result(cluster.shard("s1").stall(Duration.ofSeconds(2)));

        TestHttp.Answer answer = cluster.get("/fanout?q=k");
        assertThat(answer.status()).isEqualTo(504);
        JsonObject json = answer.json();
        assertThat(json.getJsonArray("failedShards")).containsExactly("s1");
        assertThat(json.getString("error")).isEqualTo("shard s1 did not answer within 800 ms");
        assertThat(json.getString("slowestShard")).isEqualTo("s1");
        assertThat(json.getInteger("answered")).isEqualTo(2);
    }

    @Test
    void fanOut_policyPartialWithStalledShard_answers206WithTheOthers() {
        cluster = TestCluster.start(TestCluster.shardConfigs(3, 0), c -> c.withClient(800, 8));
        putKeys("k", 20);
        Await.result(cluster.shard("s1").stall(Duration.ofSeconds(2)));

        TestHttp.Answer answer = cluster.get("/fanout?q=k&policy=partial");
        assertThat(answer.status()).isEqualTo(206);
        JsonObject json = answer.json();
        assertThat(json.getInteger("answered")).isEqualTo(2);
        assertThat(json.getJsonArray("failedShards")).containsExactly("s1");
        JsonArray legs = json.getJsonArray("legs");
        for (int i = 0; i < legs.size(); i++) {
            JsonObject leg = legs.getJsonObject(i);
            assertThat(leg.getInteger("status")).isEqualTo(leg.getString("shard").equals("s1") ? 504 : 200);
        }
    }

    @Test
    void fanOut_policyAllWithDownShard_answers502AndPartialStill206() {
        cluster = TestCluster.start(TestCluster.shardConfigs(3, 0), c -> c);
        Await.result(cluster.shard("s0").down());

        TestHttp.Answer all = cluster.get("/fanout?q=");
        assertThat(all.status()).isEqualTo(502);
        assertThat(all.json().getString("error")).contains("shard s0");
        Await.until("s0 is marked down", () -> !cluster.router().state().member("s0").up());
        TestHttp.Answer partial = cluster.get("/fanout?q=&policy=partial");
        assertThat(partial.status()).isEqualTo(206);
        assertThat(partial.json().getString("error")).isEqualTo("shard s0 is down");
    }

    @Test
    void fanOut_shardsK_repeatedQueryAsksSameKShards() {
        cluster = TestCluster.start(TestCluster.shardConfigs(5, 0), c -> c);
        Set<List<String>> distinctChoices = new HashSet<>();
        for (String q : List.of("a", "b", "c", "d", "e", "f", "g", "h")) {
            List<String> first = askedShards(cluster.get("/fanout?shards=2&q=" + q));
            List<String> second = askedShards(cluster.get("/fanout?shards=2&q=" + q));
            assertThat(first).hasSize(2).doesNotHaveDuplicates().isEqualTo(second);
            distinctChoices.add(first.stream().sorted().toList());
        }
        assertThat(distinctChoices).as("different queries spread over different shards").hasSizeGreaterThan(1);
        long legsSent = cluster.router().metrics().totalSent();
        assertThat(legsSent).isEqualTo(8 * 2 * 2);
    }

    @Test
    void fanOut_routeOwnersOverRanges_asksOnlyTheRangeHoldingThePrefix() {
        cluster = rangeCluster("b", "c");
        putKeys("a:", 4);
        putKeys("b:", 5);
        putKeys("c:", 6);

        TestHttp.Answer answer = cluster.get("/fanout?q=b:&route=owners&limit=0");

        assertThat(askedShards(answer)).containsExactly("s1");
        assertThat(answer.json().getLong("totalMatched")).isEqualTo(5);
        assertThat(answer.json().getString("route")).isEqualTo("owners");
    }

    @Test
    void fanOut_repeatedPrefixesRoutedToOwners_oneLegPerPrefix() {
        cluster = rangeCluster("b", "c");
        putKeys("a:", 4);
        putKeys("c:", 6);

        TestHttp.Answer answer = cluster.get("/fanout?q=a:&q=c:&route=owners");

        assertThat(askedShards(answer)).containsExactly("s0", "s2");
        assertThat(answer.json().getInteger("shardsAsked")).isEqualTo(2);
        assertThat(answer.json().getLong("totalMatched")).isEqualTo(10);
        assertThat(answer.json().getJsonArray("queries")).containsExactly("a:", "c:");
    }

    @Test
    void fanOut_routeOwnersOnHashRing_asksEveryShard() {
        cluster = TestCluster.start(TestCluster.shardConfigs(3, 0), c -> c);
        putKeys("e:", 30);

        TestHttp.Answer answer = cluster.get("/fanout?q=e:&route=owners");

        assertThat(askedShards(answer)).containsExactlyInAnyOrder("s0", "s1", "s2");
        assertThat(answer.json().getLong("totalMatched")).isEqualTo(30);
    }

    @Test
    void fanOut_badParameters_answer400WithMessage() {
        cluster = TestCluster.start(TestCluster.shardConfigs(2, 0), c -> c);
        assertThat(cluster.get("/fanout?q=x&shards=0")).extracting(TestHttp.Answer::status, TestHttp.Answer::body)
                .containsExactly(400, "shards must be an integer in [1, 2] but was 0\n");
        assertThat(cluster.get("/fanout?q=x&shards=3").status()).isEqualTo(400);
        assertThat(cluster.get("/fanout?q=x&policy=most").body())
                .isEqualTo("unknown policy 'most'; known: all, partial\n");
        assertThat(cluster.get("/fanout?q=x&limit=-1").status()).isEqualTo(400);
        assertThat(cluster.get("/fanout?q=x&route=some").body())
                .isEqualTo("unknown route 'some'; known: all, owners, keys\n");
        assertThat(cluster.get("/fanout?q=x&route=owners&shards=1").status()).isEqualTo(400);
        RouterMetricsSnapshot metrics = cluster.router().metrics();
        assertThat(metrics.badRequests()).isEqualTo(6);
        assertThat(metrics.routerFailures()).isEqualTo(6);
        assertThat(metrics.totalSent()).isZero();
    }

    private static TestCluster rangeCluster(String... boundaries) {
        return TestCluster.start(TestCluster.shardConfigs(boundaries.length + 1, 0), c -> c.withPartitioner(
                PartitionerSettings.of(io.hotshard.ring.PartitionerKind.RANGE).withRangeBoundaries(List.of(boundaries))));
    }

    private void putKeys(String prefix, int count) {
        Await.result(Future.all(IntStream.range(0, count).mapToObj(i -> cluster.http()
                .send(HttpMethod.PUT, cluster.router().port(), "/kv/" + prefix + i, "v")).toList()));
    }

    private static List<String> askedShards(TestHttp.Answer answer) {
        assertThat(answer.status()).isEqualTo(200);
        JsonArray legs = answer.json().getJsonArray("legs");
        return IntStream.range(0, legs.size()).mapToObj(i -> legs.getJsonObject(i).getString("shard")).toList();
    }
}
