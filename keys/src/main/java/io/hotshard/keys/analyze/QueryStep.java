package io.hotshard.keys.analyze;

import io.hotshard.keys.queries.QueryAnalysis;
import io.hotshard.keys.queries.QueryFigures;
import io.hotshard.keys.queries.QueryFormat;
import io.hotshard.keys.queries.QueryLog;
import io.hotshard.keys.queries.ShardLayout;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.LongAdder;

/**
 * The query logs' side of {@code keys analyze}: reads each log once, places its queries for every candidate under
 * every partition row, and turns a candidate whose queries mostly fan out into a {@code scatter} verdict (unless its
 * data already condemns it as low cardinality or a celebrity).
 */
final class QueryStep {

    /** Below this share of single-shard queries, a key is judged by its fan-out. */
    static final double SCATTER_BELOW_SINGLE = 0.5;

    private QueryStep() {
    }

    /**
     * The reports with their query figures.
     *
     * @param format the logs' format, or null to take each one's from its name
     */
    static List<CandidateReport> apply(List<CandidateReport> reports, List<Candidate> candidates, Placement placement,
                                       List<String> logs, QueryFormat format, Double shardCapacity,
                                       Double planRate, InputStream stdin, LongAdder read) throws IOException {
        List<ShardLayout> layouts = new ArrayList<>();
        for (int i = 0; i < placement.size(); i++) {
            layouts.add(placement.layout(i));
        }
        List<double[][]> shares = new ArrayList<>();
        for (CandidateReport r : reports) {
            shares.add(r.partitions().stream()
                    .map(p -> p.shardShares().stream().mapToDouble(Double::doubleValue).toArray())
                    .toArray(double[][]::new));
        }
        QueryAnalysis analysis = new QueryAnalysis(candidates.stream().map(Candidate::parts).toList(), layouts, shares);
        for (String log : logs) {
            try (InputStream in = Inputs.open(log, stdin, read)) {
                analysis.read(format != null ? format : QueryFormat.guess(log), log, in);
            }
        }
        List<CandidateReport> result = new ArrayList<>();
        for (int c = 0; c < reports.size(); c++) {
            QueryLog figures = analysis.result(c, shardCapacity, planRate);
            if (figures.understood() == 0) {
                throw new IllegalArgumentException("no query understood in " + String.join(", ", logs)
                        + (figures.firstNotUnderstood().isEmpty() ? " (empty)"
                        : " (first: " + String.join("; ", figures.firstNotUnderstood()) + ")"));
            }
            result.add(judged(reports.get(c), figures));
        }
        return result;
    }

    private static CandidateReport judged(CandidateReport report, QueryLog log) {
        QueryFigures row = log.figures().get(report.rankingRow());
        Verdict verdict = report.verdict();
        if (verdict == Verdict.LOW_CARDINALITY || verdict == Verdict.CELEBRITY
                || row.all().singleShard() >= SCATTER_BELOW_SINGLE) {
            return report.withQueries(log, verdict, report.reason());
        }
        String reason = String.format(Locale.ROOT, "%s of queries touch more than one shard (%s every shard): "
                        + "%.1f shard requests per query at N=%d", Judge.percent(1 - row.all().singleShard()),
                Judge.percent(row.all().scatter()), row.shardRequestsPerQuery(), row.shards());
        return report.withQueries(log, Verdict.SCATTER, reason);
    }
}
