package io.hotshard.report.analysis;

import io.hotshard.report.run.FidelityLogs;
import io.hotshard.report.run.HlogSeries;
import io.hotshard.report.run.IntervalHistogram;
import io.hotshard.report.run.RunData;
import io.hotshard.runformat.ManifestShard;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.HdrHistogram.Histogram;
import org.apache.commons.math3.distribution.TDistribution;

/**
 * The run's self-check on fake shards: each shard's measured mean queue wait and mean response beside its
 * {@link QueueModel} (wait) and the model's wait plus the law's own mean service time (response). The shards are
 * hotshard models whose law is known, so a shard off its model by more than {@value #TOLERANCE_PERCENT}% is the
 * harness's doing (generator, router or event loops sharing the machine), not the target's.
 *
 * <p>A mean wait measured over a short run is itself uncertain: at ρ = 0.7 and S = 4 ms, 30 s pin it down to about
 * ±15% at 95% (Whitt 1989). Each shard's precision comes from batch means: the run's seconds in up to
 * {@value #BATCHES} batches, each batch's measured mean wait less its model's, and the 95% half-width of their
 * weighted mean (Student's t with one degree of freedom fewer than there are batches). A shard is within when its
 * wait is within the tolerance or within that half-width (up to twice the tolerance), so a short run is not flagged
 * for its own noise while a run 50% off never passes; the line gives the half-widths. A wait smaller than
 * {@value #FLOOR_SHARE_OF_SERVICE_PERCENT}% of the mean service time is compared by difference instead: a ratio of
 * two waits that small says nothing. Runs the model does not describe are not judged, with the
 * reason: shards that serve from a real store or have no service law; chaos that pauses, kills, adds, removes or
 * slows shards mid-run; fan-out queries (their legs reach every shard at once); shards that rejected requests (a bounded queue the model does not have); too few requests; a
 * second at or beyond saturation.
 */
public record ModelCheck(Status status, List<Row> rows, String reason, String line) {

    /** How far a shard's mean wait or mean response may be from its model, in per cent. */
    public static final int TOLERANCE_PERCENT = 15;
    /** Below this share of the mean service time, in per cent, waits are compared by difference. */
    public static final int FLOOR_SHARE_OF_SERVICE_PERCENT = 1;
    /** Fewer queue waits than this in a shard's log leave the check not judged. */
    public static final long MIN_REQUESTS = 2_000;
    /** A wait's own imprecision excuses at most this many tolerances: a run 50% off its model never passes. */
    public static final int MAX_PRECISION_TOLERANCES = 2;
    /** Batches of seconds the precision of a mean wait is estimated from. */
    public static final int BATCHES = 20;
    /** Rejections above this share of a shard's arrivals leave the check not judged. */
    public static final double MAX_REJECTED_SHARE = 0.001;

    /** The outcome. */
    public enum Status {
        PASSED, FAILED, NOT_JUDGED;

        /** The name in {@code run.json} and {@code summary.json}. */
        public String label() {
            return name().toLowerCase(Locale.ROOT).replace('_', '-');
        }
    }

    /**
     * One shard; times in microseconds.
     *
     * @param waitHalfWidthMicros the 95% half-width of the measured mean wait's distance from the model, from batch
 *                            means; NaN with too few seconds
 * @param within whether both ratios are within the tolerance (the wait also within its half-width or the floor)
     */
    public record Row(String id, long requests, double measuredWaitMicros, double modelWaitMicros,
                      double waitHalfWidthMicros, double measuredResponseMicros, double modelResponseMicros,
                      boolean within) {

        /** The 95% half-width of the measured mean wait relative to the model's; NaN when either is unknown. */
        public double waitPrecision() {
            return modelWaitMicros > 0 && Double.isFinite(modelWaitMicros) ? waitHalfWidthMicros / modelWaitMicros
                    : Double.NaN;
        }

        /** Measured over model mean wait; NaN when the model predicts none. */
        public double waitRatio() {
            return modelWaitMicros > 0 && Double.isFinite(modelWaitMicros) ? measuredWaitMicros / modelWaitMicros
                    : Double.NaN;
        }

        /** Measured over model mean response. */
        public double responseRatio() {
            return modelResponseMicros > 0 ? measuredResponseMicros / modelResponseMicros : Double.NaN;
        }
    }

