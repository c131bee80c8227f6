package io.hotshard.cassandraload;

import com.datastax.oss.driver.api.core.cql.AsyncResultSet;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Writes the rows the load reads before it starts, {@value #BATCH} asynchronous inserts at a time (a batch is
 * awaited before the next is sent, so the nodes see a bounded number in flight), through the load's own prepared
 * write. Outside the load's counts: the nodes' counts are taken as the baseline after it.
 */
final class Preload {

    static final int BATCH = 256;
    private static final long BATCH_TIMEOUT_SECONDS = 60;

    private Preload() {
    }

    /** Writes one row per key of {@code keys}; fails in one line on the first write that fails. */
    static void run(CassandraLoad load, List<String> keys) {
        List<CompletableFuture<AsyncResultSet>> batch = new ArrayList<>(BATCH);
        for (String key : keys) {
            CompletionStage<AsyncResultSet> sent = load.session().executeAsync(load.writeStatement().bind(key,
                    load.value()));
            batch.add(sent.toCompletableFuture());
            if (batch.size() >= BATCH) {
                await(batch);
            }
        }
        await(batch);
    }

    private static void await(List<CompletableFuture<AsyncResultSet>> batch) {
        try {
            CompletableFuture.allOf(batch.toArray(CompletableFuture[]::new)).get(BATCH_TIMEOUT_SECONDS,
                    TimeUnit.SECONDS);
        } catch (ExecutionException | TimeoutException e) {
            throw new IllegalStateException("preloading the cluster failed: " + e.getMessage(), e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while preloading", e);
        }
        batch.clear();
    }
}
