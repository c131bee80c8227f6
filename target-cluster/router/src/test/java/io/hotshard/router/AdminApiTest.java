package io.hotshard.router;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.ring.HashAlgorithm;
import io.hotshard.ring.Node;
import io.hotshard.ring.Partitioner;
import io.hotshard.ring.PartitionerConfig;
import io.hotshard.ring.PartitionerKind;
import io.hotshard.ring.analysis.KeyMoves;
import io.hotshard.ring.analysis.KeySequence;
import io.hotshard.router.core.AdminRejection;
import io.hotshard.router.core.RouterState;
import io.hotshard.router.core.ShardSpec;
import io.hotshard.router.core.ShardUrl;
import io.hotshard.router.membership.MembershipChange;
import io.hotshard.router.membership.MembershipEvent;
import io.hotshard.shard.ShardConfig;
import io.hotshard.testkit.Await;
import io.hotshard.testkit.TestHttp;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

final class AdminApiTest {

    private static final KeySequence SAMPLE = KeySequence.of("key", RouterConfig.DEFAULT_MOVE_SAMPLE_KEYS);

    private TestCluster cluster;

    @AfterEach
    void stop() throws Exception {
        cluster.close();
    }

    @Test
    void addNode_newShard_movesOnlyOntoItAsKeyMovesCounts() {
        cluster = TestCluster.start(TestCluster.shardConfigs(3, 0), c -> c);
        cluster.startShard(ShardConfig.defaults("s3"));

        TestHttp.Answer answer = cluster.call(HttpMethod.POST, "/admin/nodes",
                new JsonObject().put("id", "s3").put("url", cluster.shardUrl("s3")).encode());
        assertThat(answer.status()).isEqualTo(200);
        Partitioner before = PartitionerConfig.defaults("s0", "s1", "s2").create();
        Partitioner after = PartitionerConfig.defaults("s0", "s1", "s2", "s3").create();
        KeyMoves expected = KeyMoves.between(before, after, SAMPLE);
        assertMoves(answer.json(), expected);
        assertThat(expected.movedOnlyTo("s3")).isTrue();
        assertThat(answer.json().getLong("version")).isEqualTo(2);
        String movedKey = KvRoutingTest.keysOwnedBy(after, "s3", 1).get(0);
        assertThat(cluster.call(HttpMethod.PUT, "/kv/" + movedKey, "v").shard()).isEqualTo("s3");
        assertThat(cluster.router().events()).extracting(MembershipEvent::type)
                .containsExactly(MembershipEvent.Type.ADDED);
    }

    @Test
    void removeNode_member_movesOnlyItsKeysAsKeyMovesCounts() {
        cluster = TestCluster.start(TestCluster.shardConfigs(4, 0), c -> c);

        TestHttp.Answer answer = cluster.call(HttpMethod.DELETE, "/admin/nodes/s1", null);
        assertThat(answer.status()).isEqualTo(200);
        KeyMoves expected = KeyMoves.between(PartitionerConfig.defaults("s0", "s1", "s2", "s3").create(),
                PartitionerConfig.defaults("s0", "s2", "s3").create(), SAMPLE);
        assertMoves(answer.json(), expected);
        assertThat(expected.movedOnlyFrom("s1")).isTrue();
        assertThat(cluster.router().state().members()).doesNotContainKey("s1");
        assertThat(answer.json().getJsonArray("ring")).containsExactly("s0", "s2", "s3");
    }