    /** Copies the rows. */
    public ModelCheck {
        rows = List.copyOf(rows);
    }

    /** Whether the shards' queueing figures are off their models: the harness distorted the run. */
    public boolean failed() {
        return status == Status.FAILED;
    }

    /** Checks {@code run} from its files alone. */
    public static ModelCheck of(RunData run) {
        Saturation saturation = RunAnalyzer.saturation(run);
        Map<String, FidelityLogs> logs = FidelityLogs.read(run);
        return of(run, saturation, QueueingCheck.of(run, saturation, logs), logs);
    }

    /** Checks {@code run}, whose saturation, queueing rows and fidelity logs are given. */
    static ModelCheck of(RunData run, Saturation saturation, List<QueueingRow> queueing,
                         Map<String, FidelityLogs> logs) {
        Optional<String> unmodelled = ModelScope.unmodelled(run, saturation, queueing);
        if (unmodelled.isPresent()) {
            return ModelCheckWording.notJudged(List.of(), unmodelled.get());
        }
        List<Row> rows = new ArrayList<>();
        for (QueueingRow q : queueing) {
            FidelityLogs l = logs.get(q.id());
            if (l == null) {
                return ModelCheckWording.notJudged(rows, q.id() + " has no queue-wait log");
            }
            long requests = l.queueWait().getTotalCount();
            if (requests < MIN_REQUESTS) {
                return ModelCheckWording.notJudged(rows, String.format(Locale.ROOT,
                        "%s has %d queue waits, fewer than %d", q.id(), requests, MIN_REQUESTS));
            }
            if (!q.stable()) {
                return ModelCheckWording.notJudged(rows,
                        q.id() + " reached saturation (ρ ≥ 1 in at least one second)");
            }
            rows.add(row(run, q, l, requests));
        }
        return ModelCheckWording.judged(rows);
    }

    private static Row row(RunData run, QueueingRow q, FidelityLogs logs, long requests) {
        double lawMicros = run.manifest().shard(q.id()).map(ManifestShard::meanServiceMicros)
                .orElse(q.meanServiceMicros());
        HlogSeries total = run.shardTotal().get(q.id());
        double measuredResponse = total != null && total.total().getTotalCount() > 0 ? total.total().getMean()
                : Double.NaN;
        double modelResponse = q.predictedMeanWaitMicros() + lawMicros;
        double measuredWait = logs.queueWait().getMean();
        QueueModel model = new QueueModel(q.concurrency(), q.meanServiceMicros(), q.arrivalScv(), q.serviceScv());
        long[] accepted = QueueingCheck.acceptedPerSecond(run, q.id());
        double halfWidth = halfWidthMicros(model.perSecondWaitMicros(accepted), accepted, logs);
        double tolerance = TOLERANCE_PERCENT / 100.0;
        double allowed = Math.max(tolerance * q.predictedMeanWaitMicros(),
                FLOOR_SHARE_OF_SERVICE_PERCENT / 100.0 * lawMicros);
        double noise = Double.isFinite(halfWidth)
                ? Math.min(halfWidth, MAX_PRECISION_TOLERANCES * tolerance * q.predictedMeanWaitMicros()) : 0;
        boolean waitWithin = Math.abs(measuredWait - q.predictedMeanWaitMicros()) <= Math.max(allowed, noise);
        boolean responseWithin = Math.abs(measuredResponse - modelResponse) <= tolerance * modelResponse;
        return new Row(q.id(), requests, measuredWait, q.predictedMeanWaitMicros(), halfWidth, measuredResponse,
                modelResponse, waitWithin && responseWithin);
    }

