package io.hotshard.recording;

import io.hotshard.runformat.EventKind;
import io.hotshard.runformat.RunFiles;
import io.hotshard.runformat.RunStatus;
import io.vertx.core.Context;
import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;

/**
 * Writes one run directory (see {@code docs/run-directory.md}): samples the target's {@link Measurements} once a
 * second on a thread of its own (for a hotshard target, {@code timeline.csv}, {@code router.csv} and the {@code .hlog}
 * interval logs), collects events, and rewrites {@code run.json} every few seconds and after events, so an
 * interrupted run leaves a readable directory. {@link #finish()} waits for requests in flight, takes the final counts
 * and reconciles them; a run that ends otherwise ({@link #abandon()}, or the JVM exiting) is marked incomplete.
 *
 * <p>{@link #start}, {@link #finish()} and {@link #abandon()} block: call them from a plain thread (a test, a
 * Gatling {@code before()}/{@code after()} hook, a CLI), never from a Vert.x event loop. Events may be recorded
 * from any thread.
 */
public final class RunRecorder implements EventSink, AutoCloseable {

    private enum State { RUNNING, FINISHING, COMPLETE, INCOMPLETE }

    private static final int FLUSH_EVERY_SECONDS = 5;
    private static final long LIFECYCLE_SLACK_MILLIS = 10_000;
    private static final long DRAIN_POLL_MILLIS = 50;

    private final RunSettings settings;
    private final Instant startedAt;
    private final RunEvents events = new RunEvents();
    private final Measurements sampler;
    private final RunWriter writer;
    private final RecorderThread thread;
    private final Object lock = new Object();
    private State state = State.RUNNING;
    private int nextSecond;
    private Thread hook;
    private RunResult result;

    private RunRecorder(RunSettings settings, MeasuredTarget target) {
        this.settings = settings;
        this.startedAt = now();
        this.sampler = target.open(settings.directory(), startedAt.toEpochMilli(), events::fromTarget);
        this.writer = new RunWriter(settings, startedAt, events, sampler);
        this.thread = new RecorderThread(settings.directory());
    }

    /**
     * Creates the directory, takes the target's baseline counts, writes {@code run.json} (running) and starts
     * sampling the target once a second.
     */
    public static RunRecorder start(RunSettings settings, MeasuredTarget target) throws IOException {
        refuseEventLoop("start");
        Files.createDirectories(settings.directory());
        return new RunRecorder(settings, target).begin();
    }

    /**
     * Records a run against a target without hotshard's admin API: {@code run.json} with the run's events and the
     * caller's sections (generator, harness, Gatling), the {@code target} section saying what is absent and why, and
     * no router, shard or reconciliation figures.
     */
    public static RunRecorder startClientSide(RunSettings settings, ClientSideTarget target) throws IOException {
        return start(settings, (directory, startMillis, targetEvents) -> Measurements.none(target));
    }

    private RunRecorder begin() throws IOException {
        thread.call(() -> {
            sampler.baseline();
            sampler.writeRing(RunFiles.RING_START, 0);
            writer.write(RunStatus.RUNNING.label(), null, null, List.of());
            return null;
        }, LIFECYCLE_SLACK_MILLIS);
        thread.everySecond(this::tick);
        if (settings.shutdownHook()) {
            hook = new Thread(this::onJvmExit, "hotshard-run-recorder-exit");
            Runtime.getRuntime().addShutdownHook(hook);
        }
        return this;
    }

    /** The run directory. */
    public Path directory() {
        return settings.directory();
    }

    /** When the run started: second 0 of the CSV files and the origin of the events' {@code atMillis}. */
    public Instant startedAt() {
        return startedAt;
    }

    @Override
    public void accept(StampedEvent event) {
        events.fromCaller(event);
    }

    /** The events recorded so far, oldest first (as {@code run.json} lists them); any thread. */
    public List<StampedEvent> events() {
        return events.list();
    }

    /** Records an event stamped now; {@code detail} should hold scalar fields only. */
    public void recordEvent(EventKind kind, String target, JsonObject detail) {
        accept(StampedEvent.now(kind, target, detail));
    }

    /** Records an event by its contract name (e.g. {@code phase}); unknown names fail listing the known ones. */
    public void recordEvent(String kind, String target, JsonObject detail) {
        recordEvent(EventKind.byName(kind), target, detail);
    }

    /**
     * Sets an optional top-level section of {@code run.json}, such as {@code generator} (requests sent, hot keys)
     * or {@code mitigation}; written with the next manifest. The contract's own fields cannot be replaced.
     */
    public void section(String name, JsonObject value) {
        writer.section(name, value);
    }

    /** The utilisation of the busiest shard over the seconds recorded so far (0 before the first); any thread. */
    public double busiestUtilisation() {
        return sampler.busiestUtilisation();
    }

