package io.hotshard.simulations;

import io.hotshard.cluster.LoopDelayProbe;
import io.hotshard.metrics.DelayBursts;
import io.hotshard.metrics.GcPauses;
import io.hotshard.metrics.HarnessFigures;
import io.hotshard.metrics.HarnessThresholds;
import io.hotshard.metrics.HarnessVerdict;
import io.hotshard.metrics.ProcessCpu;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.concurrent.TimeUnit;
import org.HdrHistogram.Histogram;

/**
 * What measuring costs in a run, watched while it runs: the JVM's GC pauses, the process's CPU and, when the
 * cluster runs in this JVM, the delay of every event loop (the router's and the shards'); with the generator's
 * schedule lag at the end, {@link #finish} judges whether the harness distorted the run and answers
 * {@code run.json}'s {@code harness} section.
 */
public final class HarnessWatch {

    private final GcPauses gc = GcPauses.start();
    private final ProcessCpu cpu = ProcessCpu.start();
    private final LoopDelayProbe loops;
    private final double meanServiceMicros;
    private final long startNanos = System.nanoTime();

    private HarnessWatch(LoopDelayProbe loops, double meanServiceMicros) {
        this.loops = loops;
        this.meanServiceMicros = meanServiceMicros;
    }

    /**
     * Starts watching; {@code clusterVertx} is the in-JVM cluster's Vert.x (null for an external target, whose
     * loops this JVM cannot see).
     */
    public static HarnessWatch start(Vertx clusterVertx, double meanServiceMicros) {
        LoopDelayProbe probe = null;
        if (clusterVertx != null) {
            try {
                probe = LoopDelayProbe.start(clusterVertx, 2 * Runtime.getRuntime().availableProcessors())
                        .toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
            } catch (Exception e) {
                throw new IllegalStateException("the event-loop probe did not start: " + e.getMessage(), e);
            }
        }
        return new HarnessWatch(probe, meanServiceMicros);
    }

    /**
     * Stops watching and answers the {@code harness} section, given the generator's {@code scheduleLag} and the
     * busiest shard's utilisation over the run (NaN when unknown).
     */
    public JsonObject finish(ScheduleLag scheduleLag, double busiestUtilisation) {
        Histogram loop = loops == null ? null : loops.cumulative();
        if (loops != null) {
            loops.close();
        }
        gc.close();
        HarnessFigures figures = new HarnessFigures(scheduleLag.percentileMicros(99),
                scheduleLag.percentileMicros(100), loop == null ? 0 : loop.getValueAtPercentile(99),
                loop == null ? 0 : loop.getMaxValue(), gc.count(), gc.totalMillis(), gc.maxMillis(), cpu.share(),
                cpu.machineLoad(), (System.nanoTime() - startNanos) / 1e9, scheduleLag.meanMicros(),
                loop == null ? Double.NaN : loop.getMean(), scheduleLag.meanBeyondMicros(meanServiceMicros),
                loop == null ? Double.NaN : DelayBursts.meanBeyondMicros(loop, meanServiceMicros));
        HarnessThresholds thresholds = HarnessThresholds.DEFAULTS;
        HarnessVerdict verdict = HarnessVerdict.of(figures, thresholds, meanServiceMicros, busiestUtilisation);
        return new JsonObject(figures.fields()).put("loopsProbed", loops != null)
                .put("meanServiceMicros", meanServiceMicros)
                .put("busiestUtilisation", Double.isFinite(busiestUtilisation) ? busiestUtilisation : null)
                .put("thresholds", new JsonObject().put("lagShareOfService", thresholds.lagShareOfService())
                        .put("gcShareOfRun", thresholds.gcShareOfRun())
                        .put("maxProcessCpuShare", thresholds.maxProcessCpuShare()))
                .put("distorted", verdict.distorted()).put("addedMillis", verdict.addedMillis())
                .put("reasons", new JsonArray(verdict.reasons())).put("line", verdict.line());
    }
}
