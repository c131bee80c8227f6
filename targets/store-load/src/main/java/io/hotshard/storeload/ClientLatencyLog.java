package io.hotshard.storeload;

import io.hotshard.metrics.HlogWriter;
import io.hotshard.metrics.LatencyRecorder;
import io.hotshard.runformat.RunFiles;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;

/**
 * Writes a client's latency recorder as one HdrHistogram interval per second into a run directory
 * ({@code client.hlog}: microseconds from each request's intended send time), on a daemon thread of its own.
 */
public final class ClientLatencyLog implements AutoCloseable {

    /** The file name in the run directory. */
    public static final String FILE = RunFiles.CLIENT_LOG;

    private final LatencyRecorder recorder;
    private final HlogWriter log;
    private final ScheduledExecutorService thread = Executors.newSingleThreadScheduledExecutor(runnable -> {
        Thread writer = new Thread(runnable, "hotshard-client-latency-log");
        writer.setDaemon(true);
        return writer;
    });

    private ClientLatencyLog(LatencyRecorder recorder, HlogWriter log) {
        this.recorder = recorder;
        this.log = log;
        thread.scheduleAtFixedRate(this::flush, 1, 1, TimeUnit.SECONDS);
    }

    /** Starts logging {@code recorder} into {@code directory}; interval times are relative to {@code baseMillis}. */
    public static ClientLatencyLog start(LatencyRecorder recorder, Path directory, long baseMillis) {
        return start(recorder, directory.resolve(FILE), "client", baseMillis);
    }

    /** Starts logging {@code recorder} into {@code file}, every interval tagged {@code tag}. */
    public static ClientLatencyLog start(LatencyRecorder recorder, Path file, String tag, long baseMillis) {
        try {
            return new ClientLatencyLog(recorder, HlogWriter.open(file, tag, baseMillis));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private void flush() {
        log.write(recorder.intervalHistogram());
    }

    /** Writes the last interval and moves the log to its final name. */
    @Override
    public void close() throws IOException {
        thread.shutdown();
        try {
            if (!thread.awaitTermination(5, TimeUnit.SECONDS)) {
                throw new IOException("the client latency log did not stop within 5 s");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while closing the client latency log", e);
        }
        flush();
        log.close();
    }
}
