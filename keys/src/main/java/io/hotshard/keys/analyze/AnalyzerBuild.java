package io.hotshard.keys.analyze;

import java.io.IOException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.FutureTask;

/**
 * Builds the {@link Analyzer} (its partitioners: rings of 100 vnodes per shard) on a thread of its own while the input
 * is read; for a large input that thread then has placement compiled ({@link Analyzer#warmUp}) once a core is free of
 * the reading ({@link #coreFree}), so the placement of the real keys runs compiled from the first keys, and the
 * compilation takes no core from a count running on all of them.
 */
final class AnalyzerBuild {

    private final FutureTask<Analyzer> task;
    private final CountDownLatch coreFree = new CountDownLatch(1);
    private volatile boolean placing;

    private AnalyzerBuild(AnalyzeSettings settings) {
        this.task = new FutureTask<>(() -> new Analyzer(settings));
    }

    /** Starts building for {@code settings}; {@code warmUp} compiles placement after the build. */
    static AnalyzerBuild start(AnalyzeSettings settings, boolean warmUp) {
        AnalyzerBuild build = new AnalyzerBuild(settings);
        Thread builder = new Thread(() -> build.run(warmUp), "keys-analyze-partitioners");
        builder.setDaemon(true);
        builder.start();
        return build;
    }

    private void run(boolean warmUp) {
        task.run();
        if (!warmUp) {
            return;
        }
        try {
            coreFree.await();
            if (!placing) {
                task.get().warmUp();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException e) {
            // get() reports the failure to the analysis; nothing to warm.
        }
    }

    /** The reading leaves a core free from now on: the warm-up may start. */
    void coreFree() {
        coreFree.countDown();
    }

    /** The analyzer, once built (a warm-up still running does not delay it; one not yet started is skipped). */
    Analyzer get() throws IOException {
        placing = true;
        coreFree.countDown();
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
