package io.hotshard.cluster.record;

import io.hotshard.runformat.AtomicFiles;
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
import java.util.Map;
import java.util.concurrent.ConcurrentSkipListMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Function;

/**
 * Writes one run directory (see {@code docs/run-directory.md}): samples the router and every shard once a
 * second on a thread of its own, appends {@code timeline.csv}, {@code router.csv} and the {@code .hlog} interval
 * logs, collects events, and rewrites {@code run.json} every few seconds and after events, so an interrupted run
 * leaves a readable directory. {@link #finish()} waits for requests in flight, takes the final counts and
 * reconciles them; a run that ends otherwise ({@link #abandon()}, or the JVM exiting) is marked incomplete.
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
    private final Map<String, String> versions;
    private final Instant startedAt;
    private final RunEvents events;
    private final Map<String, JsonObject> sections = new ConcurrentSkipListMap<>();
    private final Measurements sampler;
    private final ScheduledExecutorService thread = Executors.newSingleThreadScheduledExecutor(runnable -> {
        Thread recorder = new Thread(runnable, "hotshard-run-recorder");
        recorder.setDaemon(true);
        return recorder;
    });
    private final Object lock = new Object();
    private State state = State.RUNNING;
    private int nextSecond;
    private ScheduledFuture<?> ticking;
    private Thread hook;
    private RunResult result;
    private volatile IOException lastFailure;

    private RunRecorder(RunSettings settings, RunEvents events, Function<Instant, Measurements> measurements) {
        this.settings = settings;
        this.events = events;
        this.versions = Versions.collect(settings.versions());
        this.startedAt = now();
        this.sampler = measurements.apply(startedAt);
    }

    /** Creates the directory, takes the baseline counts, writes {@code run.json} (running) and starts sampling. */
    public static RunRecorder start(RunSettings settings, MetricSources sources) throws IOException {
        refuseEventLoop("start");
        Files.createDirectories(settings.directory());
        RunEvents runEvents = new RunEvents();
        RunRecorder recorder = new RunRecorder(settings, runEvents, started -> new Sampler(settings.directory(),
                started.toEpochMilli(), sources, runEvents));
        if (sources.router() instanceof RouterSum group) {
            recorder.section("routers", group.toJson());
        }
        return recorder.begin();
    }

    /**
     * Records a run against a target without hotshard's admin API: {@code run.json} with the run's events and the
     * caller's sections (generator, harness, Gatling), the {@code target} section saying what is absent and why, and
     * no router, shard or reconciliation figures.
     */
    public static RunRecorder startClientSide(RunSettings settings, ClientSideTarget target) throws IOException {
        refuseEventLoop("start");
        Files.createDirectories(settings.directory());
        return new RunRecorder(settings, new RunEvents(), started -> Measurements.none(target)).begin();
    }

    private RunRecorder begin() throws IOException {
        onThread(() -> {
            sampler.baseline();
            sampler.writeRing(RingFiles.START, 0);
            write(RunStatus.RUNNING.label(), null, null);
            return null;
        }, LIFECYCLE_SLACK_MILLIS);
        ticking = thread.scheduleAtFixedRate(this::tick, 1, 1, TimeUnit.SECONDS);
        if (settings.shutdownHook()) {
            hook = new Thread(this::onJvmExit, "hotshard-run-recorder-exit");
            Runtime.getRuntime().addShutdownHook(hook);
        }
        return this;
    }

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
        if (Manifest.RESERVED.contains(name)) {
            throw new IllegalArgumentException("section " + name + " is written by the recorder; reserved names are "
                    + Manifest.RESERVED);
        }
        sections.put(name, value.copy());
        events.markChanged();
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
        ticking.cancel(false);
        long drainMillis = settings.drainTimeout().toMillis();
        RunResult finished;
        try {
            finished = onThread(() -> {
                boolean drained = awaitDrained(drainMillis);
                sampler.describe();
                sampler.sample(nextSecond++);
                Reconciliation counts = sampler.reconciliation();
                List<Path> logs = new ArrayList<>(sampler.closeLogs());
                if (Files.exists(directory().resolve(RingFiles.START))) {
                    logs.add(directory().resolve(RingFiles.START));
                }
                logs.addAll(sampler.writeRing(RingFiles.END, System.currentTimeMillis() - startedAt.toEpochMilli()));
                return conclude(State.COMPLETE, write(RunStatus.COMPLETE.label(), now(), counts, logs), counts, drained);
            }, drainMillis + LIFECYCLE_SLACK_MILLIS);
        } catch (IOException e) {
            synchronized (lock) {
                state = State.INCOMPLETE;
            }
            thread.shutdownNow();
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
        ticking.cancel(false);
        // The counts of the last sample, consistent with the CSV rows written; requests in flight then are why
        // they may not reconcile, and the report says so.
        RunResult abandoned = onThread(() -> {
            Reconciliation counts = sampler.reconciliation();
            return conclude(State.INCOMPLETE, write(RunStatus.INCOMPLETE.label(), now(), counts, sampler.closeLogs()), counts,
                    false);
        }, LIFECYCLE_SLACK_MILLIS);
        release();
        return abandoned;
    }

    /** Abandons the run unless it was finished. */
    @Override
    public void close() throws IOException {
        abandon();
    }

    private void tick() {
        try {
            int second = nextSecond++;
            sampler.sample(second);
            if (second % FLUSH_EVERY_SECONDS == FLUSH_EVERY_SECONDS - 1) {
                sampler.describe();
            }
            if (events.takeChanged() || second % FLUSH_EVERY_SECONDS == FLUSH_EVERY_SECONDS - 1) {
                write(RunStatus.RUNNING.label(), null, null);
            }
        } catch (IOException | RuntimeException e) {
            // A periodic task that throws is never run again; keep sampling and report the failure at the end.
            lastFailure = e instanceof IOException io ? io : new IOException(e);
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

    private List<Path> write(String status, Instant endedAt, Reconciliation counts) throws IOException {
        return write(status, endedAt, counts, List.of());
    }

    private List<Path> write(String status, Instant endedAt, Reconciliation counts, List<Path> logs)
            throws IOException {
        List<Path> tables = sampler.writeTables();
        Path manifest = directory().resolve(RunFiles.MANIFEST);
        AtomicFiles.write(manifest, Manifest.json(settings, versions, startedAt, status, endedAt, sampler.cluster(),
                sampler.target(), events.list(), counts, sections).encodePrettily() + "\n");
        List<Path> files = new ArrayList<>(List.of(manifest));
        files.addAll(tables);
        files.addAll(logs);
        return files;
    }

    private RunResult conclude(State end, List<Path> files, Reconciliation counts, boolean drained) {
        synchronized (lock) {
            state = end;
            result = new RunResult(directory(), (end == State.COMPLETE ? RunStatus.COMPLETE : RunStatus.INCOMPLETE).label(), counts, drained,
                    files);
            return result;
        }
    }

    private void release() throws IOException {
        thread.shutdown();
        if (hook != null && !Thread.currentThread().equals(hook)) {
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException e) {
                // The JVM is already exiting; the hook will find the run ended and do nothing.
            }
        }
        if (lastFailure != null) {
            throw new IOException("writing the run in " + directory() + " failed at least once", lastFailure);
        }
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
                thread.awaitTermination(settings.drainTimeout().toMillis() + LIFECYCLE_SLACK_MILLIS,
                        TimeUnit.MILLISECONDS);
            }
        } catch (IOException | RuntimeException e) {
            System.err.println("hotshard: could not mark the run in " + directory() + " incomplete: " + e);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private interface Step<T> {
        T run() throws Exception;
    }

    private <T> T onThread(Step<T> step, long timeoutMillis) throws IOException {
        try {
            return thread.submit(step::run).get(timeoutMillis, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while recording " + directory(), e);
        } catch (TimeoutException e) {
            throw new IOException("recording " + directory() + " did not answer within " + timeoutMillis + " ms", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof IOException io) {
                throw io;
            }
            throw new IOException("recording " + directory() + " failed: " + e.getCause(), e.getCause());
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
