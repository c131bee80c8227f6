package io.hotshard.router.migrate;

import io.hotshard.router.core.AdminRejection;
import io.hotshard.router.core.EveryLoop;
import io.vertx.core.Context;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import java.util.function.LongSupplier;

/**
 * A router's migrations: starts one at a time, keeps the last one's progress, and owns the {@link MigrationGate}
 * its data path sends through. Migrations run on the router's control loop, handed over by {@link #attach}; the
 * methods here are safe from any thread and never block.
 */
public final class Migrator {

    private final LongSupplier clockMillis;
    private final MigrationGate gate;
    private volatile Context loop;
    private volatile ClusterAccess access;
    private volatile MigrationProgress last;
    private Migration running;
    private boolean starting;
    private long lastId;

    /** A migrator for a router on {@code loops}, stamping its migrations with {@code clockMillis} (epoch ms). */
    public Migrator(LongSupplier clockMillis, EveryLoop loops) {
        this.clockMillis = clockMillis;
        this.gate = new MigrationGate(loops);
    }

    /** The gate every single-key request of the data path goes through. */
    public MigrationGate gate() {
        return gate;
    }

    /** Runs migrations on {@code controlLoop} with {@code cluster}; called once the router's control loop starts. */
    public void attach(Context controlLoop, ClusterAccess cluster) {
        this.access = cluster;
        this.loop = controlLoop;
        gate.attach(controlLoop);
    }

    /** Fails the running migration, if any; call on the router's control loop as it stops. */
    public void detach() {
        loop = null;
        if (running != null) {
            running.stop();
        }
    }

    /**
     * Starts a migration and answers with its JSON once dual writes are on; fails with {@link AdminRejection}
     * (409 one is running or the id or URL is taken, 403 a remote URL) or {@link IllegalStateException} (the
     * router is not running).
     */
    public Future<JsonObject> start(MigrationRequest request) {
        Context on = loop;
        if (on == null) {
            return Future.failedFuture(new IllegalStateException("the router is not running"));
        }
        Promise<JsonObject> answer = Promise.promise();
        // Answered on the caller's event loop, which owns the admin request being served.
        Context caller = Vertx.currentContext();
        on.runOnContext(ignored -> begin(on, request).onComplete(done ->
                EveryLoop.onContext(caller, () -> answer.handle(done))));
        return answer.future();
    }

    /** {@code {"migration": the running or last migration's JSON, or null}}. */
    public JsonObject json() {
        MigrationProgress progress = last;
        return new JsonObject().put("migration", progress == null ? null : progress.toJson());
    }

    private Future<JsonObject> begin(Context on, MigrationRequest request) {
        if (loop == null) {
            return Future.failedFuture(new IllegalStateException("the router is not running"));
        }
        if (starting || running != null && !running.progress().phase().finished()) {
            MigrationProgress current = last;
            return Future.failedFuture(new AdminRejection(409, current == null || starting
                    ? "a migration is starting; retry when GET /admin/migrations shows it"
                    : "migration " + current.id() + " adding node '" + current.request().addNode().id()
                            + "' is in phase " + current.phase().label() + "; wait until it is done or failed"));
        }
        MigrationProgress progress = new MigrationProgress(lastId + 1, request, clockMillis);
        Throttle throttle = new Throttle(on.owner(), System::nanoTime, request.throttleKeysPerSecond());
        Migration migration = new Migration(progress, access, gate, throttle);
        starting = true;
        return migration.start().map(started -> {
            lastId++;
            running = migration;
            last = progress;
            return progress.toJson();
        }).onFailure(refused -> throttle.close()).andThen(done -> starting = false);
    }
}
