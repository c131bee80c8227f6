package io.hotshard.report.analysis;

import io.hotshard.report.run.FidelityLogs;
import io.hotshard.report.run.HlogSeries;
import io.hotshard.report.run.RunData;
import io.hotshard.report.run.ShardSecond;
import io.hotshard.runformat.GeneratorInfo;
import io.hotshard.runformat.ManifestShard;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Compares each shard with the queue of its configured concurrency c, its measured mean service time S and its
 * measured accepted arrival rate lambda: predicted utilisation {@code rho = lambda S / c} and the mean wait of
 * {@link QueueModel}, Erlang C's {@code Wq = C(c, a) S / (c - a)} with {@code a = lambda S} scaled by
 * {@code (Ca² + Cs²) / 2}, predicted second by second. Cs² is the measured service time's; Ca² that of the
 * generator's arrivals ({@code generator.arrivals}: Poisson 1, evenly spaced 0, Poisson when not recorded) thinned
 * by the shard's share of them. The shard's queue is bounded (M/M/c/K), so near saturation the unbounded model
 * over-estimates waiting and rejections take up the rest.
 * The measured wait is the shard's own queue wait from {@code shard-<id>-wait.hlog}, counted from the request's
 * arrival at the shard; runs without that log fall back to mean total minus mean service, which also holds
 * timer and event-loop lateness.
 */
public final class QueueingCheck {

    private QueueingCheck() {
    }

    /** One row per configured shard that has timeline rows; {@code logs} are the run's fidelity logs. */
    static List<QueueingRow> of(RunData run, Saturation saturation, Map<String, FidelityLogs> logs) {
        List<QueueingRow> rows = new ArrayList<>();
        long accepted = saturation.shards().stream().mapToLong(s -> s.arrivals() - s.rejections()).sum();
        for (ShardSaturation s : saturation.shards()) {
            Optional<ManifestShard> config = run.manifest().shard(s.id());
            if (config.isEmpty() || s.seconds() == 0) {
                continue;
            }
            double share = accepted == 0 ? 0 : (s.arrivals() - s.rejections()) / (double) accepted;
            rows.add(row(run, config.get(), s, logs.get(s.id()), share));
        }
        return rows;
    }

    /** The Ca² of the generator's arrivals as recorded: 0 when evenly spaced, else 1 (Poisson). */
    static double sourceScv(RunData run) {
        return run.manifest().generator().map(GeneratorInfo::arrivals).filter(GeneratorInfo.UNIFORM::equals)
                .isPresent() ? 0 : 1;
    }

    /** The requests shard {@code id} accepted in each second of the timeline. */
    static long[] acceptedPerSecond(RunData run, String id) {
        int seconds = run.timeline().stream().mapToInt(ShardSecond::second).max().orElse(-1) + 1;
        long[] accepted = new long[Math.max(0, seconds)];
        for (ShardSecond row : run.timeline()) {
            if (row.shard().equals(id) && row.second() >= 0) {
                accepted[row.second()] += row.arrivals() - row.rejections();
            }
        }
        return accepted;
    }

    private static QueueingRow row(RunData run, ManifestShard config, ShardSaturation s, FidelityLogs logs,
                                   double share) {
        HlogSeries service = run.shardService().get(config.id());
        HlogSeries total = run.shardTotal().get(config.id());
        boolean measured = service != null && service.total().getTotalCount() > 0;
        double meanService = measured ? service.total().getMean() : config.meanServiceMicros();
        double lambda = s.acceptedRatePerSecond();
        int c = config.concurrency();
        double a = lambda * meanService / 1e6;
        double rho = a / c;
        double serviceScv = measured && meanService > 0
                ? Math.pow(service.total().getStdDeviation() / meanService, 2) : 1;
        QueueModel model = new QueueModel(c, meanService, QueueModel.thinnedScv(sourceScv(run), share), serviceScv);
        double wait = model.meanWaitMicros(acceptedPerSecond(run, config.id()));
        double pWait = ErlangC.stable(c, a) ? ErlangC.probabilityOfWait(c, a) : Double.NaN;
        double measuredWait = logs != null && logs.queueWait().getTotalCount() > 0 ? logs.queueWait().getMean()
                : measured && total != null && total.total().getTotalCount() > 0
                ? Math.max(0, total.total().getMean() - service.total().getMean()) : Double.NaN;
        return new QueueingRow(config.id(), c, lambda, meanService,
                measured ? "measured" : "configured", s.meanUtilisation(), rho, measuredWait, wait, pWait,
                model.arrivalScv(), model.serviceScv());
    }
}
