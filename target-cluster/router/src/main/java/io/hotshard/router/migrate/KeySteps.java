package io.hotshard.router.migrate;

import io.hotshard.http.KeyPaths;
import io.hotshard.router.core.Member;
import io.vertx.core.Future;
import io.vertx.core.http.HttpMethod;

/**
 * What a migration does to one key: copy it from its owner to its next owner, compare the two copies, confirm
 * it on its new owner after cutover, delete it from its old owner. Every request goes through the router's
 * dispatcher. A step fails only when a shard it needs is marked down, which ends the migration; other failures
 * are counted and the key retried or kept.
 */
final class KeySteps {

    private final ClusterAccess access;
    private final KeyLedger ledger;
    private final MigrationProgress progress;

    KeySteps(ClusterAccess access, KeyLedger ledger, MigrationProgress progress) {
        this.access = access;
        this.ledger = ledger;
        this.progress = progress;
    }

    /** Reads the key from its owner and writes it to its next owner; deleted meanwhile: removed there too. */
    Future<Void> copy(String key) {
        String from = ledger.staged().base().ownerOf(key);
        String to = ledger.staged().next().ownerOf(key);
        String uri = KeyPaths.kv(key);
        ledger.copyStarted(key);
        return access.send(from, HttpMethod.GET, uri, null).compose(got -> {
            if (ledger.touched(key)) {
                return Future.succeededFuture();
            }
            if (got.found()) {
                return access.send(to, HttpMethod.PUT, uri, got.body()).compose(put -> {
                    if (put.succeeded()) {
                        ledger.copied(key);
                        return Future.succeededFuture();
                    }
                    return failed(key, to, put, from);
                });
            }
            if (!got.missing()) {
                return failed(key, from, got, to);
            }
            if (!ledger.wasCopied(key)) {
                ledger.gone(key);
                return Future.succeededFuture();
            }
            // Deleted after an earlier copy, which may have landed after the dual-written delete.
            return access.send(to, HttpMethod.DELETE, uri, null).compose(deleted -> deleted.succeeded()
                    || deleted.missing() ? Future.succeededFuture() : failed(key, to, deleted, from));
        }).andThen(done -> ledger.unwatch(key));
    }

    /**
     * Compares the key on both owners; a difference is counted and the key copied again. A key a client writes
     * meanwhile is not compared (its two reads may straddle the write) but marked to be copied again.
     */
    Future<Void> verify(String key) {
        String uri = KeyPaths.kv(key);
        ledger.watch(key);
        Future<ShardAnswer> old = access.send(ledger.staged().base().ownerOf(key), HttpMethod.GET, uri, null);
        Future<ShardAnswer> next = access.send(ledger.staged().next().ownerOf(key), HttpMethod.GET, uri, null);
        return Future.all(old, next).compose(both -> {
            ledger.unwatch(key);
            progress.verified.incrementAndGet();
            if (ledger.dirty(key) || same(old.result(), next.result())) {
                return Future.succeededFuture();
            }
            progress.mismatches.incrementAndGet();
            return copy(key);
        });
    }

    /**
     * After cutover: checks that the new owner has the key; if it lacks a key its old owner still holds (and no
     * client wrote it since cutover), counts it missing and copies it.
     */
    Future<Void> confirm(String key) {
        if (ledger.touched(key)) {
            return Future.succeededFuture();
        }
        if (ledger.dirty(key)) {
            return copy(key).andThen(done -> keepUnlessCopied(key));
        }
        String uri = KeyPaths.kv(key);
        String to = ledger.staged().next().ownerOf(key);
        return access.send(to, HttpMethod.GET, uri, null).compose(got -> {
            if (got.found() || ledger.touched(key)) {
                return Future.succeededFuture();
            }
            if (!got.missing()) {
                ledger.keep(key);
                return failed(key, to, got, ledger.staged().base().ownerOf(key));
            }
            return access.send(ledger.staged().base().ownerOf(key), HttpMethod.GET, uri, null).compose(old -> {
                if (!old.found() || ledger.touched(key)) {
                    return Future.succeededFuture();
                }
                progress.missingAfterCutover.incrementAndGet();
                return copy(key).andThen(done -> keepUnlessCopied(key));
            });
        });
    }

    /** Deletes the key from its old owner, unless it is kept there. */
    Future<Void> clean(String key) {
        if (ledger.kept(key)) {
            return Future.succeededFuture();
        }
        return access.send(ledger.staged().base().ownerOf(key), HttpMethod.DELETE, KeyPaths.kv(key), null)
                .map(deleted -> {
                    if (deleted.succeeded()) {
                        progress.cleaned.incrementAndGet();
                    } else if (!deleted.missing()) {
                        progress.cleanupFailures.incrementAndGet();
                    }
                    return null;
                });
    }

    private void keepUnlessCopied(String key) {
        if (!ledger.wasCopied(key)) {
            ledger.keep(key);
        }
    }

    private Future<Void> failed(String key, String shard, ShardAnswer answer, String other) {
        String why = answer.describe(shard);
        ledger.copyFailed(key, why);
        for (String id : new String[] {shard, other}) {
            Member member = access.current().member(id);
            if (member == null || !member.up()) {
                return Future.failedFuture(new IllegalStateException("shard " + id + " is "
                        + (member == null ? "no longer a member" : "marked down") + ": " + why + " (key '" + key
                        + "')"));
            }
        }
        return Future.succeededFuture();
    }

    private static boolean same(ShardAnswer a, ShardAnswer b) {
        return a.missing() && b.missing() || a.found() && b.found() && a.body().equals(b.body());
    }
}
