package io.hotshard.keys.analyze;

import io.hotshard.report.analysis.ScenarioPlan;
import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;

/** The analysis as aligned text: one block per candidate, then the ranking and the recommendation. */
final class TableReportWriter implements AnalysisWriter {

    @Override
    public void write(AnalysisReport report, PrintWriter out) {
        out.printf(Locale.ROOT, "Input: %s (%s)%n", String.join(", ", report.inputs()), report.format().label());
        if (report.malformedRows() > 0) {
            out.printf(Locale.ROOT, "Malformed rows: %,d (first at %s)%n", report.malformedRows(),
                    String.join(", ", report.firstMalformed()));
        }
        for (CandidateReport c : report.candidates()) {
            out.println();
            candidate(c, out);
        }
        out.println();
        List<CandidateReport> ranked = report.ranked();
        if (report.hasQueries()) {
            out.println("Ranking by the rate each sustains (best first)");
            QueryTableWriter.ranking(ranked, out);
            out.println();
            out.println(report.recommendation());
            return;
        }
        out.println("Ranking (best first)");
        out.printf(Locale.ROOT, "  %-3s %-28s %-16s %s%n", "#", "candidate", "verdict", "hottest shard");
        for (int i = 0; i < ranked.size(); i++) {
            CandidateReport c = ranked.get(i);
            out.printf(Locale.ROOT, "  %-3d %-28s %-16s %s%n", i + 1, c.field(), c.verdict().label(),
                    Judge.percent(c.rankingShare()));
        }
        out.println();
        out.println(report.recommendation());
    }

    private static void candidate(CandidateReport c, PrintWriter out) {
        out.printf(Locale.ROOT, "Candidate %s%n", c.field());
        out.printf(Locale.ROOT, "  requests %,d, missing %,d, distinct keys %,d %s%n", c.requests(), c.missing(),
                c.distinctKeys(), c.distinctExact() ? "(exact)"
                        : String.format(Locale.ROOT, "(HyperLogLog estimate, +/- %.1f%% at 95%%)",
                                c.distinctError() * 100));
        String zipf = c.zipf().ranks() == 0 ? "Zipf s not fitted (no exact ranks)"
                : String.format(Locale.ROOT, "Zipf s = %.2f (KS distance %.3f over %d ranks)", c.zipf().exponent(),
                        c.zipf().ks(), c.zipf().ranks());
        out.printf(Locale.ROOT, "  top 1%% of keys carry %s, top 10%% carry %s; %s; ordered %s%n",
                share(c.top1Share()), share(c.top10Share()), zipf, Judge.percent(c.ordered()));
        out.printf(Locale.ROOT, "  verdict: %s (%s)%n", c.verdict().label(), c.reason());
        out.printf(Locale.ROOT, "  top keys%s:%n", c.topKeysError() == 0 ? ""
                : String.format(Locale.ROOT, " (counts within %,d)", c.topKeysError()));
        for (TopKey k : c.topKeys()) {
            out.printf(Locale.ROOT, "    %-32s %,14d  %s%n", k.key(), k.count(), Judge.percent(k.share()));
        }
        if (c.topKeys().isEmpty()) {
            out.printf(Locale.ROOT, "    none: no key's count stands above the sketch's error bound%n");
        }
        out.printf(Locale.ROOT, "  %-12s %6s %9s %9s %7s %12s%n", "partitioner", "N", "hottest", "max/mean", "floor",
                "moved@N+1");
        for (PartitionRow p : c.partitions()) {
            out.printf(Locale.ROOT, "  %-12s %6d %9s %9.2f %7s %12s%n", p.partitioner(), p.shards(),
                    Judge.percent(p.hottestShare()), p.maxOverMean(), Judge.percent(p.floorShare()),
                    Judge.percent(p.movedToNext()));
        }
        for (PartitionRow p : c.partitions()) {
            if (!p.nodeNames().isEmpty()) {
                out.printf(Locale.ROOT, "  %s nodes' shares of requests: %s%n    (%s)%n", p.partitioner(),
                        NodeShares.list(p), NodeShares.counting(p));
            }
        }
        if (c.queries() != null) {
            QueryTableWriter.candidate(c, out);
        }
        for (Remedy r : c.remedies()) {
            out.printf(Locale.ROOT, "  remedy %s: %s%n", r.name(), r.effect());
        }
        for (ScenarioPlan plan : c.capacity()) {
            out.printf(Locale.ROOT, "  capacity %s: %s%n", plan.scenario().label(), plan.verdict());
        }
    }

    private static String share(double share) {
        return Double.isNaN(share) ? "not bounded" : Judge.percent(share);
    }
}
