package io.hotshard.bench.fidelity;

import io.hotshard.metrics.HarnessFigures;
import io.hotshard.metrics.HarnessThresholds;
import io.hotshard.metrics.HarnessVerdict;
import java.util.List;

/**
 * A fidelity point's outcome: one row per shard, what the harness cost and whether that distorted the run, the
 * client's p99 from intended send time (network and router included), the shards' timer lateness p99, and how
 * long the point warmed before it was measured.
 */
record PointResult(FidelityPoint point, List<ShardRow> shards, HarnessFigures harness, HarnessVerdict verdict,
                   double sentPerSecond, long failed, long clientP99Micros, long timerLatenessP99Micros,
                   JvmSettling.Outcome warmUp) {

    /** Copies the rows. */
    PointResult {
        shards = List.copyOf(shards);
    }

    /** The goal's bound on |ratio - 1|: 10% up to rho 0.8, 20% above. */
    double tolerance() {
        return point.rho() <= 0.8 + 1e-9 ? 0.10 : 0.20;
    }

    /**
     * Whether the run was long enough to tell: every shard's 95% half-width on its mean wait is within {@link
     * #tolerance()}. A shorter run's ratio may miss the goal by chance alone, whatever the harness did.
     */
    boolean conclusive() {
        return shards.stream().allMatch(r -> r.waitHalfWidth() <= tolerance());
    }

    /**
     * The largest drift from the model that the harness's own figures predict at any shard, as a share of the
     * model's mean wait or mean response: the bursts of send lag and loop delay pass through the shard's queue
     * ({@link io.hotshard.metrics.HarnessVerdict}: ×ρ/(1 − ρ) on the wait), and the late service ends add to the
     * response.
     */
    double predictedDrift() {
        double worst = 0;
        for (ShardRow r : shards) {
            double addedWait = HarnessVerdict.addedWaitMicros(harness, r.utilisation(point.servers()));
            worst = Math.max(worst, Math.max(addedWait / r.model().meanWaitMicros(),
                    (addedWait + r.latenessMeanMicros()) / r.model().meanResponseMicros()));
        }
        return worst;
    }

    /**
     * Whether the harness says it distorted this point: its figures predict a drift beyond the goal at a shard, or
     * the process was short of time (GC, CPU). The run's own verdict judges against the mean service time, which
     * it must for a run without a model; here the model's wait and response are known, so the drift is judged on
     * them.
     */
    boolean flagged() {
        return predictedDrift() > tolerance()
                || !HarnessVerdict.starvation(harness, HarnessThresholds.DEFAULTS).isEmpty();
    }

    /** Whether every shard's mean wait and mean response are within {@link #tolerance()} of the model. */
    boolean withinGoal() {
        return shards.stream().allMatch(r -> Math.abs(r.waitRatio() - 1) <= tolerance()
                && Math.abs(r.responseRatio() - 1) <= tolerance());
    }
}
