package io.hotshard.report.render;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.hotshard.report.analysis.ComparedRun;
import io.hotshard.report.analysis.GrayFailure;
import io.hotshard.report.analysis.Resharding;
import io.hotshard.report.analysis.RunComparison;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * The rows a comparison leads with: the figures of the experiment its runs were made for. Resharding: the move, the
 * reads answered 404, the p99 before, during and after, and what the migration copied and verified. Gray failure: when
 * the slow shard was marked down or evicted, the time-outs, its share and the p99 before and after. Mitigations: what
 * each cost beside what it bought.
 */
final class ExperimentTables {

    static final String RESHARDING_NOTE = "The move runs from a migration's start to its end (a plain add moves "
            + "nothing, so it has no during). p99 is the router's single-key p99 over each window, from "
            + "router-single-key.hlog; before starts when the ramp ends. Reads answered 404: the generator's count "
            + "when the run recorded it, else the router's 4xx answers.";
    static final String MITIGATION_NOTE = "What a mitigation bought is the hottest shard's share and utilisation and "
            + "the clients' p99 next to the run without it; what it cost is what the router counted for it over "
            + "the run (run.json's mitigation section): extra shard requests, cache hit ratio and staleness, ...";

    private ExperimentTables() {
    }

    static boolean resharding(RunComparison c) {
        return c.runs().stream().anyMatch(r -> r.resharding().isPresent());
    }

    /** One row per figure of the move, one column per run; "-" where a run has no such figure. */
    static Table reshardingTable(RunComparison c) {
        List<List<String>> rows = new ArrayList<>();
        rows.add(move(c, "move", r -> (r.migrated() ? "migrate " : "plain add ") + r.node() + " at "
                + Fmt.num(r.impact().startSeconds(), 1) + " s"));
        rows.add(move(c, "reads answered 404", r -> Long.toString(r.readsNotFound())));
        rows.add(move(c, "move duration", r -> !r.migrated() ? "0 s (nothing moved)"
                : Double.isInfinite(r.impact().durationSeconds()) ? "did not end (" + r.phase() + ")"
                : Fmt.num(r.impact().durationSeconds(), 1) + " s"));
        rows.add(move(c, "single-key p99 before", r -> MoveImpactText.p99(r.impact().before())));
        rows.add(move(c, "single-key p99 during", r -> r.migrated() ? MoveImpactText.p99(r.impact().during()) : "-"));
        rows.add(move(c, "single-key p99 after", r -> MoveImpactText.p99(r.impact().after())));
        rows.add(move(c, "keys to move", r -> count(r.keysToMove())));
        rows.add(move(c, "keys copied", r -> count(r.keysCopied())));
        rows.add(move(c, "keys verified", r -> count(r.verified())));
        rows.add(move(c, "keys mismatched", r -> count(r.mismatches())));
        rows.add(move(c, "dual writes", r -> count(r.dualWrites())));
        rows.add(move(c, "migration phase", Resharding::phase));
        return new Table(header(c), rows);
    }

    static final String GRAY_NOTE = "A gray failure: one shard slowed, not stopped. Marked down and evicted are the "
            + "router's own events; time-outs and 5xx are the router's answers after the slowdown (router.csv); the "
            + "share is the slow shard's part of all shard arrivals (timeline.csv); p99 is the router's single-key p99 "
            + "before and after the slowdown.";

    static boolean grayFailure(RunComparison c) {
        return c.runs().stream().anyMatch(r -> r.grayFailure().isPresent());
    }

    /** One row per figure of the slowdown, one column per run. */
    static Table grayFailureTable(RunComparison c) {
        List<List<String>> rows = new ArrayList<>();
        rows.add(gray(c, "slowed shard", g -> g.shard() + " ×" + Fmt.num(g.multiplier(), 0) + " at "
                + Fmt.num(g.slowedSeconds(), 1) + " s"));
        rows.add(gray(c, "marked down", g -> Double.isNaN(g.markedDownSeconds()) ? "never"
                : Fmt.num(g.markedDownSeconds() - g.slowedSeconds(), 1) + " s after the slowdown"));
        rows.add(gray(c, "evicted from the ring", g -> Double.isNaN(g.evictedSeconds()) ? "no"
                : Fmt.num(g.evictedSeconds() - g.slowedSeconds(), 1) + " s after the slowdown"));
        rows.add(gray(c, "time-outs (504) after", g -> Long.toString(g.timeouts504())));
        rows.add(gray(c, "5xx answers after", g -> Long.toString(g.errors5xxAfter())));
        rows.add(gray(c, "its share before", g -> Fmt.percent(g.shareBefore(), 2)));
        rows.add(gray(c, "its share after", g -> Fmt.percent(g.shareAfter(), 2)));
        rows.add(gray(c, "single-key p99 before", g -> MoveImpactText.p99(g.impact().before())));
        rows.add(gray(c, "single-key p99 after", g -> MoveImpactText.p99(g.impact().after())));
        return new Table(header(c), rows);
    }

