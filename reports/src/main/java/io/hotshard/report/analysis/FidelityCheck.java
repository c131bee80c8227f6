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

    /**
     * The run's verdict line: {@code run.json}'s harness line, led by the model check's when the shards queued off
     * their models and the line does not say so yet (a run recorded before the check, or a harness line written
     * before it ran). Empty when the run has neither a harness section nor a failed check.
     */
    public static Optional<String> verdictLine(RunData run, ModelCheck model) {
        Optional<HarnessInfo> harness = HarnessInfo.read(run.dir());
        return harness.map(h -> combinedLine(h.line(), model))
                .or(() -> model.failed() ? Optional.of(model.line()) : Optional.empty());
    }

    /** The harness's {@code line} led by the model check's when the check failed and the line does not say so. */
    public static String combinedLine(String harnessLine, ModelCheck model) {
        if (!model.failed() || harnessLine.contains(model.line())) {
            return harnessLine;
        }
        String passed = "harness check passed: ";
        return model.line() + ". " + (harnessLine.startsWith(passed)
                ? "The harness's own estimate, which this overrules: " + harnessLine.substring(passed.length())
                : "Harness: " + harnessLine);
    }

    /** Whether the harness distorted the run: by its own estimate or by the shards' models. */
    public static boolean distorted(RunData run, ModelCheck model) {
        return model.failed() || HarnessInfo.read(run.dir()).map(HarnessInfo::distorted).orElse(false);
    }

    /** Why no capacity recommendation may be drawn from this run, when the harness distorted it. */
    public static Optional<String> planRefusal(RunData run, ModelCheck model) {
        Optional<HarnessInfo> harness = HarnessInfo.read(run.dir()).filter(HarnessInfo::distorted);
        List<String> reasons = new ArrayList<>(harness.map(HarnessInfo::reasons).orElse(List.of()));
        if (model.failed() && reasons.stream().noneMatch(r -> r.contains(model.line()))) {
            reasons.add(0, model.line());
        }
        if (reasons.isEmpty()) {
            return Optional.empty();
        }
        String added = harness.map(h -> String.format(Locale.ROOT, "its latencies include about %.1f ms added by "
                + "the harness", h.addedMillis())).orElse("its shards queued off their models");
        return Optional.of("No recommendation from this run: " + added + " (" + String.join("; ", reasons)
                + "), so a plan would size the cluster for the harness, not the target. Rerun at a lower rate or "
                + "with more injectors.");
    }
}
