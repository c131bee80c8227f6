package io.hotshard.keys.analyze;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.hotshard.report.analysis.ScenarioPlan;
import java.io.PrintWriter;

/** The analysis as one JSON document; shares are fractions of 1, a share that cannot be bounded is null. */
final class JsonReportWriter implements AnalysisWriter {

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    @Override
    public void write(AnalysisReport report, PrintWriter out) {
        try {
            out.println(JSON.writeValueAsString(tree(report)));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("cannot write the report as JSON", e);
        }
    }

    static ObjectNode tree(AnalysisReport report) {
        ObjectNode root = JSON.createObjectNode();
        ObjectNode input = root.putObject("input");
        report.inputs().forEach(input.putArray("files")::add);
        input.put("format", report.format().label());
        input.put("malformedRows", report.malformedRows());
        report.firstMalformed().forEach(input.putArray("firstMalformed")::add);
        ArrayNode candidates = root.putArray("candidates");
        for (CandidateReport c : report.candidates()) {
            candidates.add(candidate(c));
        }
        ArrayNode ranking = root.putArray("ranking");
        for (CandidateReport c : report.ranked()) {
            ObjectNode row = ranking.addObject().put("field", c.field()).put("verdict", c.verdict().label())
                    .put("hottestShare", c.rankingShare());
            if (c.queries() != null) {
                putNumber(row, "sustainedRate", c.rankingQueries().sustainedRate());
                putNumber(row, "hottestRequestsPerQuery", c.rankingQueries().hottestRequestsPerQuery());
            }
        }
        root.put("recommendation", report.recommendation());
        return root;
    }

    private static ObjectNode candidate(CandidateReport c) {
        ObjectNode node = JSON.createObjectNode();
        node.put("field", c.field());
        node.put("requests", c.requests());
        node.put("missing", c.missing());
        node.put("distinctKeys", c.distinctKeys());
        node.put("distinctExact", c.distinctExact());
        node.put("distinctError", c.distinctError());
        ArrayNode top = node.putArray("topKeys");
        for (TopKey k : c.topKeys()) {
            top.addObject().put("key", k.key()).put("count", k.count()).put("share", k.share());
        }
        node.put("topKeysMaxError", c.topKeysError());
        ObjectNode shares = node.putObject("topShare");
        putShare(shares, "1%", c.top1Share());
        putShare(shares, "10%", c.top10Share());
        node.putObject("zipf").put("exponent", c.zipf().exponent()).put("fit", c.zipf().ks())
                .put("ranks", c.zipf().ranks());
        node.put("ordered", c.ordered());
        node.put("verdict", c.verdict().label());
        node.put("reason", c.reason());
        ArrayNode partitions = node.putArray("partitions");
        for (PartitionRow p : c.partitions()) {
            ObjectNode row = partitions.addObject().put("partitioner", p.partitioner()).put("shards", p.shards())
                    .put("hottestShare", p.hottestShare()).put("maxOverMean", p.maxOverMean())
                    .put("floorShare", p.floorShare());
            putShare(row, "movedToNext", p.movedToNext());
            p.shardShares().forEach(row.putArray("shardShares")::add);
            if (!p.nodeNames().isEmpty()) {
                row.put("replicationFactor", p.replicas());
                ArrayNode nodes = row.putArray("nodes");
                for (int i = 0; i < p.nodeNames().size(); i++) {
                    nodes.addObject().put("address", p.nodeNames().get(i)).put("share", p.shardShares().get(i));
                }
            }
        }
        if (c.queries() != null) {
            node.set("queries", QueryJson.rows(c));
        }
        ArrayNode remedies = node.putArray("remedies");
        for (Remedy r : c.remedies()) {
            remedies.addObject().put("name", r.name()).put("hottestShare", r.hottestShare()).put("effect", r.effect());
        }
        ArrayNode capacity = node.putArray("capacity");
        for (ScenarioPlan plan : c.capacity()) {
            ObjectNode row = capacity.addObject().put("scenario", plan.scenario().label())
                    .put("description", plan.description()).put("verdict", plan.verdict());
            if (plan.shardsNeeded().isPresent()) {
                row.put("shardsNeeded", plan.shardsNeeded().getAsInt());
            } else {
                row.putNull("shardsNeeded");
            }
        }
        return node;
    }

    static void putNumber(ObjectNode node, String name, double value) {
        putShare(node, name, value);
    }

    private static void putShare(ObjectNode node, String name, double share) {
        if (Double.isNaN(share)) {
            node.putNull(name);
        } else {
            node.put(name, share);
        }
    }
}
