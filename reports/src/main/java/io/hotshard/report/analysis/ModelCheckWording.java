package io.hotshard.report.analysis;

import static io.hotshard.report.analysis.ModelCheck.TOLERANCE_PERCENT;

import io.hotshard.report.analysis.ModelCheck.Row;
import io.hotshard.report.analysis.ModelCheck.Status;
import java.util.List;
import java.util.Locale;

/** The words of a {@link ModelCheck}: its status from the rows, its reason and the one line the console prints. */
final class ModelCheckWording {

    private ModelCheckWording() {
    }

    /** A check that judged nothing, for {@code reason}. */
    static ModelCheck notJudged(List<Row> rows, String reason) {
        return new ModelCheck(Status.NOT_JUDGED, rows, reason, "model check not judged: " + reason);
    }

    /** The verdict on judged rows: passed when every shard is within, else failed naming the shards off. */
    static ModelCheck judged(List<Row> rows) {
        List<String> off = rows.stream().filter(r -> !r.within()).map(r -> String.format(Locale.ROOT,
                "%s mean wait %s its model%s, mean response %s", r.id(), ratio(r.waitRatio(), r.measuredWaitMicros(),
                        r.modelWaitMicros()), precision(r.waitPrecision()), ratio(r.responseRatio(),
                        r.measuredResponseMicros(), r.modelResponseMicros()))).toList();
        String range = String.format(Locale.ROOT, "wait ratios %s%s, response ratios %s",
                range(rows.stream().mapToDouble(Row::waitRatio).toArray()),
                precisionRange(rows.stream().mapToDouble(Row::waitPrecision).toArray()),
                range(rows.stream().mapToDouble(Row::responseRatio).toArray()));
        if (off.isEmpty()) {
            return new ModelCheck(Status.PASSED, rows, "", String.format(Locale.ROOT, "model check passed: every "
                    + "shard's mean wait and mean response within ±%d%% of its model, or the wait within its own "
                    + "precision (%s)", TOLERANCE_PERCENT, range));
        }
        String reason = String.format(Locale.ROOT, "%s (±%d%% allowed); the shards are models with a known law, so "
                + "the deviation is the harness's, not the target's", String.join("; ", off), TOLERANCE_PERCENT);
        return new ModelCheck(Status.FAILED, rows, reason, "model check failed: " + reason);
    }

    private static String ratio(double ratio, double measured, double model) {
        return Double.isFinite(ratio) ? String.format(Locale.ROOT, "%.2f×", ratio)
                : String.format(Locale.ROOT, "%.0f µs against %.0f µs", measured, model);
    }

    private static String precision(double relative) {
        return Double.isFinite(relative) ? String.format(Locale.ROOT, " (±%.0f%% at 95%%)", 100 * relative) : "";
    }

    private static String precisionRange(double[] relative) {
        String range = range(relative, 100, "%.0f");
        return range.equals("n/a") ? "" : " ±" + range + "% at 95%";
    }

    private static String range(double[] values) {
        return range(values, 1, "%.2f");
    }

    private static String range(double[] values, double scale, String format) {
        double min = Double.POSITIVE_INFINITY;
        double max = Double.NEGATIVE_INFINITY;
        for (double v : values) {
            if (Double.isFinite(v)) {
                min = Math.min(min, v);
                max = Math.max(max, v);
            }
        }
        return min > max ? "n/a" : String.format(Locale.ROOT, format + "–" + format, scale * min, scale * max);
    }
}
