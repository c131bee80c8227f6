package io.hotshard.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import io.hotshard.cassandra.NodeStatus;
import io.hotshard.cassandra.RingReport;
import io.hotshard.cli.print.TextTable;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** How the cassandra commands print a cluster's status and ring: tables, or JSON in a shape of their own. */
final class CassandraOutput {

    private CassandraOutput() {
    }

    /** Each node's address, state, tokens, load and effective ownership; JSON as {@code {"nodes":[...]}}. */
    static void status(PrintWriter out, List<NodeStatus> nodes, TableFormat format) {
        if (format == TableFormat.JSON) {
            out.print(json(json -> {
                json.writeArrayFieldStart("nodes");
                for (NodeStatus node : nodes) {
                    json.writeStartObject();
                    json.writeStringField("address", node.address());
                    json.writeStringField("state", node.state());
                    json.writeNumberField("tokens", node.tokens());
                    json.writeStringField("load", node.load());
                    if (Double.isNaN(node.owns())) {
                        json.writeNullField("owns");
                    } else {
                        json.writeNumberField("owns", node.owns());
                    }
                    json.writeEndObject();
                }
                json.writeEndArray();
            }));
        } else {
            TextTable.Builder table = TextTable.builder("", "address", "state", "tokens", "load", "owns (effective) %");
            nodes.forEach(n -> table.row(n.address(), n.state(), n.tokens(), n.load(), percent(n.owns())));
            out.print(format.render(table.build()));
        }
        out.flush();
    }

    /**
     * The live ring's rows beside the model's, then each ring's balance in three figures; JSON adds the live tokens of
     * each node ({@code tokenMap}).
     */
    static void ring(PrintWriter out, RingReport report, TableFormat format) {
        if (format == TableFormat.JSON) {
            out.print(json(json -> {
                json.writeNumberField("rf", report.rf());
                json.writeNumberField("tokensPerNode", report.tokensPerNode());
                writeRing(json, "live", report.real(), report.realSummary());
                writeRing(json, "model", report.model(), report.modelSummary());
                // Strings, as Cassandra prints them: a reader that keeps JSON numbers as doubles loses 64-bit digits.
                json.writeObjectFieldStart("tokenMap");
                for (Map.Entry<String, List<Long>> node : report.tokens().entrySet()) {
                    json.writeArrayFieldStart(node.getKey());
                    for (long token : node.getValue()) {
                        json.writeString(Long.toString(token));
                    }
                    json.writeEndArray();
                }
                json.writeEndObject();
            }));
            out.flush();
            return;
        }
        TextTable.Builder table = TextTable.builder("live ring (from its tokens) beside hotshard's model ring (random"
                        + " placement), " + report.tokensPerNode() + " tokens per node, rf " + report.rf(),
                "node", "tokens", "primary %", "effective %", "neighbours", "model primary %", "model effective %",
                "model neighbours");
        for (int i = 0; i < report.real().size(); i++) {
            RingReport.Row real = report.real().get(i);
            RingReport.Row model = report.model().get(i);
            table.row(real.node(), real.tokens(), percent(real.primary()), percent(real.effective()),
                    real.neighbours(), percent(model.primary()), percent(model.effective()), model.neighbours());
        }
        out.print(format.render(table.build()));
        RingReport.Summary live = report.realSummary();
        RingReport.Summary model = report.modelSummary();
        out.printf(Locale.ROOT, "max/mean primary: live %.3f, model %.3f; max/mean effective: live %.3f, model %.3f;"
                        + " mean neighbours: live %.1f, model %.1f%n", live.maxPrimaryOverMean(),
                model.maxPrimaryOverMean(), live.maxEffectiveOverMean(), model.maxEffectiveOverMean(),
                live.meanNeighbours(), model.meanNeighbours());
        out.flush();
    }

    private static void writeRing(JsonGenerator json, String name, List<RingReport.Row> rows,
                                  RingReport.Summary summary) throws IOException {
        json.writeObjectFieldStart(name);
        json.writeArrayFieldStart("nodes");
        for (RingReport.Row row : rows) {
            json.writeStartObject();
            json.writeStringField("address", row.node());
            json.writeNumberField("tokens", row.tokens());
            json.writeNumberField("primary", row.primary());
            json.writeNumberField("effective", row.effective());
            json.writeNumberField("neighbours", row.neighbours());
            json.writeEndObject();
        }
        json.writeEndArray();
        json.writeNumberField("maxPrimaryOverMean", summary.maxPrimaryOverMean());
        json.writeNumberField("maxEffectiveOverMean", summary.maxEffectiveOverMean());
        json.writeNumberField("meanNeighbours", summary.meanNeighbours());
        json.writeEndObject();
    }

    private static Double percent(double share) {
        return Double.isNaN(share) ? null : Math.round(share * 10000) / 100.0;
    }

    /** A body written by a generator. */
    private interface Body {
        void write(JsonGenerator json) throws IOException;
    }

    private static String json(Body body) {
        StringWriter writer = new StringWriter();
        try (JsonGenerator json = new JsonFactory().createGenerator(writer)) {
            json.useDefaultPrettyPrinter();
            json.writeStartObject();
            body.write(json);
            json.writeEndObject();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return writer + "\n";
    }
}
