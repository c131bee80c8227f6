package io.hotshard.router;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.router.core.AdminRejection;
import io.hotshard.router.core.ShardSpec;
import io.hotshard.router.membership.MembershipEvent;
import io.hotshard.router.migrate.MigrationRequest;
import io.hotshard.shard.ShardConfig;
import io.hotshard.testkit.Await;
import io.hotshard.testkit.TestHttp;
import io.vertx.core.Future;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

final class MigrationAdminTest {

    private MigrationFixture fixture;

    @AfterEach
    void stop() throws Exception {
        fixture.cluster.close();
    }

    @Test
    void getMigrations_noneYet_answersNull() {
        fixture = MigrationFixture.start(0);

        TestHttp.Answer answer = fixture.cluster.get("/admin/migrations");

        assertThat(answer.status()).isEqualTo(200);
        assertThat(answer.json()).isEqualTo(new JsonObject().put("migration", null));
        assertThat(fixture.cluster.router().migration()).isEqualTo(answer.json());
        assertThat(fixture.cluster.get("/admin/metrics").json().containsKey("migration")).isTrue();
    }

    @Test
    void postMigrations_badInput_400NamingFieldOrValueAndNothingStarted() {
        fixture = MigrationFixture.start(0);
        String url = fixture.cluster.shardUrl("s3");

        assertRefused("{not json", 400, "body must be a JSON object but was {not json");
        assertRefused("", 400, "body must be a JSON object but was empty");
        assertRefused("{\"addNode\": {\"id\": \"s3\"}}", 400, "addNode.url must be a string but was missing");
        assertRefused("{\"addNode\": {\"id\": \"s3\", \"url\": \"" + url + "\"}, \"throttleKeysPerSecond\": -5}",
                400, "throttleKeysPerSecond must be in [1, 1000000] but was -5");
        assertRefused("{\"addNode\": {\"id\": \"bad id\", \"url\": \"" + url + "\"}}", 400,
                "shard id must match [A-Za-z0-9_.-]{1,64} but was 'bad id'");
        assertRefused("{\"addNode\": {\"id\": \"s0\", \"url\": \"" + url + "\"}}", 409,
                "node 's0' already exists; remove it first or choose another id");
        assertRefused("{\"addNode\": {\"id\": \"s9\", \"url\": \"" + fixture.cluster.shardUrl("s0") + "\"}}", 409,
                "url " + fixture.cluster.shardUrl("s0") + " already serves node 's0'");
        assertRefused("{\"addNode\": {\"id\": \"s3\", \"url\": \"http://10.1.2.3:8080\"}}", 403,
                "url http://10.1.2.3:8080 of shard s3 is not a loopback address; start the router with"
                        + " allowRemoteShards=true to allow remote shards");

        assertThat(fixture.cluster.get("/admin/migrations").json().getValue("migration")).isNull();
        assertThat(fixture.cluster.router().state().members()).containsOnlyKeys("s0", "s1", "s2");
        assertThat(fixture.cluster.router().state().version()).isEqualTo(1);
    }

    @Test
    void migrationRunning_secondMigrationOrMembershipChange_409UntilItEnds() {
        fixture = MigrationFixture.start(300);
        fixture.cluster.startShard(ShardConfig.defaults("s4"));
        String addS4 = new JsonObject().put("id", "s4").put("url", fixture.cluster.shardUrl("s4")).encode();

        TestHttp.Answer first = fixture.cluster.call(HttpMethod.POST, "/admin/migrations",
                fixture.request(5, true, true));
        TestHttp.Answer second = fixture.cluster.call(HttpMethod.POST, "/admin/migrations",
                new JsonObject().put("addNode", new JsonObject(addS4)).encode());
        TestHttp.Answer add = fixture.cluster.call(HttpMethod.POST, "/admin/nodes", addS4);
        TestHttp.Answer remove = fixture.cluster.call(HttpMethod.DELETE, "/admin/nodes/s1", null);
        TestHttp.Answer switched = fixture.cluster.call(HttpMethod.POST, "/admin/partitioner", "{\"vnodes\": 50}");
        Throwable viaJava = Await.failure(fixture.cluster.router().startMigration(
                MigrationRequest.of(ShardSpec.of("s4", fixture.cluster.shardUrl("s4")))));

        assertThat(first.status()).isEqualTo(202);
        assertThat(first.json().getString("phase")).isEqualTo("dual-write");
        assertThat(first.json().getLong("id")).isEqualTo(1);
        assertThat(second.status()).isEqualTo(409);
        assertThat(second.json().getString("error")).matches(
                "migration 1 adding node 's3' is in phase (dual-write|backfill); wait until it is done or failed");
        assertThat(viaJava).isInstanceOf(AdminRejection.class);
        for (TestHttp.Answer refused : List.of(add, remove, switched)) {
            assertThat(refused.status()).isEqualTo(409);
            assertThat(refused.json().getString("error")).contains("while a migration adds node 's3'");
        }
        assertThat(fixture.cluster.router().state().ringIds()).containsExactly("s0", "s1", "s2");
        assertThat(fixture.cluster.router().events()).isEmpty();
    }

