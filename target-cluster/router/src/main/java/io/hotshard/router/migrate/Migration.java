package io.hotshard.router.migrate;

import io.hotshard.router.core.Member;
import io.vertx.core.AsyncResult;
import io.vertx.core.Future;
import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * One online migration that adds a node with its data: dual-write, backfill, verify, cutover, cleanup, after
 * the expand-migrate-contract recipe of online schema and shard migrations (e.g. Vitess's MoveTables, Stripe's
 * online migrations: dual writing, backfilling, switching reads, removing the old copies). Runs on the router's
 * control loop as a chain of futures; every data request goes through the dispatcher, throttled by one token
 * bucket shared by all phases.
 */
final class Migration {

    /** Rounds of copying again the keys that failed or were written while being copied. */
    static final int SETTLE_ROUNDS = 3;

    private final MigrationProgress progress;
    private final ClusterAccess access;
    private final MigrationGate writes;
    private final Throttle throttle;
    private KeyLedger ledger;
    private KeySteps steps;
    private boolean cutOver;
    private boolean stopped;

    Migration(MigrationProgress progress, ClusterAccess access, MigrationGate writes, Throttle throttle) {
        this.progress = progress;
        this.access = access;
        this.writes = writes;
        this.throttle = throttle;
    }

    /** Stages the node and turns dual writes on; the other phases then run on their own. */
    Future<Void> start() {
        return access.stage(progress.request().addNode()).map(staged -> {
            ledger = new KeyLedger(staged, progress);
            steps = new KeySteps(access, ledger, progress);
            writes.mirror(ledger);
            run();
            return null;
        });
    }

    MigrationProgress progress() {
        return progress;
    }

    /** Ends the migration as failed at the next step (the router is stopping). */
    void stop() {
        stopped = true;
        throttle.close();
    }

    private void run() {
        MigrationRequest request = progress.request();
        access.probe(ledger.staged().id())
                .compose(healthy -> writes.drainEarlier())
                .compose(drained -> phase(MigrationPhase.BACKFILL, () -> new Backfill(access, ledger, progress,
                        keys -> pass(keys, steps::copy), this::stillValid).run()))
                .compose(backfilled -> settle(0))
                .compose(settled -> !request.verify() ? Future.succeededFuture()
                        : phase(MigrationPhase.VERIFY, () -> pass(ledger.moved(), steps::verify))
                                .compose(verified -> settle(0)))
                .compose(ready -> phase(MigrationPhase.CUTOVER, this::cutover))
                .compose(switched -> !request.cleanup() ? Future.succeededFuture()
                        : phase(MigrationPhase.CLEANUP, () -> pass(ledger.moved(), steps::clean)))
                .onComplete(this::finish);
    }

    private Future<Void> phase(MigrationPhase next, Supplier<Future<Void>> work) {
        return stillValid().compose(valid -> {
            progress.enter(next);
            return work.get();
        });
    }

    private Future<Void> pass(List<String> keys, Function<String, Future<Void>> step) {
        return ThrottledPass.run(throttle, progress.request().keysInFlight(), keys, key -> stillValid().compose(valid -> step.apply(key)));
    }

    /** Copies again the keys that failed or were written while being copied, a few rounds at most. */
    private Future<Void> settle(int round) {
        if (!ledger.hasRetries()) {
            return Future.succeededFuture();
        }
        if (round == SETTLE_ROUNDS) {
            // Keys still dirty are written all the time; their new owner is checked again after cutover.
            return ledger.failedCount() == 0 ? Future.succeededFuture()
                    : Future.failedFuture(new IllegalStateException(ledger.failedCount() + " keys could not be"
                            + " copied in " + SETTLE_ROUNDS + " more attempts; last failure: " + ledger.lastFailure()));
        }
        return stillValid().compose(valid -> pass(ledger.takeRetries(), steps::copy))
                .compose(copied -> settle(round + 1));
    }

    private Future<Void> cutover() {
        String detail = "migrated " + progress.keysCopied.get() + " of " + progress.keysToMove.get() + " keys";
        return access.cutover(ledger.staged(), detail).compose(switched -> {
            cutOver = true;
            // Reads and writes routed with the old ring may still be on their way to the old owners.
            return writes.drainEarlier();
        }).compose(drained -> pass(ledger.moved(), steps::confirm));
    }

    private Future<Void> stillValid() {
        if (stopped) {
            return Future.failedFuture(new IllegalStateException("the router stopped"));
        }
        String id = ledger.staged().id();
        if (!cutOver && access.current().partitioner() != ledger.staged().base()) {
            return Future.failedFuture(new IllegalStateException("the ring changed during the migration (now "
                    + access.current().ringIds() + "), e.g. a down node left it"));
        }
        Member member = access.current().member(id);
        if (member == null || !member.up()) {
            return Future.failedFuture(new IllegalStateException("node " + id + " is "
                    + (member == null ? "no longer a member" : "marked down")));
        }
        return Future.succeededFuture();
    }

    private void finish(AsyncResult<Void> outcome) {
        throttle.close();
        writes.stopMirroring();
        if (outcome.succeeded()) {
            progress.enter(MigrationPhase.DONE);
            access.release();
            return;
        }
        progress.fail(String.valueOf(outcome.cause().getMessage()));
        if (cutOver) {
            access.release();
        } else {
            access.abandon(ledger.staged().id());
        }
    }
}
