package io.hotshard.storeload;

import io.vertx.core.json.JsonObject;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * What a run does when its JVM exits before the run finished (SIGTERM, Ctrl-C's SIGINT): the run's own stop (its
 * {@code onExit}) records why it stopped, leaves every file readable, stops what the run started and writes the
 * report. A run being finished when the signal comes is waited for instead, and a run stopped by the hook cannot be
 * finished.
 */
public final class InterruptHook {

    /** Why an interrupted run stopped, as its {@code interrupted} note says. */
    public static final String REASON = "the JVM began to exit (SIGTERM, or SIGINT from Ctrl-C) before the run"
            + " finished";

    private static final long FINISH_WAIT_SECONDS = 60;

    private final Runnable onExit;
    private final AtomicBoolean claimed = new AtomicBoolean();
    private final CountDownLatch finished = new CountDownLatch(1);
    private final Thread hook;

    private InterruptHook(String name, Runnable onExit) {
        this.onExit = onExit;
        this.hook = new Thread(this::onJvmExit, name);
    }

    /** Installs the hook for one run; {@code onExit} runs on the hook's thread unless the run was claimed first. */
    public static InterruptHook install(String name, Runnable onExit) {
        InterruptHook interrupt = new InterruptHook(name, onExit);
        Runtime.getRuntime().addShutdownHook(interrupt.hook);
        return interrupt;
    }

    /** The {@code note} event's detail: named {@code interrupted}, with the {@link #REASON}. */
    public static JsonObject note() {
        return new JsonObject().put("name", "interrupted").put("reason", REASON);
    }

    /** Claims the run for a normal finish; false when the hook already ended it. */
    public boolean claim() {
        return claimed.compareAndSet(false, true);
    }

    /** The normal finish is over: the hook is no longer needed. */
    public void release() {
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
            onExit.run();
        } catch (RuntimeException e) {
            System.err.println("hotshard: the interrupted run could not be stopped cleanly: " + e);
        }
    }
}
