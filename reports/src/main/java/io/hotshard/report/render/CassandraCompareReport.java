package io.hotshard.report.render;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.hotshard.report.analysis.CassandraComparedRun;
import io.hotshard.report.run.CassandraCounts;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

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
        List<String> header = new ArrayList<>(List.of("figure"));
        runs.forEach(r -> header.add(r.name()));
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
        rows.add(row("client latency p50 / p99 / p99.9", runs, r -> r.latency().present()
                ? Fmt.micros(r.latency().p50Micros()) + " / " + Fmt.micros(r.latency().p99Micros()) + " / "
                        + Fmt.micros(r.latency().p999Micros()) : "no client.hlog"));
        rows.add(row("failed / timed out / refused at the cap", runs, r -> r.counts().failed() + " / "
                + r.counts().timedOut() + " / " + r.counts().refused()));
        rows.add(row("table", runs, r -> r.table().map(t -> t.name() + " (" + t.shape() + ")").orElse("not recorded")));
        rows.add(row("rows per answered read, read latency per row", runs, r -> r.table().map(t ->
                Fmt.num(t.rowsPerRead(), 1) + ", " + Fmt.micros(t.microsPerRow())).orElse("not recorded")));
        rows.add(row("largest partition in SSTables (bytes)", runs, r -> r.table().map(t ->
                Long.toString(t.largestPartitionBytes())).orElse("not recorded")));
        rows.add(row("counts reconcile", runs, r -> r.reconciled() ? "yes" : "no"));
        return new Table(header, rows);
    }

    private static String perRequest(double ratio, long statements, long requests) {
        return requests == 0 ? "none made" : Fmt.num(ratio, 2) + " (" + statements + " for " + requests + ")";
    }

    private static List<String> row(String figure, List<CassandraComparedRun> runs,
                                    Function<CassandraComparedRun, String> cell) {
        List<String> row = new ArrayList<>(List.of(figure));
        runs.forEach(r -> row.add(cell.apply(r)));
        return row;
    }

    /** The comparison as a page. */
    public static String html(List<CassandraComparedRun> runs) {
        return CompareShell.html(TITLE, table(runs), NOTE, named(runs));
    }

    /** The comparison in Markdown. */
    public static String markdown(List<CassandraComparedRun> runs) {
        return CompareShell.markdown(TITLE, table(runs), NOTE, named(runs));
    }

    private static List<CompareShell.Named> named(List<CassandraComparedRun> runs) {
        return runs.stream().map(r -> new CompareShell.Named(r.name(), r.dir())).toList();
    }

    /** The comparison as JSON: one object per run with every figure. */
    public static String json(List<CassandraComparedRun> runs) {
        ObjectMapper mapper = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
        ObjectNode root = mapper.createObjectNode().put("kind", "cassandra");
        ArrayNode list = root.putArray("runs");
        for (CassandraComparedRun r : runs) {
            CassandraCounts c = r.counts();
            ObjectNode o = list.addObject().put("name", r.name()).put("dir", r.dir()).put("mitigation",
                    c.mitigation()).put("reads", c.reads()).put("writes", c.writes())
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
            ObjectNode latency = o.putObject("latencyMicros").put("count", r.latency().count());
            SummaryJson.num(latency, "p50", r.latency().p50Micros());
            SummaryJson.num(latency, "p99", r.latency().p99Micros());
            SummaryJson.num(latency, "p999", r.latency().p999Micros());
        }
        try {
            return mapper.writeValueAsString(root) + "\n";
        } catch (JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }
}
