package io.hotshard.router.migrate;

import io.vertx.core.json.JsonObject;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.LongSupplier;

/**
 * The counters of one migration. Written on the router's control loop, read from any thread (the admin API, the
 * run recorder's metrics sampler), hence atomics and volatiles.
 */
final class MigrationProgress {

    private final long id;
    private final MigrationRequest request;
    private final LongSupplier clockMillis;
    private final long startedAtMillis;
    private final Map<MigrationPhase, Long> phaseStartedAtMillis = new ConcurrentHashMap<>();
    private volatile MigrationPhase phase;
    private volatile Long finishedAtMillis;
    private volatile String error;

    final AtomicLong keysScanned = new AtomicLong();
    final AtomicLong keysToMove = new AtomicLong();
    final AtomicLong keysCopied = new AtomicLong();
    final AtomicLong copyFailures = new AtomicLong();
    final AtomicLong verified = new AtomicLong();
    final AtomicLong mismatches = new AtomicLong();
    final AtomicLong missingAfterCutover = new AtomicLong();
    final AtomicLong cleaned = new AtomicLong();
    final AtomicLong cleanupFailures = new AtomicLong();
    final AtomicLong dualWrites = new AtomicLong();
    final AtomicLong dualWriteFailures = new AtomicLong();

    MigrationProgress(long id, MigrationRequest request, LongSupplier clockMillis) {
        this.id = id;
        this.request = request;
        this.clockMillis = clockMillis;
        this.startedAtMillis = clockMillis.getAsLong();
        enter(MigrationPhase.DUAL_WRITE);
    }

    long id() {
        return id;
    }

    MigrationPhase phase() {
        return phase;
    }

    MigrationRequest request() {
        return request;
    }

    /** Moves to {@code next}, stamping the time; a finished migration does not move again. */
    void enter(MigrationPhase next) {
        if (phase != null && phase.finished()) {
            return;
        }
        long now = clockMillis.getAsLong();
        phaseStartedAtMillis.put(next, now);
        if (next.finished()) {
            finishedAtMillis = now;
        }
        phase = next;
    }

    /** Ends the migration as failed because of {@code why}, unless it had already ended. */
    void fail(String why) {
        if (!phase.finished()) {
            error = why;
            enter(MigrationPhase.FAILED);
        }
    }

    /** The migration's JSON, as served by {@code GET /admin/migrations}. */
    JsonObject toJson() {
        JsonObject phases = new JsonObject();
        for (MigrationPhase p : MigrationPhase.values()) {
            Long at = phaseStartedAtMillis.get(p);
            if (at != null) {
                phases.put(p.label(), at);
            }
        }
        long toMove = keysToMove.get();
        long copied = keysCopied.get();
        return new JsonObject().put("id", id).put("node", request.addNode().id()).put("phase", phase.label())
                .put("throttleKeysPerSecond", request.throttleKeysPerSecond()).put("verify", request.verify())
                .put("cleanup", request.cleanup()).put("startedAtMillis", startedAtMillis)
                .put("phaseStartedAtMillis", phases).put("keysScanned", keysScanned.get()).put("keysToMove", toMove)
                .put("keysCopied", copied).put("copyFailures", copyFailures.get()).put("verified", verified.get())
                .put("mismatches", mismatches.get()).put("missingAfterCutover", missingAfterCutover.get())
                .put("cleaned", cleaned.get()).put("cleanupFailures", cleanupFailures.get())
                .put("lagKeys", Math.max(0, toMove - copied))
                .put("dualWrites", dualWrites.get()).put("dualWriteFailures", dualWriteFailures.get())
                .put("finishedAtMillis", finishedAtMillis).put("error", error);
    }
}
