package io.hotshard.report.render;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.hotshard.report.run.CassandraFigures;
import io.hotshard.report.run.CassandraTableFigures;
import io.hotshard.runformat.CassandraNode;
import io.hotshard.runformat.CassandraReconciliation;
import io.hotshard.runformat.RunFiles;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The "Cassandra cluster" section of a Cassandra run's report: each node's predicted and measured share of the local
 * reads and writes of hotshard's table, its coordinated requests and queue peaks, each node's local reads per second
 * over the run, the hottest key's replicas, the reconciliation and the capacity plan ({@link CassandraCapacityTable}),
 * in HTML, Markdown and {@code summary.json}.
 */
final class CassandraSection {

    static final String TITLE = "Cassandra cluster";
    private static final String NOTE = "Predicted: a sample of the load's requests placed by each key's Murmur3 token "
            + "on the live token map, a write on each of its replicas, a read spread evenly over them. Measured: each "
            + "node's count of local reads and writes of the table (JMX Table ReadLatency and WriteLatency, counted on "
            + "every replica that reads or writes its own data) from the first sample after the preload to the last ("
            + RunFiles.CASSANDRA_SHARES + "). Coordinated: client requests the node received (JMX ClientRequest "
            + "Read and Write). Queue peaks: the most pending tasks of ReadStage and Native-Transport-Requests seen in "
            + "one-second samples (" + RunFiles.CASSANDRA_NODES + "); -1 where the node does not expose them. Table: "
            + "the rows the answered reads returned and the client's read latency per row (summed from each read's "
            + "intended start, over the rows); partitions as each node's SSTables hold them at the end (JMX Table "
            + "MaxPartitionSize and MeanPartitionSize; the preload is flushed before the load).";

    private CassandraSection() {
    }

    /** Each node's row; the hottest by measured local reads is marked. */
    static Table nodes(CassandraFigures c) {
        List<List<String>> rows = new ArrayList<>();
        for (CassandraNode n : c.nodes()) {
            rows.add(List.of(n.address() + (n.address().equals(c.measuredHottest()) ? " (hottest)" : ""),
                    Fmt.percent(n.predictedReadShare(), 1), Fmt.percent(n.measuredReadShare(), 1),
                    Long.toString(n.localReads()), Fmt.percent(n.predictedWriteShare(), 1),
                    Fmt.percent(n.measuredWriteShare(), 1), Long.toString(n.localWrites()),
                    Long.toString(n.coordinatorRequests()), n.peakReadPending() + " / " + n.peakNativePending()));
        }
        return new Table(List.of("node", "predicted read share", "measured read share", "local reads",
                "predicted write share", "measured write share", "local writes", "coordinated requests",
                "peak pending read / native"), rows);
    }

    /** The consistency level, the hottest node both ways, the hottest key and the reconciliation. */
    static Table figures(CassandraFigures c) {
        CassandraReconciliation r = c.reconciliation();
        List<List<String>> rows = new ArrayList<>(List.of(
                List.of("consistency level, keyspace rf", c.consistency() + ", " + c.rf()),
                List.of("hottest node by local reads", "predicted " + c.predictedHottest() + ", measured "
                        + c.measuredHottest()),
                List.of("hottest key of the prediction's sample", String.format(Locale.ROOT, "%s (%s), replicas %s",
                        c.hottestKey(), Fmt.percent(c.hottestKeyShare(), 1),
                        String.join(", ", c.hottestKeyReplicas()))),
                List.of("reconciliation", r.sent() + " sent, " + r.coordinated() + " coordinated: " + (r.exact()
                        ? "exact" : (r.withinTolerance() ? "within " : "beyond ") + r.failedOrTimedOut()
                        + " failed or timed out + " + r.inFlightAtEnd() + " in flight at the end"))));
        c.table().ifPresent(t -> rows.addAll(table(t)));
        return new Table(List.of("figure", "value"), rows);
    }

    /** The table's shape, its reads' rows and latency per row, and its partitions by node. */
    static List<List<String>> table(CassandraTableFigures t) {
        StringBuilder sizes = new StringBuilder();
        t.nodes().forEach(n -> sizes.append(sizes.isEmpty() ? "" : ", ").append(n.address()).append(' ')
                .append(n.maxPartitionBytes()).append(" / ").append(n.meanPartitionBytes()));
        return List.of(List.of("table", t.name() + " (" + t.shape() + ")"),
                List.of("rows per answered read, read latency mean / per row", Fmt.num(t.rowsPerRead(), 1) + " ("
                        + t.rowsRead() + " rows, " + t.answeredReads() + " reads), " + Fmt.micros(t.meanReadMicros())
                        + " / " + Fmt.micros(t.microsPerRow())),
                List.of("partition size in SSTables by node, largest / mean (bytes)", sizes.toString()));
    }

    static String html(CassandraFigures c) {
        return body(c) + c.capacity().map(p -> Html.h2("cassandra-capacity", CassandraCapacityTable.TITLE)
                + CassandraCapacityTable.table(p).html() + HtmlPage.note(CassandraCapacityTable.NOTE)).orElse("");
    }

    private static String body(CassandraFigures c) {
        StringBuilder out = new StringBuilder(Html.h2("cassandra", TITLE)).append(nodes(c).html())
                .append(HtmlPage.note(NOTE));
        if (!c.localReadsPerSecond().isEmpty()) {
            SvgLineChart reads = new SvgLineChart("Local reads per second per node", "time since the first sample (s)",
                    "local reads / s").yTicks(Fmt::compact);
            c.localReadsPerSecond().forEach(s -> reads.add(s, SvgLineChart.Style.LINE));
            out.append(HtmlPage.figure(reads.render()));
        }
        return out.append(figures(c).html()).toString();
    }

    static String markdown(CassandraFigures c) {
        return "## " + TITLE + "\n\n" + nodes(c).markdown() + '\n' + NOTE + "\n\n" + figures(c).markdown()
                + c.capacity().map(p -> "\n## " + CassandraCapacityTable.TITLE + "\n\n"
                        + CassandraCapacityTable.table(p).markdown() + '\n' + CassandraCapacityTable.NOTE + '\n')
                        .orElse("");
    }

    /** Adds the {@code cassandra} object to {@code summary.json}'s root. */
    static void json(ObjectNode root, CassandraFigures c) {
        ObjectMapper mapper = new ObjectMapper();
        ObjectNode cassandra = root.putObject("cassandra").put("consistency", c.consistency()).put("rf", c.rf())
                .put("predictedHottest", c.predictedHottest()).put("measuredHottest", c.measuredHottest())
                .put("hottestKey", c.hottestKey());
        SummaryJson.num(cassandra, "hottestKeyShare", c.hottestKeyShare());
        cassandra.set("nodes", mapper.valueToTree(c.nodes()));
        cassandra.set("reconciliation", mapper.valueToTree(c.reconciliation()));
        c.capacity().ifPresent(p -> cassandra.set("capacity", mapper.valueToTree(p)));
        c.table().ifPresent(t -> cassandra.set("table", mapper.valueToTree(t)));
    }
}
