package io.hotshard.recording;

import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * The one thread a recorder samples and writes on, so that the measurements and the files are touched by no other;
 * it may block (it is never an event loop). A periodic task that fails keeps running, and the first failure is
 * reported when the thread is released.
 */
final class RecorderThread {

    /** One step run on the thread; it may throw anything. */
    interface Step<T> {
        T run() throws Exception;
    }

    /** One periodic task. */
    interface Tick {
        void run() throws IOException;
    }

    private final Path directory;
    private final ScheduledExecutorService thread = Executors.newSingleThreadScheduledExecutor(runnable -> {
        Thread recorder = new Thread(runnable, "hotshard-run-recorder");
        recorder.setDaemon(true);
        return recorder;
    });
    private ScheduledFuture<?> ticking;
    private volatile IOException lastFailure;

    /** A thread recording into {@code directory}, which failures name. */
    RecorderThread(Path directory) {
        this.directory = directory;
    }

    /** Runs {@code step} on the thread and waits up to {@code timeoutMillis} for its answer. */
    <T> T call(Step<T> step, long timeoutMillis) throws IOException {
        try {
            return thread.submit(step::run).get(timeoutMillis, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while recording " + directory, e);
        } catch (TimeoutException e) {
            throw new IOException("recording " + directory + " did not answer within " + timeoutMillis + " ms", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof IOException io) {
                throw io;
            }
            throw new IOException("recording " + directory + " failed: " + e.getCause(), e.getCause());
        }
    }

    /** Runs {@code tick} once a second from a second from now, until {@link #stopTicking()}. */
    void everySecond(Tick tick) {
        ticking = thread.scheduleAtFixedRate(() -> {
            try {
                tick.run();
            } catch (IOException | RuntimeException e) {
                // A periodic task that throws is never run again; keep sampling and report the failure at the end.
                lastFailure = e instanceof IOException io ? io : new IOException(e);
            }
        }, 1, 1, TimeUnit.SECONDS);
    }

    /** Stops the periodic task; a tick under way finishes. */
    void stopTicking() {
        if (ticking != null) {
            ticking.cancel(false);
        }
    }

    /** Waits up to {@code timeoutMillis} for the steps submitted before {@link #release()} to end. */
    void awaitEnd(long timeoutMillis) throws InterruptedException {
        thread.awaitTermination(timeoutMillis, TimeUnit.MILLISECONDS);
    }

    /** Stops the thread at once, dropping any step not yet run. */
    void abort() {
        thread.shutdownNow();
    }

    /** Lets the thread end after the steps submitted; fails if a periodic task failed at least once. */
    void release() throws IOException {
        thread.shutdown();
        if (lastFailure != null) {
            throw new IOException("writing the run in " + directory + " failed at least once", lastFailure);
        }
    }
}
