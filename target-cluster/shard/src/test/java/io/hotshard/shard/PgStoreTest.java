package io.hotshard.shard;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.testkit.Await;
import io.hotshard.testkit.TestHttp;
import io.vertx.core.Future;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.json.JsonObject;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

final class PgStoreTest {

    private static TestPostgres postgres;
    private ShardFixture fixture;
    private TestHttp http;
    private ShardServer shard;
    private int port;

    @BeforeAll
    static void startPostgres() throws Exception {
        ShardWarmUp.once();
        postgres = TestPostgres.start();
    }

    @AfterAll
    static void stopPostgres() throws Exception {
        postgres.close();
    }

    @BeforeEach
    void startShard() throws Exception {
        ShardConfig config = ShardConfig.defaults("pg-0").withLatency(LatencyText.parse("none")).withCapacity(2, 16);
        fixture = new ShardFixture(config, StoreConfig.pg(postgres.target()));
        http = fixture.http;
        shard = fixture.shard;
        port = fixture.port;
    }

    @AfterEach
    void stopShard() throws Exception {
        fixture.close();
    }

    @Test
    void kv_onPgStore_roundTripsThroughTheShardsTable() throws Exception {
        assertThat(Await.result(http.send(HttpMethod.PUT, port, "/kv/user:1", "first")).status()).isEqualTo(201);
        assertThat(Await.result(http.send(HttpMethod.PUT, port, "/kv/user:1", "second")).status()).isEqualTo(200);
        assertThat(Await.result(http.get(port, "/kv/user:1")).body()).isEqualTo("second");
        assertThat(Await.result(http.send(HttpMethod.PUT, port, "/kv/user:2", "other")).status()).isEqualTo(201);
        assertThat(rowsInTable()).containsExactly("user:1=second", "user:2=other");

        assertThat(Await.result(http.send(HttpMethod.DELETE, port, "/kv/user:1", null)).status()).isEqualTo(200);
        assertThat(Await.result(http.send(HttpMethod.DELETE, port, "/kv/user:1", null)).status()).isEqualTo(404);
        assertThat(Await.result(http.get(port, "/kv/user:1")).status()).isEqualTo(404);
        assertThat(rowsInTable()).containsExactly("user:2=other");
    }

    @Test
    void scanAndAdminKeys_onPgStore_readTheTableInKeyOrder() throws Exception {
        List<String> keys = IntStream.range(0, 25).mapToObj(i -> String.format("k%02d", i)).toList();
        Await.result(Future.all(keys.stream().map(k -> http.send(HttpMethod.PUT, port, "/kv/" + k, "v")).toList()));
        Await.result(http.send(HttpMethod.PUT, port, "/kv/other", "v"));

        JsonObject scan = Await.result(http.get(port, "/scan?q=k1&limit=3")).json();
        ShardFixture.KeyPages listing = fixture.listKeys(10);
        List<JsonObject> pages = listing.pages();

        assertThat(scan.getInteger("totalKeys")).isEqualTo(26);
        assertThat(scan.getInteger("matched")).isEqualTo(10);
        assertThat(scan.getJsonArray("keys")).containsExactly("k10", "k11", "k12");
        assertThat(listing.keys()).containsExactlyElementsOf(
                java.util.stream.Stream.concat(keys.stream(), java.util.stream.Stream.of("other")).toList());
        assertThat(pages).hasSize(3);
        assertThat(pages.get(0).getString("next")).isEqualTo("k09");
        assertThat(pages.get(0).getInteger("total")).isEqualTo(26);
        assertThat(pages.get(2).getValue("next")).isNull();
    }

    @Test
    void slots_whileARowIsLocked_holdAtMostOneConnectionEachAndTheRestQueue() throws Exception {
        Await.result(http.send(HttpMethod.PUT, port, "/kv/a", "v"));
        List<Future<TestHttp.Answer>> answers = new ArrayList<>();
        try (Connection locker = postgres.jdbc(); Statement statement = locker.createStatement()) {
            locker.setAutoCommit(false);
            statement.execute("UPDATE \"hotshard_pg-0\".kv SET v = 'x' WHERE k = 'a'");
            for (int i = 0; i < 5; i++) {
                answers.add(http.send(HttpMethod.PUT, port, "/kv/a", "w" + i));
            }
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
            while (Await.result(shard.snapshot()).saturation().queueDepth() < 3 && System.nanoTime() < deadline) {
                Thread.sleep(20);
            }
            Thread.sleep(300);
            ShardSnapshot during = Await.result(shard.snapshot());

            assertThat(during.saturation().busySlots()).isEqualTo(2);
            assertThat(during.saturation().queueDepth()).isEqualTo(3);
            // A slot holds at most one connection: never more sessions wait on the row than the shard has slots.
            assertThat(waitingOnLock(statement)).as("pool connections waiting on the lock").isBetween(1L, 2L);
            assertThat(Await.result(http.get(port, "/health")).status()).as("the event loop stays free").isEqualTo(200);
            locker.rollback();
        }
        for (Future<TestHttp.Answer> answer : answers) {
            assertThat(Await.result(answer).status()).isEqualTo(200);
        }
        ShardSnapshot after = Await.result(shard.snapshot());
        assertThat(after.saturation().busySlots()).isZero();
        assertThat(after.saturation().utilisationCumulative()).isGreaterThan(0.0);
        assertThat(after.service().count()).isEqualTo(6);
    }

    private static long waitingOnLock(Statement statement) throws Exception {
        try (ResultSet rows = statement.executeQuery("SELECT count(*) FROM pg_stat_activity"
                + " WHERE wait_event_type = 'Lock' AND pid <> pg_backend_pid()")) {
            rows.next();
            return rows.getLong(1);
        }
    }

    private static List<String> rowsInTable() throws Exception {
        List<String> rows = new ArrayList<>();
        try (Connection connection = postgres.jdbc(); Statement statement = connection.createStatement();
             ResultSet result = statement.executeQuery(
                     "SELECT k, convert_from(v, 'UTF8') FROM \"hotshard_pg-0\".kv ORDER BY k")) {
            while (result.next()) {
                rows.add(result.getString(1) + "=" + result.getString(2));
            }
        }
        return rows;
    }
}
