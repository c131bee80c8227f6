package io.hotshard.keys.analyze;

import io.hotshard.keys.queries.QueryFigures;
import io.hotshard.keys.queries.QueryLog;
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
 * @param queries        what the query logs cost this key per partition row, null without {@code --queries}
 */
public record CandidateReport(String field, long requests, long missing, long distinctKeys, boolean distinctExact,
                              double distinctError, List<TopKey> topKeys, long topKeysError, double top1Share,
                              double top10Share, ZipfFit zipf, double ordered, Verdict verdict, String reason,
                              List<PartitionRow> partitions, List<Remedy> remedies,
                              List<Long> rankCounts, List<ScenarioPlan> capacity, QueryLog queries) {

    /** Copies the lists. */
    public CandidateReport {
        topKeys = List.copyOf(topKeys);
        partitions = List.copyOf(partitions);
        remedies = List.copyOf(remedies);
        rankCounts = List.copyOf(rankCounts);
        capacity = List.copyOf(capacity);
    }

    /** This report with the query logs' figures and the verdict they lead to. */
    public CandidateReport withQueries(QueryLog log, Verdict newVerdict, String newReason) {
        return new CandidateReport(field, requests, missing, distinctKeys, distinctExact, distinctError, topKeys,
                topKeysError, top1Share, top10Share, zipf, ordered, newVerdict, newReason, partitions, remedies,
                rankCounts, capacity, log);
    }

    /** The index of the partition row candidates are ranked by: the first partitioner at its largest N. */
    public int rankingRow() {
        int best = 0;
        for (int i = 0; i < partitions.size(); i++) {
            if (partitions.get(i).partitioner().equals(partitions.get(0).partitioner())
                    && partitions.get(i).shards() > partitions.get(best).shards()) {
                best = i;
            }
        }
        return best;
    }

    /** The query figures of the ranking row, or null without a query log. */
    public QueryFigures rankingQueries() {
        return queries == null ? null : queries.figures().get(rankingRow());
    }

    /** The hottest shard's share at the largest N of the first partitioner, the figure candidates are ranked by. */
    public double rankingShare() {
        return partitions.stream().filter(p -> p.partitioner().equals(partitions.get(0).partitioner()))
                .mapToDouble(PartitionRow::hottestShare).min().orElse(1);
    }
}
