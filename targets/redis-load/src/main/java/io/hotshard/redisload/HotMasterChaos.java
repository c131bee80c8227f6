package io.hotshard.redisload;

import io.hotshard.recording.StampedEvent;
import io.hotshard.redis.RedisProcess;
import io.hotshard.runformat.EventKind;
import io.hotshard.runformat.RedisFailover;
import io.vertx.core.json.JsonObject;
import java.time.Duration;

/**
 * Chaos on the hot master of a cluster the run started: a SIGKILL, or a SIGSTOP and its SIGCONT, each a run event;
 * arms the client's failover watch and, at the end, puts the failover it saw on the timeline.
 */
final class HotMasterChaos {

    private final RedisRunParts run;
    private volatile long killWindow;
    private volatile long signalMillis;

    HotMasterChaos(RedisRunParts run) {
        this.run = run;
    }

    /** SIGKILLs the hot master's process, after one last sample of every node; arms the failover watch. */
    void kill() {
        RedisProcess process = run.cluster().require("kill").process(run.hotMasterPort());
        RedisLoad load = run.load();
        // Commands in flight when the last sample starts, or sent after it, may run on the node uncounted.
        RedisLoadCounts before = load.counts();
        run.sampler().sampleNow();
        load.failover().arm(run.slotsOf(run.hotMasterPort()));
        signalMillis = System.currentTimeMillis();
        process.kill();
        killWindow = load.counts().sent() - (before.succeeded() + before.failed() + before.timedOut());
        run.events().add("SIGKILL redis-server " + process.pid() + " (master " + process.port() + ", slot "
                + run.hottestSlot() + ")");
        run.recorder().recordEvent(EventKind.NODE_KILLED, node(process), new JsonObject().put("signal", "SIGKILL")
                .put("pid", process.pid()).put("slot", run.hottestSlot()));
    }

    /** SIGSTOPs the hot master for {@code pause}, then SIGCONTs it (blocks the calling thread for that long). */
    void pause(Duration pause) {
        RedisProcess process = run.cluster().require("pause").process(run.hotMasterPort());
        run.load().failover().arm(run.slotsOf(run.hotMasterPort()));
        signalMillis = System.currentTimeMillis();
        process.pause();
        run.events().add("SIGSTOP redis-server " + process.pid() + " (master " + process.port() + ") for "
                + pause.toMillis() + " ms");
        run.recorder().recordEvent(EventKind.NODE_PAUSED, node(process), new JsonObject().put("signal", "SIGSTOP")
                .put("pid", process.pid()).put("pauseMillis", pause.toMillis()));
        try {
            Thread.sleep(pause.toMillis());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            process.resume();
            run.events().add("SIGCONT redis-server " + process.pid());
            run.recorder().recordEvent(EventKind.NODE_RESUMED, node(process), new JsonObject()
                    .put("signal", "SIGCONT").put("pid", process.pid()));
        }
    }

    /** Commands that may have run on the killed node uncounted (0 without a kill). */
    long killWindow() {
        return killWindow;
    }

    /** The failover as notes on the timeline, stamped when the client saw the first failure and the first success. */
    void recordFailover(RedisFailover failover) {
        String hot = "127.0.0.1:" + run.hotMasterPort();
        if (failover.failed()) {
            run.recorder().accept(new StampedEvent(signalMillis + failover.firstFailureAfterMillis(), EventKind.NOTE,
                    hot, new JsonObject().put("name", "failover: slots failing").put("afterSignalMillis",
                            failover.firstFailureAfterMillis())));
        }
        if (failover.recovered()) {
            run.recorder().accept(new StampedEvent(signalMillis + failover.recoveredAfterMillis(), EventKind.NOTE,
                    hot, new JsonObject().put("name", "failover: slots served again").put("afterSignalMillis",
                            failover.recoveredAfterMillis()).put("outageMillis", failover.outageMillis())
                            .put("failedRequests", failover.failedRequests())));
        }
    }

    private static String node(RedisProcess process) {
        return "127.0.0.1:" + process.port();
    }
}