    /**
     * Ends the run: stops sampling, waits up to the drain timeout for requests in flight at the router and the
     * shards, takes the final sample, reconciles the counts and writes every file with status complete. Stop the
     * load first. A client-side run ({@link #startClientSide}) has no counts to reconcile: its result's
     * reconciliation is null.
     */
    public RunResult finish() throws IOException {
        refuseEventLoop("finish");
        synchronized (lock) {
            if (state != State.RUNNING) {
                throw new IllegalStateException("the run in " + directory() + " was already ended: " + state);
            }
            state = State.FINISHING;
        }
        thread.stopTicking();
        long drainMillis = settings.drainTimeout().toMillis();
        RunResult finished;
        try {
            finished = thread.call(() -> {
                boolean drained = awaitDrained(drainMillis);
                sampler.describe();
                sampler.sample(nextSecond++);
                Reconciliation counts = sampler.reconciliation();
                List<Path> logs = new ArrayList<>(sampler.closeLogs());
                if (Files.exists(directory().resolve(RunFiles.RING_START))) {
                    logs.add(directory().resolve(RunFiles.RING_START));
                }
                long endMillis = System.currentTimeMillis() - startedAt.toEpochMilli();
                logs.addAll(sampler.writeRing(RunFiles.RING_END, endMillis));
                return conclude(State.COMPLETE, writer.write(RunStatus.COMPLETE.label(), now(), counts, logs), counts,
                        drained);
            }, drainMillis + LIFECYCLE_SLACK_MILLIS);
        } catch (IOException e) {
            synchronized (lock) {
                state = State.INCOMPLETE;
            }
            thread.abort();
            throw e;
        }
        release();
        return finished;
    }

    /** Ends the run without final counts: status incomplete, every file left readable. Idempotent. */
    public RunResult abandon() throws IOException {
        synchronized (lock) {
            if (state == State.COMPLETE || state == State.INCOMPLETE) {
                return result;
            }
            if (state == State.FINISHING) {
                throw new IllegalStateException("the run in " + directory() + " is being finished");
            }
            state = State.INCOMPLETE;
        }
        thread.stopTicking();
        // The counts of the last sample, consistent with the CSV rows written; requests in flight then are why
        // they may not reconcile, and the report says so.
        RunResult abandoned = thread.call(() -> {
            Reconciliation counts = sampler.reconciliation();
            return conclude(State.INCOMPLETE, writer.write(RunStatus.INCOMPLETE.label(), now(), counts,
                    sampler.closeLogs()), counts, false);
        }, LIFECYCLE_SLACK_MILLIS);
        release();
        return abandoned;
    }

    /** Abandons the run unless it was finished. */
    @Override
    public void close() throws IOException {
        abandon();
    }

    private void tick() throws IOException {
        int second = nextSecond++;
        sampler.sample(second);
        boolean flush = second % FLUSH_EVERY_SECONDS == FLUSH_EVERY_SECONDS - 1;
        if (flush) {
            sampler.describe();
        }
        if (events.takeChanged() || flush) {
            writer.write(RunStatus.RUNNING.label(), null, null, List.of());
        }
    }

    private boolean awaitDrained(long timeoutMillis) throws InterruptedException {
        long deadline = System.currentTimeMillis() + timeoutMillis;
        while (!sampler.drained()) {
            if (System.currentTimeMillis() >= deadline) {
                return false;
            }
            Thread.sleep(DRAIN_POLL_MILLIS);
        }
        return true;
    }

    private RunResult conclude(State end, List<Path> files, Reconciliation counts, boolean drained) {
        synchronized (lock) {
            state = end;
            result = new RunResult(directory(), (end == State.COMPLETE ? RunStatus.COMPLETE : RunStatus.INCOMPLETE)
                    .label(), counts, drained, files);
            return result;
        }
    }

    private void release() throws IOException {
        if (hook != null && !Thread.currentThread().equals(hook)) {
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException e) {
                // The JVM is already exiting; the hook will find the run ended and do nothing.
            }
        }
        thread.release();
    }

    private void onJvmExit() {
        try {
            State now;
            synchronized (lock) {
                now = state;
            }
            if (now == State.RUNNING) {
                abandon();
            } else if (now == State.FINISHING) {
                thread.awaitEnd(settings.drainTimeout().toMillis() + LIFECYCLE_SLACK_MILLIS);
            }
        } catch (IOException | RuntimeException e) {
            System.err.println("hotshard: could not mark the run in " + directory() + " incomplete: " + e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static Instant now() {
        return Instant.now().truncatedTo(ChronoUnit.MILLIS);
    }

    private static void refuseEventLoop(String operation) {
        if (Context.isOnEventLoopThread()) {
            throw new IllegalStateException("RunRecorder." + operation + " blocks; call it off the event loop");
        }
    }
}
