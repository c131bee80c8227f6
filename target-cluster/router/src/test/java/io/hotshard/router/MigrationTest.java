package io.hotshard.router;

import static io.hotshard.router.MigrationFixture.value;
import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.ring.PartitionerKind;
import io.hotshard.router.membership.MembershipEvent;
import io.hotshard.router.metrics.RouterMetricsSnapshot;
import io.hotshard.shard.ShardSnapshot;
import io.hotshard.testkit.Await;
import io.hotshard.testkit.TestHttp;
import io.vertx.core.CompositeFuture;
import io.vertx.core.Future;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.json.JsonObject;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

final class MigrationTest {

    private MigrationFixture fixture;

    @AfterEach
    void stop() throws Exception {
        fixture.cluster.close();
    }

    @Test
    void plainAdd_withoutDataMovement_readsOfMovedKeysAnswer404() {
        fixture = MigrationFixture.start(400);
        List<String> moving = fixture.movingKeys();

        TestHttp.Answer added = fixture.cluster.call(HttpMethod.POST, "/admin/nodes",
                new JsonObject().put("id", "s3").put("url", fixture.cluster.shardUrl("s3")).encode());
        List<TestHttp.Answer> reads = Await.result(Future.all(moving.stream().map(fixture::routerGet).toList()))
                .list();

        assertThat(added.status()).isEqualTo(200);
        assertThat(moving).hasSizeGreaterThan(40);
        assertThat(reads).extracting(TestHttp.Answer::status).containsOnly(404);
        assertThat(reads).extracting(TestHttp.Answer::shard).containsOnly("s3");
    }

    @Test
    void migration_underReadsAndWrites_noKeyMissingLastWritesKeptOldOwnersCleaned() {
        fixture = MigrationFixture.start(600);
        List<String> moving = fixture.movingKeys();
        Random random = new Random(42);
        Map<String, String> expected = new HashMap<>();
        fixture.keys.forEach(k -> expected.put(k, value(k)));

        TestHttp.Answer started = fixture.cluster.call(HttpMethod.POST, "/admin/migrations",
                fixture.request(400, true, true));
        int notFound = 0;
        int wrongValues = 0;
        int failedRequests = 0;
        int rounds = 0;
        Set<String> phasesSeen = new TreeSet<>();
        String phase = started.json().getString("phase");
        while (!Set.of("done", "failed").contains(phase) && rounds < 2_000) {
            // Eight reads of known keys and four writes of distinct keys per round; a key's writes are serial.
            List<String> read = random.ints(8, 0, fixture.keys.size()).mapToObj(fixture.keys::get).toList();
            List<String> written = random.ints(0, fixture.keys.size()).distinct().limit(4)
                    .mapToObj(fixture.keys::get).toList();
            List<Future<TestHttp.Answer>> requests = new ArrayList<>();
            read.forEach(k -> requests.add(fixture.routerGet(k)));
            Map<String, String> values = new HashMap<>();
            for (String key : written) {
                values.put(key, "w" + rounds + "-" + key);
                requests.add(fixture.routerPut(key, values.get(key)));
            }
            CompositeFuture answers = Await.result(Future.join(requests));
            for (int i = 0; i < read.size(); i++) {
                TestHttp.Answer answer = answers.resultAt(i);
                notFound += answer.status() == 404 ? 1 : 0;
                failedRequests += answer.status() >= 500 ? 1 : 0;
                boolean racedAWrite = values.containsKey(read.get(i));
                wrongValues += answer.status() == 200 && !racedAWrite
                        && !answer.body().equals(expected.get(read.get(i))) ? 1 : 0;
            }
            for (int i = 0; i < written.size(); i++) {
                TestHttp.Answer answer = answers.resultAt(read.size() + i);
                assertThat(answer.status()).as("PUT %s", written.get(i)).isBetween(200, 201);
                expected.put(written.get(i), values.get(written.get(i)));
            }
            rounds++;
            phase = fixture.migration().getString("phase");
            phasesSeen.add(phase);
        }
        JsonObject migration = fixture.awaitEnd(30);

        assertThat(started.status()).isEqualTo(202);
        assertThat(rounds).as("rounds of load during the migration").isGreaterThan(5);
        assertThat(notFound).as("404s for keys written before or during the migration").isZero();
        assertThat(failedRequests).isZero();
        assertThat(wrongValues).isZero();
        assertThat(migration.getString("phase")).as(migration.encodePrettily()).isEqualTo("done");
        assertThat(phasesSeen).as("phases seen").contains("backfill");
        assertThat(migration.getJsonObject("phaseStartedAtMillis").fieldNames())
                .containsExactly("dual-write", "backfill", "verify", "cutover", "cleanup", "done");
        assertThat(migration.getLong("missingAfterCutover")).isZero();
        assertThat(migration.getLong("mismatches")).as("differences not explained by a concurrent write").isZero();
        assertThat(migration.getLong("copyFailures")).isZero();
        assertThat(migration.getLong("lagKeys")).isZero();
        assertThat(migration.getLong("keysScanned")).isEqualTo(600);
        assertThat(migration.getLong("keysCopied")).isEqualTo(migration.getLong("keysToMove"))
                .isLessThanOrEqualTo(moving.size()).isGreaterThan(moving.size() / 2);
        assertThat(migration.getLong("verified")).isEqualTo(moving.size());
        assertThat(migration.getLong("cleaned")).isEqualTo(moving.size());
        assertThat(migration.getLong("dualWrites")).isPositive();
        assertThat(migration.getValue("error")).isNull();
        assertThat(migration.getLong("finishedAtMillis")).isGreaterThanOrEqualTo(migration.getLong("startedAtMillis"));
        assertThat(fixture.cluster.router().state().ringIds()).containsExactly("s0", "s1", "s2", "s3");

        List<TestHttp.Answer> reads = Await.result(Future.all(fixture.keys.stream().map(fixture::routerGet)
                .toList())).list();
        for (int i = 0; i < reads.size(); i++) {
            String key = fixture.keys.get(i);
            assertThat(reads.get(i).body()).as("value of %s", key).isEqualTo(expected.get(key));
            assertThat(reads.get(i).shard()).as("owner of %s", key).isEqualTo(fixture.after.ownerOf(key));
        }
        assertThat(fixture.keysOn("s3")).containsExactlyInAnyOrderElementsOf(moving);
        for (String old : List.of("s0", "s1", "s2")) {
            assertThat(fixture.keysOn(old)).as("keys left on %s", old).doesNotContainAnyElementsOf(moving)
                    .allMatch(k -> fixture.after.ownerOf(k).equals(old));
        }
    }

