package io.hotshard.cluster;

import io.hotshard.metrics.LatencyRecorder;
import io.vertx.core.Context;
import io.vertx.core.DeploymentOptions;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.VerticleBase;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.HdrHistogram.Histogram;

/**
 * How long an event waits before an event loop runs it: a probe thread posts a task to every event loop of a
 * {@link Vertx} every {@link #PERIOD_MILLIS} and records how long each took to run (microseconds). One probe
 * verticle instance per event loop (instances are spread over the loops in turn), so every loop the router and
 * the shards of this Vert.x run on is probed. A loop busy with a request delays every request behind it; this
 * is that delay.
 */
public final class LoopDelayProbe implements AutoCloseable {

    /** Probing period: coarse enough to cost nothing, fine enough for a p99 within seconds. */
    public static final long PERIOD_MILLIS = 10;

    private final Vertx vertx;
    private final List<Context> loops = new CopyOnWriteArrayList<>();
    private final LatencyRecorder delay = new LatencyRecorder();
    private final Thread thread;
    private String deployment;
    private volatile boolean closed;

    private LoopDelayProbe(Vertx vertx) {
        this.vertx = vertx;
        this.thread = new Thread(this::loop, "hotshard-loop-probe");
        thread.setDaemon(true);
    }

    /** Deploys one probe per event loop ({@code eventLoops}, usually 2 x cores) and starts probing. */
    public static Future<LoopDelayProbe> start(Vertx vertx, int eventLoops) {
        LoopDelayProbe probe = new LoopDelayProbe(vertx);
        return vertx.deployVerticle(() -> new VerticleBase() {
            @Override
            public Future<?> start() {
                probe.loops.add(context);
                return Future.succeededFuture();
            }
        }, new DeploymentOptions().setInstances(Math.max(1, eventLoops))).map(id -> {
            probe.deployment = id;
            probe.thread.start();
            return probe;
        });
    }

    /** Every delay recorded so far, in microseconds. */
    public Histogram cumulative() {
        return delay.cumulativeHistogram();
    }

    /** Forgets what was recorded, e.g. after a warm-up. */
    public void reset() {
        delay.reset();
    }

    @Override
    public void close() {
        closed = true;
        thread.interrupt();
        if (deployment != null) {
            vertx.undeploy(deployment);
        }
    }

    private void loop() {
        while (!closed) {
            for (Context context : loops) {
                long posted = System.nanoTime();
                context.runOnContext(ignored -> delay.recordMicros((System.nanoTime() - posted) / 1_000));
            }
            try {
                TimeUnit.MILLISECONDS.sleep(PERIOD_MILLIS);
            } catch (InterruptedException e) {
                return;
            }
        }
    }
}
