package io.hotshard.router.membership;

import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.eventbus.MessageConsumer;
import io.vertx.core.json.JsonObject;
import io.vertx.core.shareddata.AsyncMap;
import io.vertx.core.shareddata.Lock;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;

/**
 * The change log the routers of a group share through their clustered Vert.x (the Hazelcast cluster manager): a
 * cluster-wide lock gives changes a total order, entries {@code change-1..change-n} and their count live in a
 * clustered map, and an event-bus publication tells the other routers that the log grew. A router applies the entries
 * in order, so a router that joins late replays the log from its first entry, the first router's configuration. All
 * methods block: call them on the membership's serial worker thread only, which also confines {@link #applied}.
 */
public final class SharedChanges {

    static final String MAP = "hotshard.router.changes";
    static final String LOCK = "hotshard.router.changes.lock";
    static final String ADDRESS = "hotshard.router.changes.appended";
    private static final String LENGTH = "length";
    /** Longest wait for the lock or one map operation; Hazelcast answers in milliseconds when the group is sound. */
    static final long WAIT_MILLIS = 15_000;

    private final Vertx vertx;
    private AsyncMap<String, String> map;
    private MessageConsumer<Long> consumer;
    private long applied;

    /** The shared log of the clustered {@code vertx}. */
    public SharedChanges(Vertx vertx) {
        if (!vertx.isClustered()) {
            throw new IllegalArgumentException("routers share their state through a clustered Vert.x but this one"
                    + " is not clustered");
        }
        this.vertx = vertx;
    }

    /** Runs {@code work} holding the group's lock, so no other router appends meanwhile. */
    <T> T locked(Callable<T> work) throws Exception {
        Lock lock = await(vertx.sharedData().getLockWithTimeout(LOCK, WAIT_MILLIS), "the lock");
        try {
            return work.call();
        } finally {
            lock.release();
        }
    }

    /** Hands every entry this router has not applied yet to {@code replay}, in log order. */
    void catchUp(Consumer<Change> replay) {
        AsyncMap<String, String> changes = map();
        String length = await(changes.get(LENGTH), "the log length");
        long count = length == null ? 0 : Long.parseLong(length);
        while (applied < count) {
            String entry = await(changes.get(key(applied + 1)), "entry " + (applied + 1));
            if (entry == null) {
                throw new IllegalStateException("entry " + (applied + 1) + " of the routers' shared change log is"
                        + " missing though the log has " + count);
            }
            applied++;
            replay.accept(Change.fromJson(new JsonObject(entry)));
        }
    }

    /** Appends {@code change} after the entries applied; call holding the lock, after {@link #catchUp}. */
    void append(Change change) {
        long next = applied + 1;
        AsyncMap<String, String> changes = map();
        await(changes.put(key(next), change.toJson().encode()), "entry " + next);
        await(changes.put(LENGTH, Long.toString(next)), "the log length");
        applied = next;
        vertx.eventBus().publish(ADDRESS, next);
    }

    /** Entries applied by this router so far. */
    long applied() {
        return applied;
    }

    /** Calls {@code appended} whenever a router of the group appended to the log. */
    void listen(Runnable appended) {
        consumer = vertx.eventBus().consumer(ADDRESS, message -> appended.run());
    }

    /** Stops listening. */
    Future<Void> close() {
        return consumer == null ? Future.succeededFuture() : consumer.unregister();
    }

    private AsyncMap<String, String> map() {
        if (map == null) {
            map = await(vertx.sharedData().getAsyncMap(MAP), "the shared map");
        }
        return map;
    }

    private static String key(long entry) {
        return "change-" + entry;
    }

    private static <T> T await(Future<T> future, String what) {
        try {
            return future.toCompletionStage().toCompletableFuture().get(WAIT_MILLIS, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for " + what + " of the routers' shared"
                    + " change log", e);
        } catch (ExecutionException | TimeoutException e) {
            Throwable cause = e instanceof ExecutionException ? e.getCause() : e;
            throw new IllegalStateException(what + " of the routers' shared change log did not answer within "
                    + WAIT_MILLIS + " ms: " + cause, cause);
        }
    }
}
