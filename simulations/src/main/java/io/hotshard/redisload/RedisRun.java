package io.hotshard.redisload;

import io.hotshard.recording.ClientSideTarget;
import io.hotshard.redis.ClusterTopology;
import io.hotshard.report.ReportOptions;
import io.hotshard.report.ReportWriter;
import io.hotshard.runformat.EventKind;
import io.hotshard.sim.ClientLatencyLog;
import io.hotshard.sim.Closer;
import io.hotshard.sim.InterruptHook;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicReference;

/**
 * One run against a Redis Cluster: the cluster (started for the run, or an existing one reached through
 * {@code hotshard.target}), the data preloaded, the client, the nodes sampled once a second into
 * {@code redis-nodes.csv} of the run directory, chaos on the hot master, and at the end the summary
 * ({@link RedisRunSummary}) beside the samples; a cluster started for the run is stopped. The run directory is one of
 * the run-directory contract: {@code run.json} is recorded from the client side ({@link ClientSideTarget#redis}), with
 * the chaos as run events and the summary as its {@code redis} section.
 *
 * <p>A run whose JVM begins to exit before it finished (SIGTERM, Ctrl-C) is stopped by its {@link InterruptHook}: an
 * {@code interrupted} note, the client stopped, the last samples, the summary, {@code run.json} marked incomplete,
 * every file closed, every node the run started stopped, and the report written.
 */
public final class RedisRun implements AutoCloseable {

    /** How long an interrupted run waits for commands in flight: the stop must end within seconds. */
    private static final Duration INTERRUPTED_DRAIN = Duration.ofSeconds(1);

    private final RunParts parts;
    private final Closer closer;
    private final InterruptHook interrupt;
    private final HotMasterChaos chaos;
    private final ClientLatencyLog clientLog;
    private final RedisDashboard dashboard;
    private volatile ReshardSnapshot reshard;

    private RedisRun(RunParts parts, Closer closer, InterruptHook interrupt) {
        this.parts = parts;
        this.closer = closer;
        this.interrupt = interrupt;
        this.chaos = new HotMasterChaos(parts);
        this.clientLog = closer.add(ClientLatencyLog.start(parts.load().latency(), parts.directory(),
                parts.recordingStartedMillis()));
        this.dashboard = closer.add(RedisDashboard.start(new DashboardSnapshot(parts),
                parts.plan().settings().dashboardPort()));
    }

    /** Starts the run: cluster, preload, client, sampler; a start that fails closes what it opened. */
    public static RedisRun start(RedisRunPlan plan) {
        Closer closer = new Closer();
        AtomicReference<RedisRun> started = new AtomicReference<>();
        InterruptHook interrupt = InterruptHook.install("hotshard-redis-run-interrupted", () -> {
            RedisRun run = started.get();
            if (run != null) {
                run.stopInterrupted();
            } else {
                closer.close();
            }
        });
        try {
            started.set(new RedisRun(RedisRunStart.open(plan, closer), closer, interrupt));
            return started.get();
        } catch (RuntimeException e) {
            if (interrupt.claim()) {
                try {
                    closer.close();
                } catch (RuntimeException closing) {
                    e.addSuppressed(closing);
                } finally {
                    interrupt.release();
                }
            }
            throw e;
        }
    }

    /** The live dashboard's address (served until the run finishes). */
    public String dashboardUrl() {
        return dashboard.url();
    }

    /** The client requests go through. */
    public RedisLoad load() {
        return parts.load();
    }

    public Path directory() {
        return parts.directory();
    }

    /** The slot map when the run began. */
    public ClusterTopology topology() {
        return parts.topology();
    }

    /** The slot the most predicted requests fall on (the celebrity's, in a celebrity run). */
    public int hottestSlot() {
        return parts.hottestSlot();
    }

    /** The port of the master serving the hottest slot when the run began. */
    public int hotMasterPort() {
        return parts.hotMasterPort();
    }

    /** SIGKILLs the hot master's process, after one last sample of every node; arms the failover watch. */
    public synchronized void killHotMaster() {
        chaos.kill();
    }

    /** SIGSTOPs the hot master for {@code pause}, then SIGCONTs it (blocks the calling thread for that long). */
    public void pauseHotMaster(Duration pause) {
        chaos.pause(pause);
    }

    /**
     * Adds a master to the cluster and moves slots to it while the load runs ({@link MasterAddition}); blocks the
     * calling thread until the slots moved. A run adds one master.
     */
    public synchronized void addMasterAndMove(String move) {
        if (reshard != null) {
            throw new IllegalStateException("a run adds one master");
        }
        reshard = MasterAddition.addAndMove(parts, move);
    }

    /**
     * Drains the client, takes the last samples, writes the summary and {@code run.json} (complete), stops a cluster
     * started for the run.
     */
    public synchronized RedisRunSummary finish() {
        if (!interrupt.claim()) {
            throw new IllegalStateException("the run in " + parts.directory() + " was interrupted");
        }
        try {
            RedisRunSummary summary = conclude(parts.plan().settings().timeout().multipliedBy(2));
            try {
                parts.recorder().finish();
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

    /** Stops an unfinished run: everything it opened closed, the run marked incomplete, its cluster stopped. */
    @Override
    public void close() {
        if (interrupt.claim()) {
            try {
                closer.close();
            } finally {
                interrupt.release();
            }
        }
    }

    /**
     * The hook's stop: the run ends as {@link #finish} ends it, without waiting for stragglers, marked interrupted and
     * incomplete; each step is tried even when one before it failed, and the report is written last.
     */
    private void stopInterrupted() {
        RuntimeException failure = null;
        try {
            parts.recorder().recordEvent(EventKind.NOTE, "run", InterruptHook.note());
            conclude(INTERRUPTED_DRAIN);
        } catch (RuntimeException e) {
            failure = e;
        }
        try {
            closer.close();
        } catch (RuntimeException e) {
            failure = kept(failure, e);
        }
        try {
            ReportWriter.write(parts.directory(), ReportOptions.defaults());
        } catch (IOException e) {
            failure = kept(failure, new UncheckedIOException(e));
        } catch (RuntimeException e) {
            failure = kept(failure, e);
        }
        if (failure != null) {
            throw failure;
        }
        System.err.println("hotshard: run interrupted; " + parts.directory() + " is marked incomplete, the nodes it"
                + " started are stopped and its report says so");
    }

    private static RuntimeException kept(RuntimeException first, RuntimeException next) {
        if (first == null) {
            return next;
        }
        first.addSuppressed(next);
        return first;
    }

    private RedisRunSummary conclude(Duration drain) {
        int inFlight = parts.load().stop(drain);
        closer.closeNow(dashboard);
        closer.closeNow(parts.sampler());
        closer.closeNow(clientLog);
        return RunConclusion.record(parts, inFlight, chaos, reshard);
    }
}
