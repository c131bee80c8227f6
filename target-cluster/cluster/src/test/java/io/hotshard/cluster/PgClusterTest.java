package io.hotshard.cluster;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.hotshard.shard.LatencyText;
import io.hotshard.shard.ShardConfig;
import io.hotshard.shard.StoreKind;
import io.hotshard.testkit.Await;
import io.hotshard.testkit.TestHttp;
import io.hotshard.testkit.WatchedVertx;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.json.JsonObject;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

@Timeout(120)
final class PgClusterTest {

    private static EmbeddedPostgresServer postgres;
    private ClusterFixture fixture;
    private WatchedVertx watched;
    private TestHttp http;
    private EmbeddedCluster cluster;

    @BeforeAll
    static void startPostgres() {
        ClusterWarmUp.once();
        postgres = EmbeddedPostgresServer.start();
        // The pg client's classes load once here, outside the watched event loops.
        EmbeddedCluster warm = EmbeddedCluster.startBlocking(pgConfig(1),
                new StoreChoice(StoreKind.PG, postgres.target()), Duration.ofSeconds(60));
        TestHttp warmHttp = new TestHttp(warm.vertx());
        warmHttp.call(HttpMethod.PUT, warm.routerUrl(), "/kv/k", "v");
        warmHttp.call(HttpMethod.GET, warm.shardUrls().get("shard-0"), "/admin/keys", null);
        warm.stopBlocking(Duration.ofSeconds(30));
    }

    @AfterAll
    static void stopPostgres() {
        postgres.close();
    }

    @BeforeEach
    void createVertx() {
        fixture = new ClusterFixture();
        watched = fixture.watched;
        http = fixture.http;
    }

    @AfterEach
    void stopEverything() throws Exception {
        fixture.close(cluster);
    }

    @Test
    void migration_onPgShards_backfillMovesRowsIntoTheNewShardsTable() throws Exception {
        cluster = new EmbeddedCluster(watched.vertx(), pgConfig(2),
                ClusterStore.open(new StoreChoice(StoreKind.PG, postgres.target())));
        Await.result(cluster.start());
        String router = cluster.routerUrl();
        int keys = 300;
        IntStream.range(0, keys).forEach(i -> assertThat(http.call(HttpMethod.PUT, router, "/kv/user:" + i,
                "v" + i).status()).isEqualTo(201));
        Map<String, Long> before = rowsPerShard("shard-0", "shard-1", "shard-2");
        String spare = Await.result(cluster.startSpare(new ShardConfig("shard-2", 0, 4, 256, LatencyText.parse("none"),
                1.0, 0.0, 7L)));

        TestHttp.Answer started = http.call(HttpMethod.POST, router, "/admin/migrations", new JsonObject()
                .put("addNode", new JsonObject().put("id", "shard-2").put("url", spare))
                .put("throttleKeysPerSecond", 100_000).encode());
        Await.until(Duration.ofSeconds(60), "the migration finishes", () -> new JsonObject(http.call(HttpMethod.GET,
                router, "/admin/migrations", null).body()).getJsonObject("migration").getString("phase")
                .matches("done|failed"));
        JsonObject migration = new JsonObject(http.call(HttpMethod.GET, router, "/admin/migrations", null).body())
                .getJsonObject("migration");
        Map<String, Long> after = rowsPerShard("shard-0", "shard-1", "shard-2");

        assertThat(started.status()).isEqualTo(202);
        assertThat(migration.getString("phase")).isEqualTo("done");
        assertThat(before).containsEntry("shard-2", 0L);
        assertThat(before.get("shard-0") + before.get("shard-1")).isEqualTo(keys);
        assertThat(after.get("shard-2")).isEqualTo(migration.getLong("keysToMove")).isPositive();
        assertThat(after.values().stream().mapToLong(Long::longValue).sum()).as("cleanup leaves one copy")
                .isEqualTo(keys);
        assertThat(migration.getLong("mismatches")).isZero();
        IntStream.range(0, keys).forEach(i -> assertThat(http.call(HttpMethod.GET, router, "/kv/user:" + i, null))
                .extracting(TestHttp.Answer::status, TestHttp.Answer::body).containsExactly(200, "v" + i));
    }

    @Test
    void startBlocking_pgWithoutUrl_startsAnEmbeddedServerThatStopDeletes() throws Exception {
        EmbeddedCluster own = EmbeddedCluster.startBlocking(pgConfig(2), StoreChoice.parse("pg", null),
                Duration.ofSeconds(60));
        String url;
        try {
            TestHttp ownHttp = new TestHttp(own.vertx());
            assertThat(ownHttp.call(HttpMethod.PUT, own.routerUrl(), "/kv/alpha", "one").status()).isEqualTo(201);
            assertThat(ownHttp.call(HttpMethod.GET, own.routerUrl(), "/kv/alpha", null))
                    .extracting(TestHttp.Answer::status, TestHttp.Answer::body).containsExactly(200, "one");
            assertThat(own.store().describe()).startsWith("pg postgresql://postgres@127.0.0.1:")
                    .endsWith("(embedded PostgreSQL)");
            url = "jdbc:postgresql://127.0.0.1:" + own.store().config().pg().port() + "/postgres?user=postgres";
            try (Connection connection = DriverManager.getConnection(url)) {
                assertThat(count(connection, "\"hotshard_shard-0\".kv") + count(connection, "\"hotshard_shard-1\".kv"))
                        .isEqualTo(1);
            }
        } finally {
            own.stopBlocking(Duration.ofSeconds(60));
        }

        assertThatThrownBy(() -> DriverManager.getConnection(url).close()).isInstanceOf(SQLException.class);
    }

    @Test
    void storeChoice_badValues_failNamingThem() {
        assertThatThrownBy(() -> StoreChoice.parse("mongo", null))
                .hasMessage("store must be one of [memory, pg] but was mongo");
        assertThatThrownBy(() -> StoreChoice.parse("memory", "postgresql://127.0.0.1/x"))
                .hasMessage("a pg url needs the pg store but the store was memory (postgresql://postgres@127.0.0.1:5432/x)");
        assertThatThrownBy(() -> StoreChoice.parse("pg", "mysql://127.0.0.1/x"))
                .hasMessage("pg url must start with postgresql:// but was mysql://127.0.0.1/x");
    }

    private static ClusterConfig pgConfig(int shards) {
        ClusterConfig defaults = ClusterConfig.defaults(shards);
        return defaults.withShardTemplate(defaults.shardTemplate().withLatency(LatencyText.parse("none"))
                .withCapacity(4, 256));
    }

    private static Map<String, Long> rowsPerShard(String... ids) throws SQLException {
        Map<String, Long> rows = new LinkedHashMap<>();
        try (Connection connection = DriverManager.getConnection(postgres.jdbcUrl())) {
            for (String id : ids) {
                rows.put(id, exists(connection, "hotshard_" + id) ? count(connection, "\"hotshard_" + id + "\".kv")
                        : 0L);
            }
        }
        return rows;
    }

    private static boolean exists(Connection connection, String schema) throws SQLException {
        try (Statement statement = connection.createStatement(); ResultSet result = statement.executeQuery(
                "SELECT count(*) FROM information_schema.tables WHERE table_schema = '" + schema + "'")) {
            result.next();
            return result.getLong(1) > 0;
        }
    }

    private static long count(Connection connection, String table) throws SQLException {
        try (Statement statement = connection.createStatement();
             ResultSet result = statement.executeQuery("SELECT count(*) FROM " + table)) {
            result.next();
            return result.getLong(1);
        }
    }
}