    private static List<String> gray(RunComparison c, String figure, Function<GrayFailure, String> cell) {
        return row(c, figure, r -> r.grayFailure().map(cell).orElse("-"));
    }

    static boolean mitigations(RunComparison c) {
        return c.runs().stream().anyMatch(r -> !r.mitigation().equals("none") || !r.cost().isEmpty());
    }

    /** What each mitigation bought, then what it cost. */
    static Table mitigationTable(RunComparison c) {
        List<List<String>> rows = new ArrayList<>();
        rows.add(row(c, "mitigation", ComparedRun::mitigation));
        rows.add(row(c, "bought: hottest share", r -> Fmt.percent(r.hottestShare(), 2)));
        rows.add(row(c, "bought: hottest utilisation, peak", r -> Fmt.num(r.hottestPeakUtilisation(), 3)));
        rows.add(row(c, "bought: single-key p99", r -> Fmt.micros(r.p99Micros())));
        rows.add(row(c, "bought: error rate", r -> Fmt.percent(r.errorRate(), 3)));
        for (String cost : c.costNames()) {
            rows.add(row(c, "cost: " + costName(cost), r -> r.cost().containsKey(cost)
                    ? costValue(cost, r.cost().get(cost)) : "-"));
        }
        return new Table(header(c), rows);
    }

    /** Adds the run's move and slowdown to its JSON object. */
    static void json(ObjectNode o, ComparedRun r) {
        r.grayFailure().ifPresent(g -> {
            ObjectNode n = o.putObject("grayFailure").put("shard", g.shard()).put("timeouts504", g.timeouts504())
                    .put("errors5xxAfter", g.errors5xxAfter());
            SummaryJson.num(n, "multiplier", g.multiplier());
            SummaryJson.num(n, "slowedSeconds", g.slowedSeconds());
            SummaryJson.num(n, "markedDownSeconds", g.markedDownSeconds());
            SummaryJson.num(n, "evictedSeconds", g.evictedSeconds());
            SummaryJson.num(n, "shareBefore", g.shareBefore());
            SummaryJson.num(n, "shareAfter", g.shareAfter());
            SummaryJson.num(n, "p99BeforeMicros", g.impact().before().p99Micros());
            SummaryJson.num(n, "p99AfterMicros", g.impact().after().p99Micros());
        });
        r.resharding().ifPresent(m -> {
            ObjectNode n = o.putObject("resharding").put("node", m.node()).put("migrated", m.migrated())
                    .put("phase", m.phase()).put("readsNotFound", m.readsNotFound())
                    .put("keysToMove", m.keysToMove()).put("keysCopied", m.keysCopied()).put("verified", m.verified())
                    .put("mismatches", m.mismatches()).put("dualWrites", m.dualWrites());
            SummaryJson.num(n, "startSeconds", m.impact().startSeconds());
            SummaryJson.num(n, "durationSeconds", m.impact().durationSeconds());
            SummaryJson.num(n, "p99BeforeMicros", m.impact().before().p99Micros());
            SummaryJson.num(n, "p99DuringMicros", m.impact().during().p99Micros());
            SummaryJson.num(n, "p99AfterMicros", m.impact().after().p99Micros());
        });
    }

    /** A cost's run.json name in words: {@code extraShardRequests} reads "extra shard requests". */
    static String costName(String name) {
        String words = name.replace("P99Micros", " p99").replace("Micros", "").replace("Percent", " ratio")
                .replaceAll("([a-z0-9])([A-Z])", "$1 $2").toLowerCase(java.util.Locale.ROOT);
        return words.replace("stale exposure", "staleness (age of cache hits)");
    }

    private static String costValue(String name, double value) {
        if (name.endsWith("Micros")) {
            return Fmt.micros(value);
        }
        return name.endsWith("Percent") ? Fmt.num(value, 0) + " %" : Fmt.num(value, 0);
    }

    private static String count(long value) {
        return value < 0 ? "-" : Long.toString(value);
    }

    private static List<String> header(RunComparison c) {
        List<String> header = new ArrayList<>(List.of("figure"));
        c.runs().forEach(r -> header.add(r.name()));
        return header;
    }

    private static List<String> move(RunComparison c, String figure, Function<Resharding, String> cell) {
        return row(c, figure, r -> r.resharding().map(cell).orElse("-"));
    }

    private static List<String> row(RunComparison c, String figure, Function<ComparedRun, String> cell) {
        List<String> row = new ArrayList<>(List.of(figure));
        c.runs().forEach(r -> row.add(cell.apply(r)));
        return row;
    }
}