    @Test
    void migration_moduloPartitioner_keysMoveBetweenOldNodesTooAndEachShardEndsWithItsOwn() {
        fixture = MigrationFixture.start(300, PartitionerKind.MODULO);
        List<String> moving = fixture.movingKeys();

        fixture.cluster.call(HttpMethod.POST, "/admin/migrations", fixture.request(2_000, true, true));
        JsonObject migration = fixture.awaitEnd(30);
        List<TestHttp.Answer> reads = Await.result(Future.all(fixture.keys.stream().map(fixture::routerGet)
                .toList())).list();

        assertThat(migration.getString("phase")).as(migration.encodePrettily()).isEqualTo("done");
        assertThat(moving.stream().filter(k -> !fixture.after.ownerOf(k).equals("s3"))).as("moves between old nodes")
                .isNotEmpty();
        assertThat(migration.getLong("keysCopied")).isEqualTo(moving.size());
        assertThat(migration.getLong("missingAfterCutover")).isZero();
        assertThat(reads).extracting(TestHttp.Answer::body).containsExactlyElementsOf(
                fixture.keys.stream().map(MigrationFixture::value).toList());
        for (String shard : List.of("s0", "s1", "s2", "s3")) {
            assertThat(fixture.keysOn(shard)).as("keys on %s", shard).containsExactlyInAnyOrderElementsOf(
                    fixture.keys.stream().filter(k -> fixture.after.ownerOf(k).equals(shard)).toList());
        }
    }

    @Test
    void migration_done_everyShardRequestCountedAndAddRecordedWithMovedSample() {
        fixture = MigrationFixture.start(300);
        int moving = fixture.movingKeys().size();

        fixture.cluster.call(HttpMethod.POST, "/admin/migrations", fixture.request(1_000, true, true));
        JsonObject migration = fixture.awaitEnd(30);
        Map<String, ShardSnapshot> shards = fixture.cluster.idleSnapshots();
        RouterMetricsSnapshot metrics = fixture.cluster.router().metrics();
        JsonObject metricsJson = fixture.cluster.get("/admin/metrics").json();

        assertThat(migration.getString("phase")).isEqualTo("done");
        assertThat(migration.getLong("mismatches")).isZero();
        assertThat(migration.getLong("verified")).isEqualTo(moving);
        // Listing keys costs the shards nothing; every copy, check and delete went through the dispatcher.
        shards.forEach((id, shard) -> assertThat(metrics.shards().get(id).sent()).as("requests sent to %s", id)
                .isEqualTo(shard.saturation().arrivals()));
        // Per moved key: copy (GET old, PUT new), verify (GET both), confirm (GET new), clean (DELETE old).
        assertThat(metrics.totalSent()).isEqualTo(300 + moving * 6L);
        assertThat(metricsJson.getJsonObject("migration").getString("phase")).isEqualTo("done");
        assertThat(metricsJson.getJsonObject("migration").getLong("keysCopied")).isEqualTo(moving);
        MembershipEvent added = fixture.cluster.router().events().get(0);
        assertThat(fixture.cluster.router().events()).hasSize(1);
        assertThat(added.type()).isEqualTo(MembershipEvent.Type.ADDED);
        assertThat(added.nodeId()).isEqualTo("s3");
        assertThat(added.detail()).startsWith(fixture.cluster.shardUrl("s3") + ", weight 1.0, migrated " + moving
                + " of " + moving + " keys, moved ").endsWith(" of 10000 sample keys");
    }

