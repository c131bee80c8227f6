package io.hotshard.keys.analyze;

import java.io.IOException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;

/**
 * Builds the {@link Analyzer} (its partitioners: rings of 100 vnodes per shard) on a thread of its own while the input
 * is read; for a large input that thread then has placement compiled ({@link Analyzer#warmUp}), so the placement of
 * the real keys runs compiled from the first key.
 */
final class AnalyzerBuild {

    private final FutureTask<Analyzer> task;

    private AnalyzerBuild(FutureTask<Analyzer> task) {
        this.task = task;
    }

    /** Starts building for {@code settings}; {@code warmUp} compiles placement after the build. */
    static AnalyzerBuild start(AnalyzeSettings settings, boolean warmUp) {
        FutureTask<Analyzer> task = new FutureTask<>(() -> new Analyzer(settings));
        Thread builder = new Thread(() -> {
            task.run();
            if (warmUp) {
                try {
                    task.get().warmUp();
                } catch (InterruptedException | ExecutionException e) {
                    // get() reports the failure to the analysis; nothing to warm.
                }
            }
        }, "keys-analyze-partitioners");
        builder.setDaemon(true);
        builder.start();
        return new AnalyzerBuild(task);
    }

    /** The analyzer, once built (a warm-up still running does not delay it). */
    Analyzer get() throws IOException {
        try {
            return task.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while building the partitioners", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException runtime) {
                throw runtime;
            }
            if (e.getCause() instanceof Error error) {
                throw error;
            }
            throw new IllegalStateException(e.getCause());
        }
    }
}
