package io.hotshard.keys.analyze;

import io.hotshard.keys.queries.QueryFigures;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;

/** The analysis as Markdown: the ranking table, then each candidate's partition table and verdict. */
final class MarkdownReportWriter implements AnalysisWriter {

    @Override
    public void write(AnalysisReport report, PrintWriter out) {
        out.printf(Locale.ROOT, "# Shard key analysis of %s%n%n", String.join(", ", report.inputs()));
        out.println("| # | candidate | verdict | distinct keys | hottest key | top 1% | Zipf s | ordered |");
        out.println("|---|---|---|---:|---:|---:|---:|---:|");
        List<CandidateReport> ranked = report.ranked();
        for (int i = 0; i < ranked.size(); i++) {
            CandidateReport c = ranked.get(i);
            out.printf(Locale.ROOT, "| %d | `%s` | %s | %,d%s | %s | %s | %.2f | %s |%n", i + 1, c.field(),
                    c.verdict().label(), c.distinctKeys(), c.distinctExact() ? "" : " (est.)",
                    c.topKeys().isEmpty() ? "" : Judge.percent(c.topKeys().get(0).share()),
                    Double.isNaN(c.top1Share()) ? "n/a" : Judge.percent(c.top1Share()), c.zipf().exponent(),
                    Judge.percent(c.ordered()));
        }
        if (report.hasQueries()) {
            out.printf(Locale.ROOT, "%nBy the query log (first partitioner, largest N), best first:%n%n");
            out.println("| # | candidate | single-shard | shard requests per query | hottest shard's work | sustains |");
            out.println("|---|---|---:|---:|---:|---:|");
            for (int i = 0; i < ranked.size(); i++) {
                QueryFigures q = ranked.get(i).rankingQueries();
                out.printf(Locale.ROOT, "| %d | `%s` | %s | %.2f | %s | %s |%n", i + 1, ranked.get(i).field(),
                        Judge.percent(q.all().singleShard()), q.shardRequestsPerQuery(),
                        Judge.percent(q.hottestShareOfWork()), QueryWords.rate(q));
            }
        }
        out.printf(Locale.ROOT, "%n%s%n", report.recommendation());
        for (CandidateReport c : report.candidates()) {
            out.printf(Locale.ROOT, "%n## `%s`: %s%n%n%s.%n%n", c.field(), c.verdict().label(), c.reason());
            out.println("| partitioner | N | hottest shard | max/mean | floor | moved at N+1 |");
            out.println("|---|---:|---:|---:|---:|---:|");
            for (PartitionRow p : c.partitions()) {
                out.printf(Locale.ROOT, "| %s | %d | %s | %.2f | %s | %s |%n", p.partitioner(), p.shards(),
                        Judge.percent(p.hottestShare()), p.maxOverMean(), Judge.percent(p.floorShare()),
                        Judge.percent(p.movedToNext()));
            }
            for (PartitionRow p : c.partitions()) {
                if (!p.nodeNames().isEmpty()) {
                    out.printf(Locale.ROOT, "%n%s nodes' shares of requests: %s (%s).%n", p.partitioner(),
                            NodeShares.list(p), NodeShares.counting(p));
                }
            }
            if (c.queries() != null) {
                queries(c, out);
            }
            for (Remedy r : c.remedies()) {
                out.printf(Locale.ROOT, "%n- %s: %s%n", r.name(), r.effect());
            }
            c.capacity().forEach(plan -> out.printf(Locale.ROOT, "%n- capacity %s: %s%n", plan.scenario().label(),
                    plan.verdict()));
        }
    }

    private static void queries(CandidateReport c, PrintWriter out) {
        out.printf(Locale.ROOT, "%n| partitioner | N | single | multi | scatter | shard requests per query | p99 shards "
                + "| hottest shard's work | writes moving the key | p99 over one shard | sustains |%n");
        out.println("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|");
        for (int i = 0; i < c.partitions().size(); i++) {
            PartitionRow p = c.partitions().get(i);
            QueryFigures q = c.queries().figures().get(i);
            out.printf(Locale.ROOT, "| %s | %d | %s | %s | %s | %.2f | %d | %s | %s | %.2fx | %s |%n", p.partitioner(),
                    p.shards(), Judge.percent(q.all().singleShard()), Judge.percent(q.all().multiShard()),
                    Judge.percent(q.all().scatter()), q.shardRequestsPerQuery(), q.p99Shards(),
                    Judge.percent(q.hottestShareOfWork()), Judge.percent(q.writesMovingKey()), q.p99OverOneShard(),
                    Double.isNaN(q.sustainedRate()) ? "-" : String.format(Locale.ROOT, "%,.0f q/s", q.sustainedRate()));
        }
        String more = QueryWords.moreShards(c);
        if (!more.isEmpty()) {
            out.printf(Locale.ROOT, "%n- %s%n", more);
        }
    }
}
