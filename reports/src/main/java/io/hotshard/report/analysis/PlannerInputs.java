package io.hotshard.report.analysis;

import io.hotshard.report.run.HlogSeries;
import io.hotshard.report.run.RouterSecond;
import io.hotshard.report.run.RunData;
import io.hotshard.report.run.ShardSecond;
import io.hotshard.runformat.GeneratorInfo;
import io.hotshard.runformat.ManifestHotKey;
import io.hotshard.runformat.ManifestShard;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.HdrHistogram.Histogram;

/**
 * Derives a {@link PlannerInput} from a run.
 *
 * <p>Key-addressed arrivals per shard are its arrivals minus the fan-out legs it received (one per fan-out
 * query in each second it was present). The top key's share k comes from the generator's {@code hotKeys}
 * when recorded; otherwise all of the hottest shard's excess over an even spread is attributed to one key:
 * with hottest key-addressed share s over N shards, {@code s = k + (1 - k) / N}, so
 * {@code k = (N s - 1) / (N - 1)}.
 */
public final class PlannerInputs {

    private PlannerInputs() {
    }

    /** Empty when the run has no load to plan from. */
    public static Optional<PlannerInput> from(RunData run, PlanTargets targets) {
        Map<Integer, Long> legsBySecond = new HashMap<>();
        long clientRequests = 0;
        long fanoutQueries = 0;
        double peak = 0;
        for (RouterSecond r : run.router()) {
            legsBySecond.merge(r.second(), r.fanoutRequests(), Long::sum);
            clientRequests += r.requests();
            fanoutQueries += r.fanoutRequests();
            peak = Math.max(peak, r.requests());
        }
        Map<String, Long> keyed = new LinkedHashMap<>();
        run.manifest().cluster().shards().forEach(s -> keyed.put(s.id(), 0L));
        Map<Integer, Long> arrivalsBySecond = new HashMap<>();
        for (ShardSecond row : run.timeline()) {
            long legs = legsBySecond.getOrDefault(row.second(), 0L);
            keyed.merge(row.shard(), Math.max(0, row.arrivals() - legs), Long::sum);
            arrivalsBySecond.merge(row.second(), row.arrivals(), Long::sum);
        }
        if (run.router().isEmpty()) {
            peak = arrivalsBySecond.values().stream().mapToLong(Long::longValue).max().orElse(0);
        }
        long keyedTotal = keyed.values().stream().mapToLong(Long::longValue).sum();
        if (peak <= 0 || keyedTotal + fanoutQueries == 0) {
            return Optional.empty();
        }
        String hottest = keyed.entrySet().stream().max(Map.Entry.comparingByValue()).orElseThrow().getKey();
        ManifestShard hot = run.manifest().shard(hottest).orElse(run.manifest().cluster().shards().get(0));
        if (!hasServiceTime(run, hot)) {
            // Shards without service time never saturate: there is no capacity to plan.
            return Optional.empty();
        }
        int n = keyed.size();
        double s = keyedTotal == 0 ? 0 : keyed.get(hottest) / (double) keyedTotal;
        double phi = clientRequests == 0 ? 0 : fanoutQueries / (double) clientRequests;
        double rate = targets.targetRatePerSecond().orElse(peak * targets.headroom());
        String rateSource = targets.targetRatePerSecond().isPresent() ? "given as the target rate"
                : String.format(Locale.ROOT, "the run's peak of %.0f req/s x headroom %.2f", peak, targets.headroom());
        List<ManifestHotKey> hotKeys = run.manifest().generator().map(GeneratorInfo::hotKeys).orElse(List.of());
        double k;
        double top;
        String source;
        if (!hotKeys.isEmpty()) {
            k = hotKeys.get(0).share();
            top = hotKeys.stream().limit(targets.dedicatedTopKeys()).mapToDouble(ManifestHotKey::share).sum();
            source = "generator.hotKeys in run.json (top key " + hotKeys.get(0).key() + ")";
        } else if (n > 1) {
            k = Math.min(1, Math.max(0, (n * s - 1) / (n - 1)));
            top = k;
            source = String.format(Locale.ROOT, "inferred from the hottest shard's key-addressed share %.4f "
                    + "over %d shards: k = (N s - 1) / (N - 1)", s, n);
        } else {
            k = 0;
            top = 0;
            source = "unknown: one shard shows no skew and run.json records no generator.hotKeys";
        }
        return Optional.of(new PlannerInput(rate, rateSource, phi, n, k, source, Math.min(1, Math.max(k, top)),
                hot.concurrency(), service(run, hot), targets));
    }

    private static boolean hasServiceTime(RunData run, ManifestShard hot) {
        return hot.meanServiceMicros() > 0
                || run.shardService().values().stream().anyMatch(h -> h.total().getTotalCount() > 0
                && h.total().getMean() > 0);
    }

    private static ServiceDistribution service(RunData run, ManifestShard hot) {
        HlogSeries own = run.shardService().get(hot.id());
        if (own != null && own.total().getTotalCount() > 0) {
            return ServiceDistribution.of("measured on " + hot.id(), own.total());
        }
        Histogram merged = new Histogram(3);
        run.shardService().values().forEach(h -> merged.add(h.total()));
        if (merged.getTotalCount() > 0) {
            return ServiceDistribution.of("measured on all shards", merged);
        }
        return ServiceDistribution.exponential("exponential with " + hot.id() + "'s configured mean",
                hot.meanServiceMicros());
    }
}
