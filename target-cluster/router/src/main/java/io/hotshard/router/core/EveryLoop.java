package io.hotshard.router.core;

import io.vertx.core.Context;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReferenceArray;
import java.util.function.IntFunction;

/**
 * The router's event loops by index, for work that must touch state each loop keeps to itself (hot-key sketches,
 * request epochs): {@link #run} runs a task on every loop and hands the gathered results back on the caller's
 * context, so the caller's own confinement holds.
 */
public final class EveryLoop {

    private final AtomicReferenceArray<Context> contexts;

    /** {@code loops} loops, none registered yet: until one registers, its tasks run on the caller. */
    public EveryLoop(int loops) {
        contexts = new AtomicReferenceArray<>(loops);
    }

    public int size() {
        return contexts.length();
    }

    /** Records the context of loop {@code index}; called by each loop as it starts. */
    public void register(int index, Context context) {
        contexts.set(index, context);
    }

    /**
     * Runs {@code task} with each loop's index on that loop and completes with the results in loop order, on the
     * caller's context when there is one.
     */
    public <T> Future<List<T>> run(IntFunction<Future<T>> task) {
        Context caller = Vertx.currentContext();
        List<Future<T>> parts = new ArrayList<>(size());
        for (int i = 0; i < size(); i++) {
            Context loop = contexts.get(i);
            int index = i;
            Promise<T> part = Promise.promise();
            onContext(loop, () -> task.apply(index).onComplete(part));
            parts.add(part.future());
        }
        Promise<List<T>> gathered = Promise.promise();
        Future.all(parts).onComplete(all -> onContext(caller, () -> gathered.handle(all.map(done ->
                parts.stream().map(Future::result).toList()))));
        return gathered.future();
    }

    /** Runs {@code action} on {@code context}: at once when already there (or with no context), else queued. */
    public static void onContext(Context context, Runnable action) {
        if (context == null || Vertx.currentContext() == context) {
            action.run();
        } else {
            context.runOnContext(ignored -> action.run());
        }
    }
}