    @Test
    void switchPartitioner_toMaglevMurmur_countsMovesAndReportsNewRing() {
        cluster = TestCluster.start(TestCluster.shardConfigs(3, 0), c -> c);

        TestHttp.Answer answer = cluster.call(HttpMethod.POST, "/admin/partitioner",
                "{\"partitioner\":\"maglev\",\"hash\":\"murmur3\"}");
        assertThat(answer.status()).isEqualTo(200);
        List<Node> nodes = Node.numbered("s", 3);
        Partitioner maglev = PartitionerConfig.defaults(nodes).withKind(PartitionerKind.MAGLEV)
                .withHash(HashAlgorithm.MURMUR3).create();
        assertMoves(answer.json(), KeyMoves.between(PartitionerConfig.defaults(nodes).create(), maglev, SAMPLE));
        assertThat(answer.json().getJsonObject("partitioner").getString("partitioner")).isEqualTo("maglev");

        JsonObject ring = cluster.get("/admin/ring").json();
        assertThat(ring.getString("partitioner")).isEqualTo("maglev");
        assertThat(ring.getString("hash")).isEqualTo("murmur3");
        for (String key : List.of("a", "b", "c", "d")) {
            assertThat(cluster.call(HttpMethod.PUT, "/kv/" + key, "v").shard()).isEqualTo(maglev.ownerOf(key));
        }
    }

    @Test
    void ring_defaults_listsNodesWithStatesVnodesAndShares() {
        cluster = TestCluster.start(TestCluster.shardConfigs(4, 0), c -> c);

        JsonObject ring = cluster.get("/admin/ring").json();
        assertThat(ring.getString("partitioner")).isEqualTo("ring");
        assertThat(ring.getString("hash")).isEqualTo("sha256");
        assertThat(ring.getInteger("vnodes")).isEqualTo(100);
        JsonArray nodes = ring.getJsonArray("nodes");
        assertThat(nodes).hasSize(4);
        double total = 0;
        for (int i = 0; i < nodes.size(); i++) {
            JsonObject node = nodes.getJsonObject(i);
            assertThat(node.getString("id")).isEqualTo("s" + i);
            assertThat(node.getString("url")).isEqualTo(cluster.shardUrl("s" + i));
            assertThat(node.getString("state")).isEqualTo("up");
            assertThat(node.getInteger("vnodes")).isEqualTo(100);
            assertThat(node.getDouble("share")).isBetween(0.15, 0.35);
            total += node.getDouble("share");
        }
        assertThat(total).isCloseTo(1.0, org.assertj.core.data.Offset.offset(1e-9));
        assertThat(Await.result(cluster.router().ring())).isEqualTo(ring);
    }