    @Test
    void migration_newNodeNotListening_failsForgetsNodeKeepsRingAndLetsChangesThrough() {
        fixture = MigrationFixture.start(100);
        String nowhere = "http://127.0.0.1:" + freePort();

        TestHttp.Answer started = fixture.cluster.call(HttpMethod.POST, "/admin/migrations",
                new JsonObject().put("addNode", new JsonObject().put("id", "gone").put("url", nowhere)).encode());
        JsonObject migration = fixture.awaitEnd(20);
        Await.until("the node is forgotten", () -> fixture.cluster.router().state().member("gone") == null);
        TestHttp.Answer plainAdd = fixture.cluster.call(HttpMethod.POST, "/admin/nodes",
                new JsonObject().put("id", "s3").put("url", fixture.cluster.shardUrl("s3")).encode());

        assertThat(started.status()).isEqualTo(202);
        assertThat(migration.getString("phase")).isEqualTo("failed");
        assertThat(migration.getString("error")).startsWith("the health check of shard gone failed: ");
        assertThat(migration.getLong("finishedAtMillis")).isNotNull();
        assertThat(plainAdd.status()).as(plainAdd.body()).isEqualTo(200);
    }

    @Test
    void migration_newNodeDownDuringBackfill_failsAndEveryKeyStillReadsFromOldRing() {
        fixture = MigrationFixture.start(400);

        fixture.cluster.call(HttpMethod.POST, "/admin/migrations", fixture.request(20, true, true));
        Await.until("copies started", () -> fixture.migration().getLong("keysCopied") > 0);
        Await.result(fixture.cluster.shard("s3").down());
        JsonObject migration = fixture.awaitEnd(20);
        Await.until("the node is forgotten", () -> fixture.cluster.router().state().member("s3") == null);
        List<TestHttp.Answer> reads = Await.result(Future.all(fixture.keys.stream().map(fixture::routerGet)
                .toList())).list();

        System.out.println("SCRATCH " + migration.encode());
        assertThat(migration.getString("phase")).isEqualTo("failed");
        assertThat(migration.getString("error")).contains("s3");
        assertThat(migration.getLong("keysCopied")).isLessThan(migration.getLong("keysToMove"));
        assertThat(migration.getJsonObject("phaseStartedAtMillis").fieldNames()).doesNotContain("cutover");
        assertThat(fixture.cluster.router().state().ringIds()).containsExactly("s0", "s1", "s2");
        assertThat(reads).extracting(TestHttp.Answer::status).containsOnly(200);
        assertThat(fixture.cluster.router().events()).extracting(MembershipEvent::type)
                .doesNotContain(MembershipEvent.Type.ADDED);
    }

    private void assertRefused(String body, int status, String error) {
        TestHttp.Answer answer = fixture.cluster.call(HttpMethod.POST, "/admin/migrations", body);
        assertThat(answer.status()).as(body).isEqualTo(status);
        assertThat(answer.json().getString("error")).isEqualTo(error);
    }

    private static int freePort() {
        try (ServerSocket socket = new ServerSocket(0, 1, InetAddress.getLoopbackAddress())) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
