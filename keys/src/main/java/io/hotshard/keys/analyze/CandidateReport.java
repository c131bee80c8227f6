package io.hotshard.keys.analyze;

import io.hotshard.report.analysis.ScenarioPlan;
import java.util.List;

/**
 * Everything {@code keys analyze} says about one candidate shard key.
 *
 * @param field          the candidate as typed ({@code a+b} for a composite)
 * @param requests       rows with a value
 * @param missing        rows without one
 * @param distinctKeys   distinct keys, exact or estimated
 * @param distinctExact  whether {@code distinctKeys} is exact
 * @param distinctError  relative error bound of the estimate at about 95% confidence (0 when exact)
 * @param topKeys        the heaviest keys, heaviest first
 * @param topKeysError   the largest error of a top key's count (0 when exact)
 * @param top1Share      share of requests on the top 1% of keys (NaN when it cannot be bounded)
 * @param top10Share     share of requests on the top 10% of keys (NaN when it cannot be bounded)
 * @param zipf           Zipf exponent fitted over the top ranks, and its fit
 * @param ordered        share of consecutive rows whose key sorts after the previous one
 * @param verdict        the verdict
 * @param reason         the number that decided it, in words
 * @param partitions     one row per partitioner and shard count
 * @param remedies       the remedies recomputed on the same data (empty for a good key)
 * @param rankCounts     the counts of the top ranks, heaviest first (at most {@link ZipfFit#MAX_RANKS})
 * @param capacity       the capacity plans as is and salted, empty without {@code --rate}
 */
public record CandidateReport(String field, long requests, long missing, long distinctKeys, boolean distinctExact,
                              double distinctError, List<TopKey> topKeys, long topKeysError, double top1Share,
                              double top10Share, ZipfFit zipf, double ordered, Verdict verdict, String reason,
                              List<PartitionRow> partitions, List<Remedy> remedies,
                              List<Long> rankCounts, List<ScenarioPlan> capacity) {

    /** Copies the lists. */
    public CandidateReport {
        topKeys = List.copyOf(topKeys);
        partitions = List.copyOf(partitions);
        remedies = List.copyOf(remedies);
        rankCounts = List.copyOf(rankCounts);
        capacity = List.copyOf(capacity);
    }

    /** The hottest shard's share at the largest N of the first partitioner, the figure candidates are ranked by. */
    public double rankingShare() {
        return partitions.stream().filter(p -> p.partitioner().equals(partitions.get(0).partitioner()))
                .mapToDouble(PartitionRow::hottestShare).min().orElse(1);
    }
}
