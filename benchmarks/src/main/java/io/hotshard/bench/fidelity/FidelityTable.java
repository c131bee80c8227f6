package io.hotshard.bench.fidelity;

import java.util.Locale;

/** Prints fidelity results as Markdown table rows and one harness line per point. */
final class FidelityTable {

    static final String HEADER = "| point | shard | λ req/s | S µs | arrival CV | Wq measured µs | Wq model µs | ratio "
            + "| ±95% | T measured µs | T model µs | ratio | p99 measured µs | p99 model µs | ratio "
            + "| late p99 µs | handler→queue p99 µs | within goal |\n"
            + "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|";

    private FidelityTable() {
    }

    /** The rows of one point, then its harness line. */
    static String rows(PointResult result) {
        StringBuilder out = new StringBuilder();
        for (ShardRow r : result.shards()) {
            out.append(String.format(Locale.ROOT,
                    "| %s | %s | %.0f | %.0f | %.2f | %.0f | %.0f | %.2f | %.0f%% | %.0f | %.0f | %.2f | %.0f | %s | %s "
                            + "| %d | %d | %s |%n",
                    result.point().label(), r.id(), r.ratePerSecond(), r.meanServiceMicros(), r.arrivalCv(),
                    r.meanWaitMicros(), r.model().meanWaitMicros(), r.waitRatio(), 100 * r.waitHalfWidth(),
                    r.meanResponseMicros(), r.model().meanResponseMicros(), r.responseRatio(), r.p99ResponseMicros(),
                    number(r.model().p99ResponseMicros()), number(r.p99Ratio()), r.latenessP99Micros(),
                    r.loopDelayP99Micros(), verdict(result)));
        }
        return out.toString();
    }

    /** The harness figures and verdict of one point. */
    static String harness(PointResult result) {
        return String.format(Locale.ROOT, "   %s: sent %.0f req/s (failed %d), client p99 from intended %d µs, "
                        + "shard timer lateness p99 %d µs, send lag mean/p99/max %.0f/%d/%d µs, "
                        + "loop delay mean/p99/max %.0f/%d/%d µs, "
                        + "bursts beyond one service (send/loop) %.0f/%.0f µs, "
                        + "GC %d pauses %d ms (max %d), process CPU %.0f%%, machine CPU %.0f%%, %s%n   %s%n"
                        + "   the harness's figures predict a drift of up to %.0f%% from the model at a shard: %s",
                result.point().label(), result.sentPerSecond(), result.failed(), result.clientP99Micros(),
                result.timerLatenessP99Micros(), result.harness().sendLagMeanMicros(),
                result.harness().sendLagP99Micros(), result.harness().sendLagMaxMicros(),
                result.harness().loopDelayMeanMicros(), result.harness().loopDelayP99Micros(),
                result.harness().loopDelayMaxMicros(), result.harness().sendLagBurstMicros(),
                result.harness().loopDelayBurstMicros(), result.harness().gcPauses(),
                result.harness().gcPauseTotalMillis(), result.harness().gcPauseMaxMillis(),
                100 * result.harness().processCpuShare(), 100 * result.harness().machineCpuLoad(),
                warmUp(result.warmUp()), result.verdict().line(), 100 * result.predictedDrift(),
                result.flagged() ? "flagged" : "within the goal's tolerance");
    }

    private static String warmUp(JvmSettling.Outcome warmUp) {
        return String.format(Locale.ROOT, "warmed %.0f s (%s: GC %d ms, JIT %d ms in its last %.0f s)", warmUp.seconds(),
                warmUp.settled() ? "settled" : "not settled", warmUp.lastGcMillis(), warmUp.lastJitMillis(),
                warmUp.lastChunkSeconds());
    }

    private static String verdict(PointResult result) {
        String within = result.withinGoal() ? "yes" : "no";
        return result.conclusive() ? within : within + " (too short: ±95% exceeds the goal)";
    }

    private static String number(double value) {
        return Double.isFinite(value) ? String.format(Locale.ROOT, value < 10 ? "%.2f" : "%.0f", value) : "n/a";
    }
}
