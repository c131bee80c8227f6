package io.hotshard.router;

import io.hotshard.ring.Node;
import io.hotshard.ring.Partitioner;
import io.hotshard.ring.PartitionerConfig;
import io.hotshard.ring.PartitionerKind;
import io.hotshard.router.core.PartitionerSettings;
import io.hotshard.shard.FixedLatency;
import io.hotshard.shard.ShardConfig;
import io.hotshard.testkit.Await;
import io.hotshard.testkit.TestHttp;
import io.vertx.core.Future;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.json.JsonObject;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.IntStream;

/**
 * Shards s0..s2 behind a router, a fourth shard s3 started but not added, and {@code keyCount} keys
 * {@code mkey0..} written through the router with value {@code v-<key>}; the ring maths to tell which keys move.
 */
final class MigrationFixture {

    /** Service time of every shard: copies cost the shards time, as client requests do. */
    static final long SERVICE_MICROS = 200;

    final TestCluster cluster;
    final List<String> keys;
    /** Owners before the migration. */
    final Partitioner before;
    /** Owners after it. */
    final Partitioner after;

    private MigrationFixture(TestCluster cluster, List<String> keys, PartitionerKind kind) {
        this.cluster = cluster;
        this.keys = keys;
        this.before = PartitionerConfig.defaults("s0", "s1", "s2").withKind(kind).create();
        this.after = before.withNode(new Node("s3", 1.0));
    }

    /** With the default consistent-hashing ring. */
    static MigrationFixture start(int keyCount) {
        return start(keyCount, PartitionerKind.RING);
    }

    static MigrationFixture start(int keyCount, PartitionerKind kind) {
        TestCluster cluster = TestCluster.start(TestCluster.shardConfigs(3, SERVICE_MICROS),
                c -> c.withPartitioner(PartitionerSettings.of(kind)));
        cluster.startShard(ShardConfig.defaults("s3").withLatency(new FixedLatency(SERVICE_MICROS))
                .withCapacity(64, 256));
        List<String> keys = IntStream.range(0, keyCount).mapToObj(i -> "mkey" + i).toList();
        MigrationFixture fixture = new MigrationFixture(cluster, keys, kind);
        for (int from = 0; from < keyCount; from += 100) {
            List<String> batch = keys.subList(from, Math.min(keyCount, from + 100));
            Await.result(Future.all(batch.stream().map(k -> fixture.routerPut(k, value(k))).toList()));
        }
        return fixture;
    }

    static String value(String key) {
        return "v-" + key;
    }

    boolean moves(String key) {
        return !before.ownerOf(key).equals(after.ownerOf(key));
    }

    /** Keys {@code prefix0..} that move (or not) with s3's arrival. */
    List<String> freshKeys(String prefix, boolean moving, int count) {
        List<String> found = new ArrayList<>();
        for (int i = 0; found.size() < count && i < 100_000; i++) {
            if (moves(prefix + i) == moving) {
                found.add(prefix + i);
            }
        }
        return found;
    }

    List<String> movingKeys() {
        return keys.stream().filter(this::moves).toList();
    }

    /** The body of {@code POST /admin/migrations} adding s3. */
    String request(int keysPerSecond, boolean verify, boolean cleanup) {
        return new JsonObject().put("addNode", new JsonObject().put("id", "s3").put("url", cluster.shardUrl("s3")))
                .put("throttleKeysPerSecond", keysPerSecond).put("verify", verify).put("cleanup", cleanup).encode();
    }

    /** The running or last migration's JSON, from the admin API. */
    JsonObject migration() {
        return cluster.get("/admin/migrations").json().getJsonObject("migration");
    }

    /** Polls the migration every 20 ms until it has ended, for at most {@code seconds}. */
    JsonObject awaitEnd(int seconds) {
        long deadline = System.nanoTime() + seconds * 1_000_000_000L;
        JsonObject migration = migration();
        while (!Set.of("done", "failed").contains(migration.getString("phase")) && System.nanoTime() < deadline) {
            pause(20);
            migration = migration();
        }
        return migration;
    }

    /** The keys a shard holds, from its admin listing (which no shard counts as a served request). */
    Set<String> keysOn(String shardId) {
        TestHttp.Answer answer = Await.result(cluster.http().get(cluster.shardPort(shardId),
                "/admin/keys?limit=10000"));
        Set<String> held = new TreeSet<>();
        answer.json().getJsonArray("keys").forEach(k -> held.add((String) k));
        return held;
    }

    /** A value read straight from a shard, or null if it has no such key. */
    String valueOn(String shardId, String key) {
        TestHttp.Answer answer = Await.result(cluster.http().get(cluster.shardPort(shardId), "/kv/" + key));
        return answer.status() == 404 ? null : answer.body();
    }

    Future<TestHttp.Answer> routerPut(String key, String value) {
        return cluster.http().send(HttpMethod.PUT, cluster.router().port(), "/kv/" + key, value);
    }

    Future<TestHttp.Answer> routerGet(String key) {
        return cluster.http().get(cluster.router().port(), "/kv/" + key);
    }

    static void pause(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError("interrupted", e);
        }
    }
}
