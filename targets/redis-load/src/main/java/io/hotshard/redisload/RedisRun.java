package io.hotshard.redisload;

import io.hotshard.recording.ClientSideTarget;
import io.hotshard.recording.RunRecorder;
import io.hotshard.redis.ClusterTopology;
import io.hotshard.storeload.ClientLatencyLog;
import io.hotshard.storeload.Closer;
import io.hotshard.storeload.StoreDashboard;
import io.hotshard.storeload.StoreRunEnd;
import java.nio.file.Path;
import java.time.Duration;

/**
 * One run against a Redis Cluster: the cluster (started for the run, or an existing one reached through
 * {@code hotshard.target}), the data preloaded, the client, the nodes sampled once a second into
 * {@code redis-nodes.csv} of the run directory, chaos on the hot master, and at the end the summary
 * ({@link RedisRunSummary}) beside the samples; a cluster started for the run is stopped. The run directory is one of
 * the run-directory contract: {@code run.json} is recorded from the client side ({@link ClientSideTarget#redis}), with
 * the chaos as run events and the summary as its {@code redis} section.
 *
 * <p>A run whose JVM begins to exit before it finished (SIGTERM, Ctrl-C) is stopped as {@link StoreRunEnd} says: an
 * {@code interrupted} note, the client stopped, the last samples, the summary, {@code run.json} marked incomplete,
 * every file closed, every node the run started stopped, and the report written.
 */
public final class RedisRun implements StoreRunEnd.Run<RedisRunSummary>, AutoCloseable {

    private final RedisRunParts parts;
    private final StoreRunEnd<RedisRunSummary> end;
    private final Closer closer;
    private final HotMasterChaos chaos;
    private final ClientLatencyLog clientLog;
    private final StoreDashboard dashboard;
    private volatile ReshardSnapshot reshard;

    private RedisRun(RedisRunParts parts, StoreRunEnd<RedisRunSummary> end) {
        this.parts = parts;
        this.end = end;
        this.closer = end.closer();
        this.chaos = new HotMasterChaos(parts);
        this.clientLog = closer.add(ClientLatencyLog.start(parts.load().latency(), parts.directory(),
                parts.recordingStartedMillis()));
        this.dashboard = closer.add(StoreDashboard.start(DashboardSnapshot.LAYOUT, new DashboardSnapshot(parts),
                parts.plan().settings().dashboardPort()));
    }

    /** Starts the run: cluster, preload, client, sampler; a start that fails closes what it opened. */
    public static RedisRun start(RedisRunPlan plan) {
        return StoreRunEnd.start("hotshard-redis-run-interrupted",
                end -> new RedisRun(RedisRunStart.open(plan, end.closer()), end));
    }

    /** The live dashboard's address (served until the run finishes). */
    public String dashboardUrl() {
        return dashboard.url();
    }

    /** The client requests go through. */
    public RedisLoad load() {
        return parts.load();
    }

    @Override
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
        return end.finish(parts.plan().settings().timeout().multipliedBy(2));
    }

    /** Stops an unfinished run: everything it opened closed, the run marked incomplete, its cluster stopped. */
    @Override
    public void close() {
        end.close();
    }

    @Override
    public RunRecorder recorder() {
        return parts.recorder();
    }

    @Override
    public RedisRunSummary conclude(Duration drain) {
        int inFlight = parts.load().stop(drain);
        closer.closeNow(dashboard);
        closer.closeNow(parts.sampler());
        closer.closeNow(clientLog);
        return RunConclusion.record(parts, inFlight, chaos, reshard);
    }
}