    @Test
    void migration_writesDuringBackfill_landOnOldAndNewOwner() {
        fixture = MigrationFixture.start(400);
        List<String> fresh = fixture.freshKeys("fresh", true, 6);
        String staying = fixture.freshKeys("fresh", false, 1).get(0);

        fixture.cluster.call(HttpMethod.POST, "/admin/migrations", fixture.request(5, false, false));
        for (String key : fresh) {
            assertThat(fixture.cluster.call(HttpMethod.PUT, "/kv/" + key, "w-" + key).shard())
                    .isEqualTo(fixture.before.ownerOf(key));
        }
        fixture.cluster.call(HttpMethod.PUT, "/kv/" + staying, "w");
        String deleted = fresh.get(0);
        TestHttp.Answer deleteAnswer = fixture.cluster.call(HttpMethod.DELETE, "/kv/" + deleted, null);
        JsonObject ring = fixture.cluster.get("/admin/ring").json();
        JsonObject migration = fixture.migration();

        assertThat(migration.getString("phase")).isIn("dual-write", "backfill");
        assertThat(migration.getLong("dualWrites")).isEqualTo(fresh.size() + 1L);
        assertThat(deleteAnswer.status()).isEqualTo(200);
        for (String key : fresh.subList(1, fresh.size())) {
            assertThat(fixture.valueOn(fixture.before.ownerOf(key), key)).as("old owner of %s", key)
                    .isEqualTo("w-" + key);
            assertThat(fixture.valueOn("s3", key)).as("new owner of %s", key).isEqualTo("w-" + key);
        }
        assertThat(fixture.valueOn(fixture.before.ownerOf(deleted), deleted)).isNull();
        assertThat(fixture.valueOn("s3", deleted)).isNull();
        assertThat(fixture.valueOn("s3", staying)).isNull();
        assertThat(ring.getJsonArray("ring")).containsExactly("s0", "s1", "s2");
        assertThat(ring.getJsonArray("nodes").getJsonObject(3).getBoolean("inRing")).isFalse();
        assertThat(fixture.cluster.router().state().member("s3")).isNotNull();
    }

    @Test
    void migration_throttled_copiesStayWithinRateTimesElapsedPlusBurst() {
        fixture = MigrationFixture.start(400);
        int rate = 40;
        int burst = 4;

        JsonObject started = fixture.cluster.call(HttpMethod.POST, "/admin/migrations",
                fixture.request(rate, false, false)).json();
        long startedAt = started.getLong("startedAtMillis");
        List<long[]> samples = new ArrayList<>();
        JsonObject migration = started;
        for (int i = 0; i < 1_000 && Set.of("dual-write", "backfill").contains(migration.getString("phase")); i++) {
            migration = fixture.migration();
            samples.add(new long[] {System.currentTimeMillis() - startedAt, migration.getLong("keysCopied")});
            MigrationFixture.pause(25);
        }
        JsonObject ended = fixture.awaitEnd(30);

        assertThat(ended.getString("phase")).as(ended.encodePrettily()).isEqualTo("done");
        assertThat(samples).hasSizeGreaterThan(10);
        for (long[] sample : samples) {
            assertThat(sample[1]).as("keys copied %d ms after the start", sample[0])
                    .isLessThanOrEqualTo(burst + rate * sample[0] / 1_000 + 1);
        }
        long toMove = ended.getLong("keysToMove");
        JsonObject phases = ended.getJsonObject("phaseStartedAtMillis");
        long backfillMillis = phases.getLong("cutover") - phases.getLong("backfill");
        assertThat(backfillMillis).as("backfill of %d keys at %d keys/s", toMove, rate)
                .isGreaterThanOrEqualTo((toMove - burst - 1) * 1_000 / rate);
    }
}
