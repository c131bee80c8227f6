package io.hotshard.report.analysis;

import io.hotshard.report.run.FidelityLogs;
import io.hotshard.report.run.HlogSeries;
import io.hotshard.report.run.RunData;
import io.hotshard.runformat.ShardConfig;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Compares each shard with the M/M/c queue of its configured concurrency c, its measured mean service time S
 * and its measured accepted arrival rate lambda: predicted utilisation {@code rho = lambda S / c} and mean
 * wait {@code Wq = C(c, a) S / (c - a)} with {@code a = lambda S} (Erlang C). The shard's queue is bounded
 * (M/M/c/K), so near saturation the unbounded M/M/c over-estimates waiting and rejections take up the rest.
 * The measured wait is the shard's own queue wait from {@code shard-<id>-wait.hlog}, counted from the request's
 * arrival at the shard; runs without that log fall back to mean total minus mean service, which also holds
 * timer and event-loop lateness.
 */
public final class QueueingCheck {

    private QueueingCheck() {
    }

    /** One row per configured shard that has timeline rows. */
    public static List<QueueingRow> of(RunData run, Saturation saturation) {
        List<QueueingRow> rows = new ArrayList<>();
        Map<String, FidelityLogs> logs = FidelityLogs.read(run);
        for (ShardSaturation s : saturation.shards()) {
            Optional<ShardConfig> config = run.manifest().shard(s.id());
            if (config.isEmpty() || s.seconds() == 0) {
                continue;
            }
            rows.add(row(run, config.get(), s, logs.get(s.id())));
        }
        return rows;
    }

    private static QueueingRow row(RunData run, ShardConfig config, ShardSaturation s, FidelityLogs logs) {
        HlogSeries service = run.shardService().get(config.id());
        HlogSeries total = run.shardTotal().get(config.id());
        boolean measured = service != null && service.total().getTotalCount() > 0;
        double meanService = measured ? service.total().getMean() : config.meanServiceMicros();
        double lambda = s.acceptedRatePerSecond();
        int c = config.concurrency();
        double a = lambda * meanService / 1e6;
        double rho = a / c;
        double wait = Double.POSITIVE_INFINITY;
        double pWait = Double.NaN;
        if (ErlangC.stable(c, a)) {
            pWait = ErlangC.probabilityOfWait(c, a);
            wait = ErlangC.meanWait(c, a, meanService);
        }
        double measuredWait = logs != null && logs.queueWait().getTotalCount() > 0 ? logs.queueWait().getMean()
                : measured && total != null && total.total().getTotalCount() > 0
                ? Math.max(0, total.total().getMean() - service.total().getMean()) : Double.NaN;
        return new QueueingRow(config.id(), c, lambda, meanService,
                measured ? "measured" : "configured", s.meanUtilisation(), rho, measuredWait, wait, pWait);
    }
}
