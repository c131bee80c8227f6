package io.hotshard.report.render;

import static io.hotshard.report.render.CompareShell.row;

import io.hotshard.report.analysis.RedisComparedRun;
import java.util.ArrayList;
import java.util.List;

/** Redis runs of one load side by side, one column per run, as HTML, Markdown and JSON. */
public final class RedisCompareReport {

    private static final String TITLE = "hotshard Redis comparison";
    private static final String NOTE = "Latency counts from each request's intended start (client.hlog). The busiest "
            + "node is the master or replica with the largest mean share of wall time in the load's commands (by its "
            + "own clock); near 100% it is saturated. Hottest share after the move: the largest share of any shard "
            + "from the end of a reshard's move to the end of the run. SET commands per write: every copy of a "
            + "salted key is written.";

    private RedisCompareReport() {
    }

    /** One row per figure, one column per run. */
    public static Table table(List<RedisComparedRun> runs) {
        List<List<String>> rows = new ArrayList<>();
        rows.add(row("mitigation", runs, RedisComparedRun::mitigation));
        rows.add(row("command, rate", runs, r -> r.command() + ", " + (r.rate().isEmpty()
                ? "the simulation's default rate" : r.rate() + "/s")));
        rows.add(row("sent / ok / failed or timed out / refused at the cap", runs, r -> r.sent() + " / " + r.ok()
                + " / " + r.failed() + " / " + r.refused()));
        rows.add(CompareShell.latencyRow(runs));
        rows.add(row("hottest shard, measured share", runs, r -> r.hottestShard() + ", "
                + Fmt.percent(r.hottestShare(), 1)));
        rows.add(row("hottest share after the move", runs, r -> Double.isNaN(r.hottestAfter()) ? "no reshard"
                : Fmt.percent(r.hottestAfter(), 1)));
        rows.add(row("busiest node, in commands mean / peak", runs, r -> r.busiestNode() + ", "
                + Fmt.percent(r.busiestMeanBusy(), 0) + " / " + Fmt.percent(r.busiestPeakBusy(), 0)));
        rows.add(row("client-side cache hits (hit ratio)", runs, r -> Double.isNaN(r.cacheHitRatio()) ? "no cache"
                : r.cacheHits() + " (" + Fmt.num(r.cacheHitRatio(), 3) + ")"));
        rows.add(row("SET commands per write", runs, r -> r.writes() == 0 ? "no writes"
                : Fmt.num(r.commandsPerWrite(), 2) + " (" + r.writeCommands() + " for " + r.writes() + ")"));
        rows.add(row("counts reconcile", runs, r -> r.reconciled() ? "yes" : "no"));
        return new Table(CompareShell.header(runs), rows);
    }

    /** The comparison as a page. */
    public static String html(List<RedisComparedRun> runs) {
        return CompareShell.html(TITLE, table(runs), NOTE, runs);
    }

    /** The comparison in Markdown. */
    public static String markdown(List<RedisComparedRun> runs) {
        return CompareShell.markdown(TITLE, table(runs), NOTE, runs);
    }

    /** The comparison as JSON: one object per run with every figure. */
    public static String json(List<RedisComparedRun> runs) {
        return CompareShell.json("redis", runs, (r, o) -> {
            o.put("mitigation", r.mitigation()).put("command", r.command()).put("rate", r.rate())
                    .put("sent", r.sent()).put("ok", r.ok()).put("failed", r.failed()).put("refused", r.refused())
                    .put("hottestShard", r.hottestShard()).put("busiestNode", r.busiestNode())
                    .put("writes", r.writes()).put("writeCommands", r.writeCommands())
                    .put("cacheHits", r.cacheHits()).put("cacheMisses", r.cacheMisses())
                    .put("reconciled", r.reconciled());
            SummaryJson.num(o, "hottestShare", r.hottestShare());
            SummaryJson.num(o, "hottestShareAfterMove", r.hottestAfter());
            SummaryJson.num(o, "busiestMeanCommandBusy", r.busiestMeanBusy());
            SummaryJson.num(o, "busiestPeakCommandBusy", r.busiestPeakBusy());
        });
    }
}
