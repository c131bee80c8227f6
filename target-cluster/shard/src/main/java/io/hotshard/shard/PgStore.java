package io.hotshard.shard;

import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.pgclient.PgBuilder;
import io.vertx.pgclient.PgConnectOptions;
import io.vertx.sqlclient.Pool;
import io.vertx.sqlclient.PoolOptions;
import io.vertx.sqlclient.Row;
import io.vertx.sqlclient.SqlConnection;
import io.vertx.sqlclient.Tuple;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;

/**
 * A shard's data in PostgreSQL: table {@code kv(k text COLLATE "C" PRIMARY KEY, v bytea)} in the shard's own
 * schema, reached through a Vert.x reactive pool of {@code poolSize} connections. Opening empties the table, as a
 * new in-memory shard starts empty. Busy connections are counted here, on the shard's event loop.
 */
final class PgStore implements ShardStore {

    /** Longest shard id whose schema name fits PostgreSQL's 63-byte identifiers. */
    static final int MAX_ID_LENGTH = 63 - "hotshard_".length();

    private final Pool pool;
    private final String table;
    private final String getSql;
    private final String putSql;
    private final String deleteSql;
    private final String scanSql;
    private final String keysSql;
    private int busy;

    private PgStore(Pool pool, String schema) {
        this.pool = pool;
        this.table = "\"" + schema + "\".kv";
        this.getSql = "SELECT v FROM " + table + " WHERE k = $1";
        this.putSql = "INSERT INTO " + table + " (k, v) VALUES ($1, $2) ON CONFLICT (k) DO UPDATE SET v = EXCLUDED.v"
                + " RETURNING (xmax = 0) AS inserted";
        this.deleteSql = "DELETE FROM " + table + " WHERE k = $1";
        this.scanSql = "SELECT (SELECT count(*) FROM " + table + ") AS total, (SELECT count(*) FROM " + table
                + " WHERE k >= $1 AND starts_with(k, $1)) AS matched, ARRAY(SELECT k FROM " + table
                + " WHERE k >= $1 AND starts_with(k, $1) ORDER BY k LIMIT $2) AS keys";
        this.keysSql = "SELECT (SELECT count(*) FROM " + table + ") AS total, ARRAY(SELECT k FROM " + table
                + " WHERE $1::text IS NULL OR k > $1 ORDER BY k LIMIT $2) AS keys";
    }

    /** The schema that holds shard {@code shardId}'s table: {@code hotshard_<id>}, quoted. */
    static String schemaOf(String shardId) {
        if (shardId.length() > MAX_ID_LENGTH) {
            throw new IllegalArgumentException("a pg shard's id must have at most " + MAX_ID_LENGTH
                    + " characters but was " + shardId);
        }
        return "hotshard_" + shardId;
    }

    /** Connects, creates the shard's schema and an empty table; call on the shard's event loop. */
    static Future<PgStore> open(Vertx vertx, PgTarget target, String shardId, int poolSize) {
        String schema;
        try {
            schema = schemaOf(shardId);
        } catch (IllegalArgumentException e) {
            return Future.failedFuture(e);
        }
        PgConnectOptions connect = new PgConnectOptions().setHost(target.host()).setPort(target.port())
                .setDatabase(target.database()).setUser(target.user()).setPassword(target.password());
        Pool pool = PgBuilder.pool().with(new PoolOptions().setMaxSize(poolSize)).connectingTo(connect)
                .using(vertx).build();
        PgStore store = new PgStore(pool, schema);
        List<String> ddl = List.of("CREATE SCHEMA IF NOT EXISTS \"" + schema + "\"",
                "DROP TABLE IF EXISTS " + store.table,
                "CREATE TABLE " + store.table + " (k text COLLATE \"C\" PRIMARY KEY, v bytea NOT NULL)");
        Future<Void> created = Future.succeededFuture();
        for (String statement : ddl) {
            created = created.compose(done -> pool.query(statement).execute().mapEmpty());
        }
        return created.map(done -> store).recover(failure -> pool.close().transform(closed ->
                Future.failedFuture(new IllegalStateException("pg store of " + shardId + " on "
                        + target.displayUrl() + " cannot open: " + failure.getMessage(), failure))));
    }

    @Override
    public Future<Buffer> get(String key) {
        return held(c -> c.preparedQuery(getSql).execute(Tuple.of(key)).map(rows -> {
            var it = rows.iterator();
            return it.hasNext() ? it.next().getBuffer("v") : null;
        }));
    }

    @Override
    public Future<Boolean> put(String key, Buffer value) {
        return held(c -> c.preparedQuery(putSql).execute(Tuple.of(key, value))
                .map(rows -> rows.iterator().next().getBoolean("inserted")));
    }

    @Override
    public Future<Boolean> delete(String key) {
        return held(c -> c.preparedQuery(deleteSql).execute(Tuple.of(key)).map(rows -> rows.rowCount() > 0));
    }

    @Override
    public Future<KvStore.ScanResult> scan(String prefix, int limit) {
        return held(c -> c.preparedQuery(scanSql).execute(Tuple.of(prefix, limit)).map(rows -> {
            Row row = rows.iterator().next();
            return new KvStore.ScanResult(Math.toIntExact(row.getLong("total")),
                    Math.toIntExact(row.getLong("matched")), keys(row));
        }));
    }

    @Override
    public Future<KvStore.KeyPage> keysAfter(String after, int limit) {
        // One key more than asked says whether another page follows.
        return held(c -> c.preparedQuery(keysSql).execute(Tuple.of(after, limit + 1)).map(rows -> {
            Row row = rows.iterator().next();
            List<String> keys = keys(row);
            boolean more = keys.size() > limit;
            List<String> page = more ? keys.subList(0, limit) : keys;
            return new KvStore.KeyPage(List.copyOf(page), more ? page.get(page.size() - 1) : null,
                    Math.toIntExact(row.getLong("total")));
        }));
    }

    @Override
    public int busyConnections() {
        return busy;
    }

    @Override
    public Future<Void> close() {
        return pool.close();
    }

    /** Runs {@code query} on a connection of its own, so that each busy slot holds exactly one connection. */
    private <T> Future<T> held(Function<SqlConnection, Future<T>> query) {
        busy++;
        return pool.withConnection(query).andThen(done -> busy--);
    }

    private static List<String> keys(Row row) {
        String[] keys = row.getArrayOfStrings("keys");
        return keys == null ? List.of() : Arrays.asList(keys);
    }
}
