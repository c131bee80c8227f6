package io.hotshard.report.analysis;

import io.hotshard.report.run.Series;
import io.hotshard.report.run.ShardSecond;
import io.hotshard.runformat.RunManifest;
import io.hotshard.runformat.ManifestShard;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Utilisation, queue depth and rejections per shard over time, from {@code timeline.csv}.
 *
 * @param rejectionsPerSecond rejections of all shards added up, per second
 */
public record Saturation(List<ShardSaturation> shards, List<Series> utilisation, List<Series> queueDepth,
                         Series rejectionsPerSecond, long totalRejections) {

    /** Copies the lists so the record stays immutable. */
    public Saturation {
        shards = List.copyOf(shards);
        utilisation = List.copyOf(utilisation);
        queueDepth = List.copyOf(queueDepth);
    }

    /** Groups the timeline by shard, in the order of {@code shardIds}. */
    public static Saturation of(RunManifest manifest, List<String> shardIds, List<ShardSecond> timeline) {
        Map<String, List<ShardSecond>> byShard = new LinkedHashMap<>();
        shardIds.forEach(id -> byShard.put(id, new ArrayList<>()));
        TreeMap<Integer, Long> rejections = new TreeMap<>();
        for (ShardSecond row : timeline) {
            byShard.computeIfAbsent(row.shard(), id -> new ArrayList<>()).add(row);
            rejections.merge(row.second(), row.rejections(), Long::sum);
        }
        List<ShardSaturation> shards = new ArrayList<>();
        List<Series> utilisation = new ArrayList<>();
        List<Series> queue = new ArrayList<>();
        for (Map.Entry<String, List<ShardSecond>> entry : byShard.entrySet()) {
            List<ShardSecond> rows = entry.getValue();
            rows.sort((a, b) -> Integer.compare(a.second(), b.second()));
            int concurrency = manifest.shard(entry.getKey()).map(ManifestShard::concurrency).orElse(0);
            shards.add(summarise(entry.getKey(), concurrency, rows));
            utilisation.add(series(entry.getKey(), rows, true));
            queue.add(series(entry.getKey(), rows, false));
        }
        double[] x = rejections.keySet().stream().mapToDouble(Integer::doubleValue).toArray();
        double[] y = rejections.values().stream().mapToDouble(Long::doubleValue).toArray();
        long total = rejections.values().stream().mapToLong(Long::longValue).sum();
        return new Saturation(shards, utilisation, queue, new Series("rejections", x, y), total);
    }

    private static ShardSaturation summarise(String id, int concurrency, List<ShardSecond> rows) {
        long arrivals = 0;
        long completions = 0;
        long rejected = 0;
        long errors = 0;
        double utilSum = 0;
        double utilPeak = 0;
        double depthSum = 0;
        double depthMax = 0;
        int utilRows = 0;
        for (ShardSecond row : rows) {
            arrivals += row.arrivals();
            completions += row.completions();
            rejected += row.rejections();
            errors += row.errors();
            if (!Double.isNaN(row.utilisation())) {
                utilSum += row.utilisation();
                utilPeak = Math.max(utilPeak, row.utilisation());
                utilRows++;
            }
            depthSum += Double.isNaN(row.queueDepth()) ? 0 : row.queueDepth();
            depthMax = Math.max(depthMax, Double.isNaN(row.queueDepthMax()) ? 0 : row.queueDepthMax());
        }
        int n = rows.size();
        return new ShardSaturation(id, concurrency, n, arrivals, completions, rejected, errors,
                utilRows == 0 ? Double.NaN : utilSum / utilRows, utilPeak, n == 0 ? 0 : depthSum / n, depthMax);
    }

    private static Series series(String id, List<ShardSecond> rows, boolean utilisation) {
        double[] x = new double[rows.size()];
        double[] y = new double[rows.size()];
        for (int i = 0; i < rows.size(); i++) {
            x[i] = rows.get(i).second();
            y[i] = utilisation ? rows.get(i).utilisation() : rows.get(i).queueDepth();
        }
        return new Series(id, x, y);
    }

    /** The shard with the highest mean utilisation. */
    public ShardSaturation busiest() {
        return shards.stream().max((a, b) -> Double.compare(nanLow(a.meanUtilisation()),
                nanLow(b.meanUtilisation()))).orElseThrow();
    }

    private static double nanLow(double v) {
        return Double.isNaN(v) ? -1 : v;
    }
}
