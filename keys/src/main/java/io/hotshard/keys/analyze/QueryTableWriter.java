package io.hotshard.keys.analyze;

import io.hotshard.keys.queries.QueryFigures;
import io.hotshard.keys.queries.QueryLog;
import io.hotshard.keys.queries.Split;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;

/** The query log's part of the aligned-text report: one table per candidate and the ranking by sustained rate. */
final class QueryTableWriter {

    private QueryTableWriter() {
    }

    static void candidate(CandidateReport c, PrintWriter out) {
        QueryLog log = c.queries();
        out.printf(Locale.ROOT, "  queries: %,d in the logs, %,d understood%s%n", log.logQueries(), log.understood(),
                log.firstNotUnderstood().isEmpty() ? ""
                        : " (not understood, first: " + String.join("; ", log.firstNotUnderstood()) + ")");
        out.printf(Locale.ROOT, "  %-12s %6s %7s %7s %8s %10s %6s %8s %7s %8s %14s%n", "partitioner", "N", "single",
                "multi", "scatter", "shards/q", "p99", "hottest", "moves", "p99/one", "sustains");
        for (int i = 0; i < c.partitions().size(); i++) {
            PartitionRow p = c.partitions().get(i);
            QueryFigures q = log.figures().get(i);
            out.printf(Locale.ROOT, "  %-12s %6d %7s %7s %8s %10.2f %6d %8s %7s %7.1fx %14s%n", p.partitioner(),
                    p.shards(), Judge.percent(q.all().singleShard()), Judge.percent(q.all().multiShard()),
                    Judge.percent(q.all().scatter()), q.shardRequestsPerQuery(), q.p99Shards(),
                    Judge.percent(q.hottestShareOfWork()), Judge.percent(q.writesMovingKey()), q.p99OverOneShard(),
                    Double.isNaN(q.sustainedRate()) ? "-" : String.format(Locale.ROOT, "%,.0f q/s", q.sustainedRate()));
        }
        QueryFigures q = c.rankingQueries();
        out.printf(Locale.ROOT, "  at N=%d: reads %s, writes %s%s%n", q.shards(), split(q.reads()), split(q.writes()),
                Double.isNaN(q.p99Micros()) ? ""
                        : String.format(Locale.ROOT, "; p99 about %,.0f µs at that rate", q.p99Micros()));
        String more = QueryWords.moreShards(c);
        if (!more.isEmpty()) {
            out.printf(Locale.ROOT, "  %s%n", more);
        }
        String needed = QueryWords.shardsNeeded(c);
        if (!needed.isEmpty()) {
            out.printf(Locale.ROOT, "  %s%n", needed);
        }
    }

    static void ranking(List<CandidateReport> ranked, PrintWriter out) {
        out.printf(Locale.ROOT, "  %-3s %-28s %-16s %7s %10s %8s %s%n", "#", "candidate", "verdict", "single",
                "shards/q", "hottest", "sustains");
        for (int i = 0; i < ranked.size(); i++) {
            CandidateReport c = ranked.get(i);
            QueryFigures q = c.rankingQueries();
            out.printf(Locale.ROOT, "  %-3d %-28s %-16s %7s %10.2f %8s %s%n", i + 1, c.field(), c.verdict().label(),
                    Judge.percent(q.all().singleShard()), q.shardRequestsPerQuery(),
                    Judge.percent(q.hottestShareOfWork()), QueryWords.rate(q));
        }
    }

    private static String split(Split s) {
        if (s.queries() == 0) {
            return "none";
        }
        return String.format(Locale.ROOT, "%s single, %s multi, %s scatter", Judge.percent(s.singleShard()),
                Judge.percent(s.multiShard()), Judge.percent(s.scatter()));
    }
}
