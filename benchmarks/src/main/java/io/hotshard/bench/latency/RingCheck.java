package io.hotshard.bench.latency;

import io.hotshard.testkit.TestHttp;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.ArrayList;
import java.util.List;

/** Whether a router's ring is the one {@link KeyOwners} placed the keys on: the default partitioner, these shards. */
final class RingCheck {

    private RingCheck() {
    }

    /** Why the router's ring is not the one the owners were computed for, or null when it is. */
    static Future<String> problem(TestHttp client, int routerPort, List<NamedPort> shards) {
        return client.get(routerPort, "/admin/ring").map(answer -> problem(answer.json(), shards));
    }

    private static String problem(JsonObject ring, List<NamedPort> shards) {
        if (!"ring".equals(ring.getString("partitioner")) || !"sha256".equals(ring.getString("hash"))
                || ring.getInteger("vnodes", 0) != 100) {
            return "the router must use its default partitioner (ring, sha256, 100 vnodes) but uses "
                    + ring.getString("partitioner") + ", " + ring.getString("hash") + ", " + ring.getInteger("vnodes")
                    + " vnodes";
        }
        List<String> expected = new ArrayList<>();
        shards.forEach(s -> expected.add(s.name() + "=http://127.0.0.1:" + s.port()));
        List<String> actual = new ArrayList<>();
        JsonArray nodes = ring.getJsonArray("nodes", new JsonArray());
        for (int i = 0; i < nodes.size(); i++) {
            JsonObject node = nodes.getJsonObject(i);
            actual.add(node.getString("id") + "=" + node.getString("url"));
        }
        expected.sort(null);
        actual.sort(null);
        return expected.equals(actual) ? null : "the router's shards are " + actual + " but --shard gave " + expected;
    }
}
