package io.hotshard.router;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.hotshard.http.AdminToken;
import io.hotshard.http.HttpSecurity;
import io.hotshard.testkit.Await;
import io.vertx.core.json.JsonObject;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

final class AdminTokenRoutingTest {

    private static final String BEARER = "Bearer " + SecuredCluster.SECRET;

    private SecuredCluster cluster;

    @AfterEach
    void stop() throws Exception {
        cluster.close();
    }

    @Test
    void adminChanges_missingOrWrongToken_are401AndChangeNothing() {
        cluster = SecuredCluster.start(AdminToken.of(SecuredCluster.SECRET), List.of("s0", "s1"));
        String spare = cluster.startShard("s2");
        String ringBefore = ring();
        String mitigationsBefore = cluster.call("GET", "/admin/mitigations", null).body();

        List<HttpResponse<String>> refused = List.of(
                cluster.call("POST", "/admin/nodes", new JsonObject().put("id", "s2").put("url", spare).encode()),
                cluster.call("DELETE", "/admin/nodes/s1", null, "Bearer wrong-token-0123456789"),
                cluster.call("POST", "/admin/partitioner", "{\"vnodes\":7}", BEARER + "x"),
                cluster.call("POST", "/admin/mitigations", "{\"cache\":{\"enabled\":true}}", "Basic abc"),
                cluster.call("POST", "/admin/migrations", new JsonObject().put("addNode",
                        new JsonObject().put("id", "s2").put("url", spare)).encode()));

        assertThat(refused).allSatisfy(answer -> {
            assertThat(answer.statusCode()).isEqualTo(401);
            assertThat(answer.body()).startsWith("admin token");
        });
        assertThat(ring()).isEqualTo(ringBefore);
        assertThat(cluster.call("GET", "/admin/mitigations", null).body()).isEqualTo(mitigationsBefore);
        assertThat(cluster.call("GET", "/admin/migrations", null).body()).contains("\"migration\":null");
        assertThat(cluster.router().events()).isEmpty();
    }

    @Test
    void dataHealthAndMetricsReads_withoutToken_areServed() {
        cluster = SecuredCluster.start(AdminToken.of(SecuredCluster.SECRET), List.of("s0", "s1"));

        assertThat(cluster.call("PUT", "/kv/user:1", "v").statusCode()).isEqualTo(201);
        assertThat(cluster.call("GET", "/kv/user:1", null).body()).isEqualTo("v");
        assertThat(cluster.call("DELETE", "/kv/user:1", null).statusCode()).isEqualTo(200);
        assertThat(cluster.call("GET", "/fanout?q=user", null).statusCode()).isEqualTo(200);
        for (String read : List.of("/health", "/admin/ring", "/admin/metrics", "/admin/metrics/intervals",
                "/admin/events", "/admin/hotkeys", "/metrics/prometheus")) {
            assertThat(cluster.call("GET", read, null).statusCode()).as(read).isEqualTo(200);
        }
    }

    @Test
    void addNode_rightToken_changesTheRing() {
        cluster = SecuredCluster.start(AdminToken.of(SecuredCluster.SECRET), List.of("s0"));
        String spare = cluster.startShard("s1");

        HttpResponse<String> added = cluster.call("POST", "/admin/nodes",
                new JsonObject().put("id", "s1").put("url", spare).encode(), BEARER);

        assertThat(added.statusCode()).isEqualTo(200);
        assertThat(cluster.router().state().ringIds()).containsExactly("s0", "s1");
    }

    @Test
    void migration_tokenGiven_routerSendsItToTheShardsKeyListing() {
        cluster = SecuredCluster.start(AdminToken.of(SecuredCluster.SECRET), List.of("s0", "s1"));
        for (int i = 0; i < 200; i++) {
            assertThat(cluster.call("PUT", "/kv/key" + i, "v" + i).statusCode()).isEqualTo(201);
        }
        String spare = cluster.startShard("s2");
        assertThat(cluster.callShard("s0", "GET", "/admin/keys", null, null).statusCode()).isEqualTo(401);

        HttpResponse<String> started = cluster.call("POST", "/admin/migrations", new JsonObject()
                .put("addNode", new JsonObject().put("id", "s2").put("url", spare))
                .put("throttleKeysPerSecond", 100_000).encode(), BEARER);

        assertThat(started.statusCode()).as(started.body()).isEqualTo(202);
        Await.until("the migration ends", () -> finished(migration()));
        JsonObject done = migration();
        assertThat(done.getString("phase")).as(done.encode()).isEqualTo("done");
        assertThat(done.getLong("keysCopied")).isPositive().isEqualTo(done.getLong("keysToMove"));
        for (int i = 0; i < 200; i++) {
            assertThat(cluster.call("GET", "/kv/key" + i, null).body()).isEqualTo("v" + i);
        }
    }

    @Test
    void config_nonLoopbackHostWithoutToken_isRefusedInOneLine() {
        RouterConfig loopback = RouterConfig.defaults(Map.of("s0", "http://127.0.0.1:1"));

        assertThatThrownBy(() -> loopback.withListen("0.0.0.0", 0)).isInstanceOf(IllegalArgumentException.class)
                .hasMessageStartingWith("the router would listen on 0.0.0.0, which is not a loopback address,"
                        + " without an admin token");
        assertThat(loopback.withSecurity(HttpSecurity.withToken(AdminToken.of(SecuredCluster.SECRET)))
                .withListen("0.0.0.0", 0).host()).isEqualTo("0.0.0.0");
        cluster = SecuredCluster.start(AdminToken.none(), List.of("s0"));
    }

    private String ring() {
        JsonObject ring = new JsonObject(cluster.call("GET", "/admin/ring", null).body());
        ring.getJsonArray("nodes").forEach(node -> ((JsonObject) node).remove("inFlight"));
        return ring.encode();
    }

    private JsonObject migration() {
        return new JsonObject(cluster.call("GET", "/admin/migrations", null).body()).getJsonObject("migration");
    }

    private static boolean finished(JsonObject migration) {
        return migration != null && migration.getValue("finishedAtMillis") != null;
    }
}
