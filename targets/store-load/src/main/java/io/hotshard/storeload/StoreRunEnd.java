package io.hotshard.storeload;

import io.hotshard.recording.RunRecorder;
import io.hotshard.report.ReportOptions;
import io.hotshard.report.ReportWriter;
import io.hotshard.runformat.EventKind;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Function;

/**
 * How a run against a real store (a Redis Cluster, a Cassandra cluster) opens and ends, whatever the store: the start
 * closes what it opened when it fails; {@link #finish} concludes the run, completes {@code run.json} and closes
 * everything; {@link #close} closes an unfinished run; and a JVM that begins to exit first (SIGTERM, Ctrl-C) is
 * stopped by an {@link InterruptHook}: an {@code interrupted} note, the run concluded without waiting for stragglers,
 * {@code run.json} left incomplete, everything closed (the nodes the run started stopped) and the report written, each
 * step tried even when one before it failed.
 *
 * @param <S> the run's summary
 */
public final class StoreRunEnd<S> {

    /** What a store's run does at its end. */
    public interface Run<S> {

        /** The run directory. */
        Path directory();

        /** The recorder of the run's {@code run.json}. */
        RunRecorder recorder();

        /** Stops the load, waiting at most {@code drain} for requests in flight, and records the run's summary. */
        S conclude(Duration drain);
    }

    /** How long an interrupted run waits for requests in flight: the stop must end within seconds. */
    static final Duration INTERRUPTED_DRAIN = Duration.ofSeconds(1);

    private final Closer closer = new Closer();
    private final AtomicReference<Run<S>> run = new AtomicReference<>();
    private InterruptHook interrupt;

    private StoreRunEnd() {
    }

    /**
     * Installs the hook named {@code hookName}, then opens the run with {@code open}, which registers what it opens
     * with {@link #closer()}; a start that fails closes what it opened and rethrows.
     */
    public static <S, R extends Run<S>> R start(String hookName, Function<StoreRunEnd<S>, R> open) {
        StoreRunEnd<S> end = new StoreRunEnd<>();
        end.interrupt = InterruptHook.install(hookName, end::onInterrupt);
        try {
            R opened = open.apply(end);
            end.run.set(opened);
            return opened;
        } catch (RuntimeException e) {
            if (end.interrupt.claim()) {
                try {
                    end.closer.close();
                } catch (RuntimeException closing) {
                    e.addSuppressed(closing);
                } finally {
                    end.interrupt.release();
                }
            }
            throw e;
        }
    }

    /** What the run's parts are closed by, in reverse order of opening. */
    public Closer closer() {
        return closer;
    }

    /**
     * Concludes the run (waiting at most {@code drain} for requests in flight), completes {@code run.json} and closes
     * everything; fails when the run was interrupted.
     */
    public synchronized S finish(Duration drain) {
        Run<S> opened = run.get();
        if (!interrupt.claim()) {
            throw new IllegalStateException("the run in " + opened.directory() + " was interrupted");
        }
        try {
            S summary = opened.conclude(drain);
            try {
                opened.recorder().finish();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
            return summary;
        } finally {
            try {
                closer.close();
            } finally {
                interrupt.release();
            }
        }
    }

    /** Closes an unfinished run: everything it opened, its cluster stopped; {@code run.json} stays incomplete. */
    public void close() {
        if (interrupt.claim()) {
            try {
                closer.close();
            } finally {
                interrupt.release();
            }
        }
    }

    private void onInterrupt() {
        Run<S> opened = run.get();
        if (opened == null) {
            closer.close();
            return;
        }
        RuntimeException failure = null;
        try {
            opened.recorder().recordEvent(EventKind.NOTE, "run", InterruptHook.note());
            opened.conclude(INTERRUPTED_DRAIN);
        } catch (RuntimeException e) {
            failure = e;
        }
        try {
            closer.close();
        } catch (RuntimeException e) {
            failure = kept(failure, e);
        }
        try {
            ReportWriter.write(opened.directory(), ReportOptions.defaults());
        } catch (IOException e) {
            failure = kept(failure, new UncheckedIOException(e));
        } catch (RuntimeException e) {
            failure = kept(failure, e);
        }
        if (failure != null) {
            throw failure;
        }
        System.err.println("hotshard: run interrupted; " + opened.directory() + " is marked incomplete, the nodes it"
                + " started are stopped and its report says so");
    }

    private static RuntimeException kept(RuntimeException first, RuntimeException next) {
        if (first == null) {
            return next;
        }
        first.addSuppressed(next);
        return first;
    }
}
