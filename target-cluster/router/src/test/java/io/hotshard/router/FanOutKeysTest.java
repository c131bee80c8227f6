package io.hotshard.router;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.ring.Partitioner;
import io.hotshard.ring.PartitionerConfig;
import io.hotshard.shard.ShardSnapshot;
import io.hotshard.testkit.Await;
import io.hotshard.testkit.TestHttp;
import io.vertx.core.Future;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.junit5.Timeout;
import io.vertx.junit5.VertxExtension;
import io.vertx.junit5.VertxTestContext;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/** {@code GET /fanout?route=keys}: exact keys, each distinct owner asked once, measured by the shards' arrivals. */
@ExtendWith(VertxExtension.class)
@Timeout(value = 30, timeUnit = TimeUnit.SECONDS)
final class FanOutKeysTest {

    private static final List<String> IDS = List.of("s0", "s1", "s2");
    /** The router's default partitioner over the test cluster's shards, built apart from the router. */
    private static final Partitioner RING = PartitionerConfig.defaults(IDS.toArray(String[]::new)).create();

    private TestCluster cluster;

    @AfterEach
    void stop() throws Exception {
        cluster.close();
    }

    @Test
    void fanOut_routeKeysThreeKeysOnTwoShards_oneRequestToEachOwner(VertxTestContext test) {
        cluster = TestCluster.start(TestCluster.shardConfigs(3, 0), c -> c);
        List<String> keys = threeKeysOnTwoShards();
        String twice = RING.ownerOf(keys.get(0));
        String once = RING.ownerOf(keys.get(2));
        Await.result(Future.all(keys.stream().map(k -> cluster.http()
                .send(HttpMethod.PUT, cluster.router().port(), "/kv/" + k, "v")).toList()));
        Map<String, Long> before = cluster.arrivals();
        long sentBefore = cluster.router().metrics().totalSent();
        String path = "/fanout?q=" + keys.get(0) + "&q=" + keys.get(1) + "&q=" + keys.get(2) + "&q=" + keys.get(0)
                + "&route=keys";

        cluster.http().get(cluster.router().port(), path)
                .compose(answer -> arrivals().map(after -> Map.entry(answer, after)))
                .onComplete(test.succeeding(both -> test.verify(() -> {
                    JsonObject json = both.getKey().json();
                    assertThat(both.getKey().status()).isEqualTo(200);
                    assertThat(json.getString("route")).isEqualTo("keys");
                    assertThat(json.getInteger("shardsAsked")).isEqualTo(2);
                    assertThat(json.getLong("totalMatched")).isEqualTo(3);
                    JsonArray legs = json.getJsonArray("legs");
                    Map<String, Integer> matchedByShard = new LinkedHashMap<>();
                    for (int i = 0; i < legs.size(); i++) {
                        JsonObject leg = legs.getJsonObject(i);
                        matchedByShard.put(leg.getString("shard"), leg.getJsonObject("result").getInteger("matched"));
                    }
                    assertThat(matchedByShard).containsExactly(Map.entry(twice, 2), Map.entry(once, 1));
                    Map<String, Long> received = new LinkedHashMap<>();
                    both.getValue().forEach((id, n) -> received.put(id, n - before.get(id)));
                    Map<String, Long> expected = new LinkedHashMap<>();
                    IDS.forEach(id -> expected.put(id, id.equals(twice) || id.equals(once) ? 1L : 0L));
                    assertThat(received).as("shard requests of the fan-out").isEqualTo(expected);
                    assertThat(cluster.router().metrics().totalSent() - sentBefore).isEqualTo(2);
                    test.completeNow();
                })));
    }

    @Test
    void fanOut_routeKeysWithShardsOrWithoutKeys_answers400LikeOwners() {
        cluster = TestCluster.start(TestCluster.shardConfigs(3, 0), c -> c);

        assertThat(cluster.get("/fanout?q=a&q=b&route=keys&shards=1"))
                .extracting(TestHttp.Answer::status, TestHttp.Answer::body)
                .containsExactly(400, "shards cannot be combined with route=keys but was 1\n");
        assertThat(cluster.get("/fanout?q=a&route=owners&shards=1").body())
                .isEqualTo("shards cannot be combined with route=owners but was 1\n");
        assertThat(cluster.get("/fanout?route=keys"))
                .extracting(TestHttp.Answer::status, TestHttp.Answer::body)
                .containsExactly(400, "route=keys needs at least one key q\n");
        assertThat(cluster.router().metrics().badRequests()).isEqualTo(3);
        assertThat(cluster.router().metrics().totalSent()).isZero();
    }

    /**
     * Keys {@code order:10..} (none a prefix of another, so a scan of one matches it alone): the first two on one
     * shard, the third on another.
     */
    private static List<String> threeKeysOnTwoShards() {
        List<String> candidates = IntStream.range(10, 100).mapToObj(i -> "order:" + i).toList();
        String first = candidates.get(0);
        String sameShard = candidates.stream().skip(1).filter(k -> RING.ownerOf(k).equals(RING.ownerOf(first)))
                .findFirst().orElseThrow();
        String otherShard = candidates.stream().filter(k -> !RING.ownerOf(k).equals(RING.ownerOf(first)))
                .findFirst().orElseThrow();
        return List.of(first, sameShard, otherShard);
    }

    /** Each shard's arrivals, read without blocking. */
    private Future<Map<String, Long>> arrivals() {
        List<Future<ShardSnapshot>> snapshots = new ArrayList<>();
        IDS.forEach(id -> snapshots.add(cluster.shard(id).snapshot()));
        return Future.all(snapshots).map(all -> {
            Map<String, Long> arrivals = new LinkedHashMap<>();
            for (int i = 0; i < IDS.size(); i++) {
                arrivals.put(IDS.get(i), snapshots.get(i).result().saturation().arrivals());
            }
            return arrivals;
        });
    }
}
