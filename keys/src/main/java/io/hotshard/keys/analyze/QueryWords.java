package io.hotshard.keys.analyze;

import io.hotshard.keys.queries.QueryFigures;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.stream.IntStream;

/** The query log's figures in words: the rate a key sustains, what more shards buy it, the recommendation. */
final class QueryWords {

    /** More shards that raise the sustained rate by less than this are said not to help. */
    private static final double HELPS = 1.25;

    private QueryWords() {
    }

    /** The rate a key sustains at its ranking row, or the hottest shard's requests per query without a capacity. */
    static String rate(QueryFigures q) {
        return Double.isNaN(q.sustainedRate())
                ? String.format(Locale.ROOT, "the hottest shard takes %.2f requests per query", q.hottestRequestsPerQuery())
                : String.format(Locale.ROOT, "%,.0f queries/s", q.sustainedRate());
    }

    /** What adding shards buys, from the first partitioner's smallest N to its largest. */
    static String moreShards(CandidateReport c) {
        List<Integer> rows = firstPartitionerRows(c);
        if (rows.size() < 2) {
            return "";
        }
        QueryFigures small = c.queries().figures().get(rows.get(0));
        QueryFigures large = c.queries().figures().get(rows.get(rows.size() - 1));
        double gain = small.hottestRequestsPerQuery() / large.hottestRequestsPerQuery();
        String change = String.format(Locale.ROOT, "from N=%d to N=%d the rate it sustains grows %.2fx", small.shards(),
                large.shards(), gain);
        if (gain < HELPS) {
            return change + String.format(Locale.ROOT, ": adding shards does not raise its ceiling, because %s of its "
                    + "queries go to every shard and a scatter query costs N shard requests",
                    Judge.percent(large.all().scatter()));
        }
        return change;
    }

    /** The smallest N of the first partitioner that sustains the planned rate, in words; empty without a plan. */
    static String shardsNeeded(CandidateReport c) {
        double rate = c.queries().planRate();
        if (Double.isNaN(rate) || Double.isNaN(c.rankingQueries().sustainedRate())) {
            return "";
        }
        List<Integer> rows = firstPartitionerRows(c);
        for (int i : rows) {
            QueryFigures q = c.queries().figures().get(i);
            if (q.sustainedRate() >= rate) {
                return String.format(Locale.ROOT, "at %,.0f queries/s it needs N=%d (sustains %,.0f)", rate,
                        q.shards(), q.sustainedRate());
            }
        }
        return String.format(Locale.ROOT, "no N analyzed (%s) sustains %,.0f queries/s", rows.stream()
                .map(i -> String.valueOf(c.partitions().get(i).shards())).reduce((a, b) -> a + ", " + b)
                .orElse(""), rate);
    }

    /** The last line of a report judged by a query log. */
    static String recommendation(CandidateReport best) {
        QueryFigures q = best.rankingQueries();
        PartitionRow row = best.partitions().get(best.rankingRow());
        String figures = String.format(Locale.ROOT, "%s at N=%d (%s): %s of queries read one shard, %.1f shard "
                        + "requests per query, the hottest shard %s of the work", rate(q), row.shards(),
                row.partitioner(), Judge.percent(q.all().singleShard()), q.shardRequestsPerQuery(),
                Judge.percent(q.hottestShareOfWork()));
        if (best.verdict() == Verdict.GOOD) {
            return "Shard by " + best.field() + ": it sustains the most queries, " + figures + ".";
        }
        String remedy = best.remedies().isEmpty() ? "" : "; remedy: " + best.remedies().stream()
                .min(Comparator.comparingDouble(Remedy::hottestShare)).orElseThrow().effect();
        return "Shard by " + best.field() + ": it sustains the most queries, " + figures + "; but it is "
                + best.verdict() + " (" + best.reason() + ")" + remedy + ".";
    }

    private static List<Integer> firstPartitionerRows(CandidateReport c) {
        String first = c.partitions().get(0).partitioner();
        return IntStream.range(0, c.partitions().size()).filter(i -> c.partitions().get(i).partitioner().equals(first))
                .boxed().sorted(Comparator.comparingInt(i -> c.partitions().get(i).shards())).toList();
    }
}
