package io.hotshard.cassandraload;

import io.hotshard.ring.CassandraMurmur3;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The prediction of each node's share of local reads and writes, from a sample of the load's keys (drawn from the
 * same distribution with another seed) and the live token map: a key's token by Cassandra's Murmur3
 * ({@link CassandraMurmur3}); a write loads each of its {@code rf} replicas once; a read is spread evenly over its
 * {@code rf} replicas, since any of them may serve it (the driver picks one of them as coordinator at random, and
 * Cassandra's dynamic snitch picks which replicas read; at QUORUM or ALL more of them read, still one as likely as
 * another). With rf 1 the prediction is exact up to sampling.
 *
 * @param readShares  each node's predicted share of the local reads, by address
 * @param writeShares each node's predicted share of the local writes, by address
 * @param hottestKey  the sample's most frequent key
 * @param hottestKeyShare its share of the sample
 * @param hottestKeyReplicas the replicas of that key, its primary first (of a bucketed key: of every bucket, in bucket
 *                           order, each node once)
 */
public record TokenForecast(Map<String, Double> readShares, Map<String, Double> writeShares, String hottestKey,
                            double hottestKeyShare, List<String> hottestKeyReplicas) {

    /** Places {@code reads} and {@code writes} (keys of the {@code text} partition key) on {@code map}. */
    public static TokenForecast of(List<String> reads, List<String> writes, ReplicaMap map, int rf) {
        return of(reads, writes, map, rf, key -> List.of(CassandraMurmur3.tokenOfText(key)));
    }

    /**
     * Places {@code reads} and {@code writes} on {@code map}, a key's requests spread evenly over its partitions, whose
     * tokens {@code tokensOf} gives (one, or one per bucket of a bucketed key: a read of every bucket and a write of
     * one bucket in turn load the buckets alike, and so do a write of every bucket and a read of one).
     */
    public static TokenForecast of(List<String> reads, List<String> writes, ReplicaMap map, int rf,
                                   Function<String, List<Long>> tokensOf) {
        Map<String, Double> readLoad = zeroes(map);
        Map<String, Double> writeLoad = zeroes(map);
        Map<String, Long> counts = new HashMap<>();
        Map<String, List<List<String>>> replicasOf = new HashMap<>();
        for (String key : reads) {
            List<List<String>> partitions = replicasOf.computeIfAbsent(key, k -> place(tokensOf.apply(k), map, rf));
            partitions.forEach(replicas -> replicas.forEach(node -> readLoad.merge(node,
                    1.0 / rf / partitions.size(), Double::sum)));
            counts.merge(key, 1L, Long::sum);
        }
        for (String key : writes) {
            List<List<String>> partitions = replicasOf.computeIfAbsent(key, k -> place(tokensOf.apply(k), map, rf));
            partitions.forEach(replicas -> replicas.forEach(node -> writeLoad.merge(node, 1.0 / partitions.size(),
                    Double::sum)));
            counts.merge(key, 1L, Long::sum);
        }
        Map.Entry<String, Long> hottest = counts.entrySet().stream().max(Map.Entry.comparingByValue())
                .orElse(Map.entry("", 0L));
        return new TokenForecast(shares(readLoad), shares(writeLoad), hottest.getKey(),
                (double) hottest.getValue() / Math.max(1, reads.size() + writes.size()),
                hottest.getKey().isEmpty() ? List.of() : replicasOf.get(hottest.getKey()).stream()
                        .flatMap(List::stream).distinct().toList());
    }

    private static List<List<String>> place(List<Long> tokens, ReplicaMap map, int rf) {
        return tokens.stream().map(token -> map.replicas(token, rf)).toList();
    }

    /** The node with the largest predicted share of local reads. */
    public String hottestReadNode() {
        return NodeShare.hottest(readShares);
    }

    private static Map<String, Double> zeroes(ReplicaMap map) {
        Map<String, Double> zero = new LinkedHashMap<>();
        map.addresses().forEach(a -> zero.put(a, 0.0));
        return zero;
    }

    static Map<String, Double> shares(Map<String, Double> load) {
        double total = load.values().stream().mapToDouble(Double::doubleValue).sum();
        Map<String, Double> shares = new LinkedHashMap<>();
        load.forEach((node, n) -> shares.put(node, total == 0 ? 0 : n / total));
        return shares;
    }
}
