package io.hotshard.report.render;

import static io.hotshard.report.render.CompareShell.row;

import com.fasterxml.jackson.databind.node.ObjectNode;
import io.hotshard.report.analysis.CassandraComparedRun;
import io.hotshard.report.run.CassandraCounts;
import java.util.ArrayList;
import java.util.List;

/** Cassandra runs of one load side by side, one column per run, as HTML, Markdown and JSON. */
public final class CassandraCompareReport {

    private static final String TITLE = "hotshard Cassandra comparison";
    private static final String NOTE = "Latency counts from each request's intended start (client.hlog). The hottest "
            + "node is the one with the most local reads of hotshard's table (JMX Table ReadLatency, counted on every "
            + "replica that reads); its predicted share places a sample of the load's keys on the live token map. "
            + "Statements per read: a bucketed key's read sends one per bucket it reads, a cache hit sends none.";

    private CassandraCompareReport() {
    }

    /** One row per figure, one column per run. */
    public static Table table(List<CassandraComparedRun> runs) {
        List<List<String>> rows = new ArrayList<>();
        rows.add(row("mitigation", runs, r -> r.counts().mitigation()));
        rows.add(row("reads / writes", runs, r -> r.counts().reads() + " / " + r.counts().writes()));
        rows.add(row("statements per read", runs, r -> perRequest(r.counts().statementsPerRead(),
                r.counts().readStatements(), r.counts().reads())));
        rows.add(row("statements per write", runs, r -> perRequest(r.counts().statementsPerWrite(),
                r.counts().writeStatements(), r.counts().writes())));
        rows.add(row("client-side cache hits (hit ratio)", runs, r -> r.counts().clientCache()
                ? r.counts().cacheHits() + " (" + Fmt.percent(r.counts().hitRatio(), 1) + ")" : "no cache"));
        rows.add(row("hottest node by local reads, its local reads", runs, r -> r.hottest().address() + ", "
                + r.hottest().localReads()));
        rows.add(row("its share of local reads, measured / predicted", runs, r ->
                Fmt.percent(r.hottest().measuredReadShare(), 1) + " / "
                        + Fmt.percent(r.hottest().predictedReadShare(), 1)));
        rows.add(row("hottest node predicted", runs, CassandraComparedRun::predicted));
        rows.add(CompareShell.latencyRow(runs));
        rows.add(row("failed / timed out / refused at the cap", runs, r -> r.counts().failed() + " / "
                + r.counts().timedOut() + " / " + r.counts().refused()));
        rows.add(row("table", runs, r -> r.table().map(t -> t.name() + " (" + t.shape() + ")").orElse("not recorded")));
        rows.add(row("rows per answered read, read latency per row", runs, r -> r.table().map(t ->
                Fmt.num(t.rowsPerRead(), 1) + ", " + Fmt.micros(t.microsPerRow())).orElse("not recorded")));
        rows.add(row("largest partition in SSTables (bytes)", runs, r -> r.table().map(t ->
                Long.toString(t.largestPartitionBytes())).orElse("not recorded")));
        rows.add(row("counts reconcile", runs, r -> r.reconciled() ? "yes" : "no"));
        return new Table(CompareShell.header(runs), rows);
    }

    private static String perRequest(double ratio, long statements, long requests) {
        return requests == 0 ? "none made" : Fmt.num(ratio, 2) + " (" + statements + " for " + requests + ")";
    }

    /** The comparison as a page. */
    public static String html(List<CassandraComparedRun> runs) {
        return CompareShell.html(TITLE, table(runs), NOTE, runs);
    }

    /** The comparison in Markdown. */
    public static String markdown(List<CassandraComparedRun> runs) {
        return CompareShell.markdown(TITLE, table(runs), NOTE, runs);
    }

    /** The comparison as JSON: one object per run with every figure. */
    public static String json(List<CassandraComparedRun> runs) {
        return CompareShell.json("cassandra", runs, (r, o) -> {
            CassandraCounts c = r.counts();
            o.put("mitigation", c.mitigation()).put("reads", c.reads()).put("writes", c.writes())
                    .put("readStatements", c.readStatements()).put("writeStatements", c.writeStatements())
                    .put("clientCache", c.clientCache()).put("cacheHits", c.cacheHits()).put("failed", c.failed())
                    .put("timedOut", c.timedOut()).put("refused", c.refused())
                    .put("measuredHottest", r.hottest().address()).put("predictedHottest", r.predicted())
                    .put("hottestLocalReads", r.hottest().localReads()).put("reconciled", r.reconciled());
            SummaryJson.num(o, "statementsPerRead", c.statementsPerRead());
            SummaryJson.num(o, "statementsPerWrite", c.statementsPerWrite());
            SummaryJson.num(o, "cacheHitRatio", c.hitRatio());
            SummaryJson.num(o, "hottestMeasuredReadShare", r.hottest().measuredReadShare());
            SummaryJson.num(o, "hottestPredictedReadShare", r.hottest().predictedReadShare());
            r.table().ifPresent(t -> {
                ObjectNode table = o.putObject("table").put("name", t.name()).put("shape", t.shape())
                        .put("rowsRead", t.rowsRead()).put("largestPartitionBytes", t.largestPartitionBytes());
                SummaryJson.num(table, "rowsPerRead", t.rowsPerRead());
                SummaryJson.num(table, "microsPerRow", t.microsPerRow());
            });
        });
    }
}
