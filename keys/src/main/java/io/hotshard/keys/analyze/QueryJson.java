package io.hotshard.keys.analyze;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.hotshard.keys.queries.QueryFigures;
import io.hotshard.keys.queries.QueryLog;
import io.hotshard.keys.queries.Split;

/** A candidate's query figures as JSON: one object per partition row; a figure that cannot be had is null. */
final class QueryJson {

    private QueryJson() {
    }

    static ArrayNode rows(CandidateReport c) {
        QueryLog log = c.queries();
        ArrayNode rows = JsonNodeFactory.instance.arrayNode();
        for (int i = 0; i < c.partitions().size(); i++) {
            PartitionRow p = c.partitions().get(i);
            QueryFigures q = log.figures().get(i);
            ObjectNode row = rows.addObject().put("partitioner", p.partitioner()).put("shards", p.shards())
                    .put("logQueries", log.logQueries()).put("understood", log.understood());
            log.firstNotUnderstood().forEach(row.putArray("firstNotUnderstood")::add);
            split(row, q.all());
            split(row.putObject("reads"), q.reads());
            split(row.putObject("writes"), q.writes());
            JsonReportWriter.putNumber(row, "meanShards", q.meanShards());
            row.put("p99Shards", q.p99Shards());
            JsonReportWriter.putNumber(row, "shardRequestsPerQuery", q.shardRequestsPerQuery());
            JsonReportWriter.putNumber(row, "hottestShareOfWork", q.hottestShareOfWork());
            JsonReportWriter.putNumber(row, "writesMovingKey", q.writesMovingKey());
            JsonReportWriter.putNumber(row, "p99OverOneShard", q.p99OverOneShard());
            JsonReportWriter.putNumber(row, "sustainedRate", q.sustainedRate());
            JsonReportWriter.putNumber(row, "p99Micros", q.p99Micros());
        }
        return rows;
    }

    private static void split(ObjectNode node, Split s) {
        node.put("queries", s.queries());
        JsonReportWriter.putNumber(node, "singleShard", s.singleShard());
        JsonReportWriter.putNumber(node, "multiShard", s.multiShard());
        JsonReportWriter.putNumber(node, "scatter", s.scatter());
    }
}
