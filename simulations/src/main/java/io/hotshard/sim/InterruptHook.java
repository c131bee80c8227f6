package io.hotshard.sim;

import io.hotshard.cluster.record.RunRecorder;
import io.hotshard.cluster.record.RunResult;
import io.hotshard.report.ReportOptions;
import io.hotshard.report.ReportWriter;
import io.hotshard.runformat.EventKind;
import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * What a run does when its JVM exits before the run finished (SIGTERM, Ctrl-C): it writes the generator's counts up
 * to then and a {@code note} saying why the run stopped, marks the run incomplete with every file left readable,
 * and writes the report, which says that the run was interrupted. A run being finished when the signal comes is
 * waited for instead.
 */
final class InterruptHook {

    private static final long FINISH_WAIT_SECONDS = 60;

    private final RunRecorder recorder;
    private final GeneratorWatch generator;
    private final AtomicBoolean claimed = new AtomicBoolean();
    private final CountDownLatch finished = new CountDownLatch(1);
    private final Thread hook = new Thread(this::onJvmExit, "hotshard-run-interrupted");

    private InterruptHook(RunRecorder recorder, GeneratorWatch generator) {
        this.recorder = recorder;
        this.generator = generator;
    }

    /** Installs the hook for this run. */
    static InterruptHook install(RunRecorder recorder, GeneratorWatch generator) {
        InterruptHook interrupt = new InterruptHook(recorder, generator);
        Runtime.getRuntime().addShutdownHook(interrupt.hook);
        return interrupt;
    }

    /** Claims the run for a normal finish; false when the hook already ended it. */
    boolean claim() {
        return claimed.compareAndSet(false, true);
    }

    /** The normal finish is over: the hook is no longer needed. */
    void release() {
        finished.countDown();
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // The JVM is already exiting; the hook waits for the finish that just ended and returns.
        }
    }

    private void onJvmExit() {
        if (!claim()) {
            try {
                finished.await(FINISH_WAIT_SECONDS, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            return;
        }
        try {
            recorder.section("generator", generator.finish());
            recorder.recordEvent(EventKind.NOTE, "run", new JsonObject().put("name", "interrupted")
                    .put("reason", "the JVM began to exit (SIGTERM or Ctrl-C) before the run finished"));
            RunResult result = recorder.abandon();
            ReportWriter.write(result.directory(), ReportOptions.defaults());
            System.err.println("hotshard: run interrupted; " + result.directory() + " is marked incomplete and its"
                    + " report says so");
        } catch (IOException | RuntimeException e) {
            System.err.println("hotshard: could not mark the interrupted run in " + recorder.directory()
                    + " incomplete: " + e);
        }
    }
}