    @Test
    void admin_badInput_refusedWithStatusAndMessageStateUnchanged() {
        cluster = TestCluster.start(TestCluster.shardConfigs(2, 0), c -> c);
        String s0 = cluster.shardUrl("s0");
        List<Object[]> cases = List.of(
                new Object[]{HttpMethod.POST, "/admin/nodes", "{\"id\":\"s0\",\"url\":\"http://127.0.0.1:1\"}",
                        409, "node 's0' already exists"},
                new Object[]{HttpMethod.POST, "/admin/nodes", "{\"id\":\"s9\",\"url\":\"" + s0 + "\"}",
                        409, "already serves node 's0'"},
                new Object[]{HttpMethod.DELETE, "/admin/nodes/s7", null, 404, "unknown node 's7'; nodes are [s0, s1]"},
                new Object[]{HttpMethod.POST, "/admin/nodes", "{\"id\":\"s9\",\"url\":\"127.0.0.1:80\"}",
                        400, "url must be http://host:port"},
                new Object[]{HttpMethod.POST, "/admin/nodes", "{\"id\":\"s9\",\"url\":\"http://127.0.0.1\"}",
                        400, "url must be http://host:port"},
                new Object[]{HttpMethod.POST, "/admin/nodes", "{\"id\":\"s9\",\"url\":\"http://10.1.2.3:8080\"}",
                        403, "start the router with allowRemoteShards=true"},
                new Object[]{HttpMethod.POST, "/admin/nodes", "{\"id\":\"s9\"}", 400, "url must be given"},
                new Object[]{HttpMethod.POST, "/admin/nodes", "{\"id\":\"s9\",\"url\":\"http://127.0.0.1:2\","
                        + "\"weight\":-1}", 400, "weight of shard s9 must be > 0"},
                new Object[]{HttpMethod.POST, "/admin/nodes", "{\"id\":\"s9\",\"host\":\"x\"}", 400,
                        "unknown field 'host'"},
                new Object[]{HttpMethod.POST, "/admin/nodes", "{not json", 400, "body must be a JSON object"},
                new Object[]{HttpMethod.POST, "/admin/partitioner", "{\"partitioner\":\"chord\"}", 400,
                        "unknown partitioner 'chord'; known: " + PartitionerKind.knownLabels()},
                new Object[]{HttpMethod.POST, "/admin/partitioner", "{\"hash\":\"crc32\"}", 400,
                        "unknown hash 'crc32'; known: sha256, md5, murmur3, xxhash64"},
                new Object[]{HttpMethod.POST, "/admin/partitioner", "{\"vnodes\":0}", 400,
                        "vnodes must be >= 1"},
                new Object[]{HttpMethod.POST, "/admin/partitioner", "{\"epsilon\":-0.5}", 400,
                        "epsilon must be > 0 and finite but was -0.5"},
                new Object[]{HttpMethod.POST, "/admin/partitioner", "[1,2]", 400, "body must be a JSON object"});
        RouterState before = cluster.router().state();
        for (Object[] c : cases) {
            TestHttp.Answer answer = cluster.call((HttpMethod) c[0], (String) c[1], (String) c[2]);
            assertThat(answer.status()).as("%s %s %s", c[0], c[1], c[2]).isEqualTo(c[3]);
            assertThat(answer.json().getString("error")).as("%s %s", c[1], c[2]).contains((String) c[4]);
            assertThat(cluster.router().state()).as("state after %s", c[2]).isSameAs(before);
        }
        assertThat(cluster.router().events()).isEmpty();
    }

    @Test
    void removeNode_lastNodeOfRing_refused409() {
        cluster = TestCluster.start(TestCluster.shardConfigs(1, 0), c -> c);
        RouterState before = cluster.router().state();

        TestHttp.Answer answer = cluster.call(HttpMethod.DELETE, "/admin/nodes/s0", null);
        assertThat(answer.status()).isEqualTo(409);
        assertThat(answer.json().getString("error")).isEqualTo("cannot remove 's0': it is the last node in the ring");
        assertThat(cluster.router().state()).isSameAs(before);
        Throwable inJvm = Await.failure(cluster.router().removeNode("s0"));
        assertThat(inJvm).isInstanceOf(AdminRejection.class);
        assertThat(((AdminRejection) inJvm).status()).isEqualTo(409);
    }

    @Test
    void addNode_remoteUrlWhenAllowed_accepted() {
        cluster = TestCluster.start(TestCluster.shardConfigs(2, 0), c -> c.withAllowRemoteShards(true));

        // Health probes are off in this cluster and no data is routed, so nothing is ever sent to this address.
        MembershipChange change = Await.result(cluster.router()
                .addNode(new ShardSpec("far", ShardUrl.parse("http://10.1.2.3:8080"), 2.0)));
        assertThat(change.applied()).isTrue();
        assertThat(change.ring()).containsExactly("s0", "s1", "far");
        assertThat(cluster.router().state().member("far").url().isLoopback()).isFalse();
        assertThat(Await.result(cluster.router().removeNode("far")).moves().movedOnlyFrom("far")).isTrue();
    }

    private static void assertMoves(JsonObject answer, KeyMoves expected) {
        assertThat(answer.getLong("sampleKeys")).isEqualTo(expected.total());
        assertThat(answer.getLong("moved")).isEqualTo(expected.moved()).isPositive();
        JsonObject expectedMatrix = new JsonObject();
        expected.fromTo().forEach((from, row) -> expectedMatrix.put(from, new JsonObject(Map.copyOf(row))));
        assertThat(answer.getJsonObject("fromTo")).isEqualTo(expectedMatrix);
    }
}
