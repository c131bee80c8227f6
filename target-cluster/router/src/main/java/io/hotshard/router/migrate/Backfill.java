package io.hotshard.router.migrate;

import io.hotshard.ring.Node;
import io.vertx.core.Future;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * Pages through the key listing of every node of the ring in force and copies each key that moves: one whose
 * current owner is the node listed (other keys there are stray copies nobody reads) and whose next owner is
 * another. Listing goes over the admin client and costs the shards no service time; copies are throttled.
 */
final class Backfill {

    /** Keys per listing page. */
    static final int PAGE_KEYS = 1_000;

    private final ClusterAccess access;
    private final KeyLedger ledger;
    private final MigrationProgress progress;
    private final Function<List<String>, Future<Void>> copyAll;
    private final Supplier<Future<Void>> stillValid;

    /**
     * @param copyAll    copies the given keys, throttled
     * @param stillValid fails once the migration cannot go on (ring changed, node down, router stopping)
     */
    Backfill(ClusterAccess access, KeyLedger ledger, MigrationProgress progress,
             Function<List<String>, Future<Void>> copyAll, Supplier<Future<Void>> stillValid) {
        this.access = access;
        this.ledger = ledger;
        this.progress = progress;
        this.copyAll = copyAll;
        this.stillValid = stillValid;
    }

    /** Lists and copies node after node. */
    Future<Void> run() {
        Future<Void> chain = Future.succeededFuture();
        for (Node node : ledger.staged().base().nodes()) {
            chain = chain.compose(previous -> pages(node.id(), null));
        }
        return chain;
    }

    private Future<Void> pages(String nodeId, String after) {
        return stillValid.get().compose(valid -> access.listKeys(nodeId, after, PAGE_KEYS)).compose(page -> {
            progress.keysScanned.addAndGet(page.keys().size());
            List<String> moving = new ArrayList<>();
            for (String key : page.keys()) {
                if (nodeId.equals(ledger.staged().base().ownerOf(key)) && ledger.staged().moveTarget(key) != null
                        && ledger.listed(key)) {
                    moving.add(key);
                }
            }
            return copyAll.apply(moving).compose(copied -> page.next() == null ? Future.succeededFuture()
                    : pages(nodeId, page.next()));
        });
    }
}
