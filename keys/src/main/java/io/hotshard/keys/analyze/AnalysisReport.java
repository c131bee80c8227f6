package io.hotshard.keys.analyze;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;

/**
 * The whole analysis: what was read, one report per candidate, and the candidates ranked.
 *
 * @param inputs         the inputs, as named on the command line
 * @param format         their layout
 * @param malformedRows  rows that could not be parsed
 * @param firstMalformed where the first three are ({@code input:line})
 * @param candidates     the candidates in the order given
 */
public record AnalysisReport(List<String> inputs, InputFormat format, long malformedRows, List<String> firstMalformed,
                             List<CandidateReport> candidates) {

    /** Copies the lists. */
    public AnalysisReport {
        inputs = List.copyOf(inputs);
        firstMalformed = List.copyOf(firstMalformed);
        candidates = List.copyOf(candidates);
    }

    /**
     * The candidates best first: with a query log, by the rate they sustain (the fewest requests on the hottest shard
     * per query), then by verdict; without one, by verdict (good first), then by the hottest shard's share.
     */
    public List<CandidateReport> ranked() {
        if (hasQueries()) {
            return candidates.stream()
                    .sorted(Comparator.comparingDouble((CandidateReport c) -> c.rankingQueries()
                                    .hottestRequestsPerQuery())
                            .thenComparing((CandidateReport c) -> -c.verdict().ordinal())
                            .thenComparingDouble(CandidateReport::rankingShare))
                    .toList();
        }
        return candidates.stream()
                .sorted(Comparator.comparing((CandidateReport c) -> -c.verdict().ordinal())
                        .thenComparingDouble(CandidateReport::rankingShare))
                .toList();
    }

    /** Whether the candidates were judged by a query log too. */
    public boolean hasQueries() {
        return !candidates.isEmpty() && candidates.get(0).queries() != null;
    }

    /** The recommendation in one line. */
    public String recommendation() {
        CandidateReport best = ranked().get(0);
        if (hasQueries()) {
            return QueryWords.recommendation(best);
        }
        PartitionRow row = best.partitions().stream()
                .filter(p -> p.partitioner().equals(best.partitions().get(0).partitioner()))
                .max(Comparator.comparingInt(PartitionRow::shards)).orElseThrow();
        String figures = String.format(Locale.ROOT, "hottest shard %s of requests at N=%d (%s)%s",
                Judge.percent(row.hottestShare()), row.shards(), row.partitioner(), Double.isNaN(row.movedToNext()) ? ""
                        : ", " + Judge.percent(row.movedToNext()) + " of keys move at N+1");
        if (best.verdict() == Verdict.GOOD) {
            return "Shard by " + best.field() + ": " + figures + ".";
        }
        String remedy = best.remedies().isEmpty() ? "" : "; " + best.remedies().get(0).effect();
        return "No candidate is good; the least bad is " + best.field() + " (" + best.verdict() + ": "
                + best.reason() + "): " + figures + remedy + ".";
    }
}
