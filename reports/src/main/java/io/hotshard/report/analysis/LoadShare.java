package io.hotshard.report.analysis;

import io.hotshard.report.run.ShardSecond;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * How requests spread over the shards: each shard's share beside the fair share 1/N, and the skew.
 *
 * @param shards in configuration order
 * @param skew the busiest shard's requests / the mean per shard (1 is perfectly even)
 */
public record LoadShare(List<ShardLoad> shards, long totalRequests, double skew, ShardLoad hottest) {

    /** Copies the list so the record stays immutable. */
    public LoadShare {
        shards = List.copyOf(shards);
    }

    /** Sums arrivals per shard over the whole run; shards listed but never seen count as zero. */
    public static LoadShare of(Collection<String> shardIds, List<ShardSecond> timeline) {
        Map<String, Long> requests = new LinkedHashMap<>();
        shardIds.forEach(id -> requests.put(id, 0L));
        for (ShardSecond row : timeline) {
            requests.merge(row.shard(), row.arrivals(), Long::sum);
        }
        long total = requests.values().stream().mapToLong(Long::longValue).sum();
        int n = requests.size();
        if (n == 0) {
            throw new IllegalArgumentException("shard count must be >= 1 but was 0");
        }
        double fair = 1.0 / n;
        List<ShardLoad> loads = new ArrayList<>();
        ShardLoad hottest = null;
        for (Map.Entry<String, Long> entry : requests.entrySet()) {
            double share = total == 0 ? 0 : entry.getValue() / (double) total;
            ShardLoad load = new ShardLoad(entry.getKey(), entry.getValue(), share, fair);
            loads.add(load);
            if (hottest == null || load.requests() > hottest.requests()) {
                hottest = load;
            }
        }
        double mean = total / (double) n;
        double skew = total == 0 ? Double.NaN : hottest.requests() / mean;
        return new LoadShare(loads, total, skew, hottest);
    }

    public int shardCount() {
        return shards.size();
    }
}
