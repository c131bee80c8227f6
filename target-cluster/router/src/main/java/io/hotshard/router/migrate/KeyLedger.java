package io.hotshard.router.migrate;

import io.hotshard.router.core.RouterState;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Which keys a migration moves and what happened to each: copied, being copied or checked (watched), written by
 * a client while watched or with a dual write in flight when the watch began (dirty: copy again), failed to
 * copy, or written by a client after cutover (touched: the new owner is the authority, leave it alone). Also the
 * {@link Mirror} that decides dual writes. Confined to the router's control loop, where the migration runs.
 */
final class KeyLedger implements Mirror {

    private final StagedNode staged;
    private final MigrationProgress progress;
    private final Set<String> moved = new LinkedHashSet<>();
    private final Set<String> copied = new HashSet<>();
    private final Set<String> uncopied = new HashSet<>();
    private final Set<String> watched = new HashSet<>();
    private final Map<String, Integer> writing = new HashMap<>();
    private final Set<String> dirty = new LinkedHashSet<>();
    private final Set<String> failed = new LinkedHashSet<>();
    private final Set<String> touched = new HashSet<>();
    private final Set<String> kept = new HashSet<>();
    private String lastFailure;

    KeyLedger(StagedNode staged, MigrationProgress progress) {
        this.staged = staged;
        this.progress = progress;
    }

    StagedNode staged() {
        return staged;
    }

    @Override
    public String target(RouterState state, String key, String owner) {
        if (state.partitioner() != staged.base() || state.member(staged.id()) == null) {
            return null;
        }
        String to = staged.moveTarget(key);
        return to == null || to.equals(owner) ? null : to;
    }

    @Override
    public void written(RouterState state, String key, String target) {
        if (target != null) {
            progress.dualWrites.incrementAndGet();
            moved.add(key);
            writing.merge(key, 1, Integer::sum);
        }
        if (watched.contains(key)) {
            dirty.add(key);
        }
        if (state.partitioner() != staged.base()) {
            touched.add(key);
        }
    }

    @Override
    public void dualWritten(String key, boolean bothApplied) {
        writing.computeIfPresent(key, (k, n) -> n == 1 ? null : n - 1);
        if (!bothApplied) {
            progress.dualWriteFailures.incrementAndGet();
            dirty.add(key);
        }
    }

    /**
     * Records a listed key that moves; false if it is known already, having been dual-written since the
     * migration began: its new owner then has its latest write (or it is dirty and copied again).
     */
    boolean listed(String key) {
        if (!moved.add(key)) {
            return false;
        }
        uncopied.add(key);
        progress.keysToMove.incrementAndGet();
        return true;
    }

    /** Every key known to move, in the order found. */
    List<String> moved() {
        return List.copyOf(moved);
    }

    /** Takes the keys to copy again (dirty or failed) and forgets them; they are marked again if need be. */
    List<String> takeRetries() {
        Set<String> retries = new LinkedHashSet<>(failed);
        retries.addAll(dirty);
        failed.clear();
        dirty.clear();
        return List.copyOf(retries);
    }

    boolean hasRetries() {
        return !failed.isEmpty() || !dirty.isEmpty();
    }

    int failedCount() {
        return failed.size();
    }

    String lastFailure() {
        return lastFailure;
    }

    /** A copy of the key begins: it is clean unless a client writes it before the copy ends. */
    void copyStarted(String key) {
        dirty.remove(key);
        watch(key);
    }

    /**
     * Watches the key while it is copied or checked: a client write meanwhile, or one already on its way (whose
     * legs may land on either side of the copy's), makes it dirty.
     */
    void watch(String key) {
        watched.add(key);
        if (writing.containsKey(key)) {
            dirty.add(key);
        }
    }

    void unwatch(String key) {
        watched.remove(key);
    }

    /**
     * Counts a key's first successful copy. A key known from a dual write rather than the listing (not counted to
     * move then: its new owner had its write) that had to be copied after all, because a later write overlapped its
     * check, is counted to move now, so that every key copied is also a key to move.
     */
    void copied(String key) {
        boolean listed = uncopied.remove(key);
        if (copied.add(key)) {
            progress.keysCopied.incrementAndGet();
            if (!listed) {
                progress.keysToMove.incrementAndGet();
            }
        }
    }

    /** A key found deleted before it was ever copied no longer needs moving. */
    void gone(String key) {
        if (uncopied.remove(key)) {
            progress.keysToMove.decrementAndGet();
        }
    }

    boolean wasCopied(String key) {
        return copied.contains(key);
    }

    void copyFailed(String key, String why) {
        progress.copyFailures.incrementAndGet();
        failed.add(key);
        lastFailure = "key '" + key + "': " + why;
    }

    /** Whether a client wrote the key after cutover: its new owner then holds the truth. */
    boolean touched(String key) {
        return touched.contains(key);
    }

    /** Whether the key must be copied again after cutover (written during its copy, or a dual write failed). */
    boolean dirty(String key) {
        return dirty.contains(key);
    }

    /** Keeps the key on its old owner at cleanup: its new owner could not be confirmed to hold it. */
    void keep(String key) {
        kept.add(key);
    }

    boolean kept(String key) {
        return kept.contains(key);
    }
}