    /**
     * The 95% half-width of the measured mean wait's distance from the model: the seconds with arrivals in up to
     * {@value #BATCHES} batches, per batch the measured mean wait (from the per-second logs) less the model's
     * (weighted by arrivals), and the weighted standard error of their mean.
     */
    static double halfWidthMicros(double[] modelPerSecond, long[] accepted, FidelityLogs logs) {
        Histogram[] measured = new Histogram[accepted.length];
        for (IntervalHistogram interval : logs.queueWaitIntervals()) {
            int second = (int) Math.floor(interval.startSeconds());
            if (second >= 0 && second < measured.length) {
                if (measured[second] == null) {
                    measured[second] = new Histogram(3);
                }
                measured[second].add(interval.histogram());
            }
        }
        List<Integer> seconds = new ArrayList<>();
        for (int i = 0; i < accepted.length; i++) {
            if (accepted[i] > 0 && measured[i] != null && measured[i].getTotalCount() > 0) {
                seconds.add(i);
            }
        }
        int batches = Math.min(BATCHES, seconds.size());
        if (batches < 2) {
            return Double.NaN;
        }
        double[] distance = new double[batches];
        double[] weight = new double[batches];
        for (int b = 0; b < batches; b++) {
            double waitSum = 0;
            long waits = 0;
            double modelSum = 0;
            long arrivals = 0;
            for (int k = b * seconds.size() / batches; k < (b + 1) * seconds.size() / batches; k++) {
                int s = seconds.get(k);
                waitSum += measured[s].getMean() * measured[s].getTotalCount();
                waits += measured[s].getTotalCount();
                modelSum += modelPerSecond[s] * accepted[s];
                arrivals += accepted[s];
            }
            distance[b] = waitSum / waits - modelSum / arrivals;
            weight[b] = waits;
        }
        double total = 0;
        double mean = 0;
        for (int b = 0; b < batches; b++) {
            total += weight[b];
            mean += weight[b] * distance[b];
        }
        mean /= total;
        double spread = 0;
        for (int b = 0; b < batches; b++) {
            spread += weight[b] * weight[b] * (distance[b] - mean) * (distance[b] - mean);
        }
        return t95(batches) * Math.sqrt(spread * batches / (batches - 1.0)) / total;
    }

    /** Student's t at 97.5% for {@code batches - 1} degrees of freedom: a 95% interval from that many batch means. */
    static double t95(int batches) {
        return new TDistribution(batches - 1.0).inverseCumulativeProbability(0.975);
    }

    /** The check as plain maps and lists, for {@code run.json} and {@code summary.json}. */
    public Map<String, Object> fields() {
        Map<String, Object> out = new LinkedHashMap<>();
        out.put("status", status.label());
        out.put("tolerancePercent", TOLERANCE_PERCENT);
        out.put("line", line);
        if (!reason.isEmpty()) {
            out.put("reason", reason);
        }
        List<Map<String, Object>> shards = new ArrayList<>();
        for (Row r : rows) {
            Map<String, Object> o = new LinkedHashMap<>();
            o.put("id", r.id());
            o.put("requests", r.requests());
            o.put("measuredMeanWaitMicros", finite(r.measuredWaitMicros()));
            o.put("modelMeanWaitMicros", finite(r.modelWaitMicros()));
            o.put("waitRatio", finite(r.waitRatio()));
            o.put("waitHalfWidthMicros", finite(r.waitHalfWidthMicros()));
            o.put("measuredMeanResponseMicros", finite(r.measuredResponseMicros()));
            o.put("modelMeanResponseMicros", finite(r.modelResponseMicros()));
            o.put("responseRatio", finite(r.responseRatio()));
            o.put("within", r.within());
            shards.add(o);
        }
        out.put("shards", shards);
        return out;
    }

    private static Double finite(double value) {
        return Double.isFinite(value) ? value : null;
    }
}
