package io.hotshard.report.analysis;

import io.hotshard.report.run.FidelityLogs;
import io.hotshard.report.run.HarnessInfo;
import io.hotshard.report.run.RunData;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * How faithfully the shards queued and how much the harness cost: per shard the queue wait measured from the
 * arrival at the shard beside Erlang C, the lateness of service ends, the delay before the queue and the
 * arrivals' coefficient of variation; and the run's harness verdict, which also gates the capacity plan.
 */
public final class FidelityCheck {

    /** One shard's fidelity figures; times in microseconds. */
    public record Row(String id, double measuredWaitMicros, double predictedWaitMicros, long latenessP99Micros,
                      long delayP99Micros, double arrivalCv) {

        /** Measured over predicted mean wait; NaN when the model predicts none. */
        public double ratio() {
            return predictedWaitMicros > 0 && Double.isFinite(predictedWaitMicros)
                    ? measuredWaitMicros / predictedWaitMicros : Double.NaN;
        }
    }

    private FidelityCheck() {
    }

    /** The rows of every shard with fidelity logs, in the queueing table's order. */
    public static List<Row> rows(RunData run, List<QueueingRow> queueing) {
        Map<String, FidelityLogs> logs = FidelityLogs.read(run);
        List<Row> rows = new ArrayList<>();
        for (QueueingRow q : queueing) {
            FidelityLogs l = logs.get(q.id());
            if (l != null) {
                rows.add(new Row(q.id(), l.queueWait().getMean(), q.predictedMeanWaitMicros(),
                        l.lateness().getValueAtPercentile(99), l.delay().getValueAtPercentile(99), l.arrivalCv()));
            }
        }
        return rows;
    }

    /** Why no capacity recommendation may be drawn from this run, when the harness distorted it. */
    public static Optional<String> planRefusal(RunData run) {
        return HarnessInfo.read(run.dir()).filter(HarnessInfo::distorted).map(h -> "No recommendation from this run: "
                + "its latencies include about " + String.format(Locale.ROOT, "%.1f", h.addedMillis())
                + " ms added by the harness (" + String.join("; ", h.reasons()) + "), so a plan would size the "
                + "cluster for the harness, not the target. Rerun at a lower rate or with more injectors.");
    }
}
