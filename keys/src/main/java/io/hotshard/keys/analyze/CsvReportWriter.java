package io.hotshard.keys.analyze;

import io.hotshard.keys.queries.QueryFigures;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

/**
 * One CSV row per candidate, partitioner and shard count, the candidate's figures repeated on each; a live ring's row
 * adds each node's share ({@code nodeShares}).
 */
final class CsvReportWriter implements AnalysisWriter {

    private static final String[] HEADER = {"field", "verdict", "requests", "missing", "distinctKeys",
        "distinctExact", "topKey", "topKeyShare", "top1Share", "top10Share", "zipfExponent", "zipfFit", "ordered",
        "partitioner", "shards", "hottestShare", "maxOverMean", "floorShare", "movedToNext", "singleShard", "multiShard",
        "scatter", "meanShards", "p99Shards", "shardRequestsPerQuery", "hottestShareOfWork", "writesMovingKey",
        "p99OverOneShard", "sustainedRate", "nodeShares"};

    @Override
    public void write(AnalysisReport report, PrintWriter out) {
        try {
            CSVPrinter csv = new CSVPrinter(out, CSVFormat.RFC4180.builder().setHeader(HEADER).get());
            for (CandidateReport c : report.candidates()) {
                TopKey top = c.topKeys().isEmpty() ? null : c.topKeys().get(0);
                for (int i = 0; i < c.partitions().size(); i++) {
                    PartitionRow p = c.partitions().get(i);
                    List<Object> row = new ArrayList<>(List.of(c.field(), c.verdict().label(), c.requests(),
                            c.missing(), c.distinctKeys(), c.distinctExact(), top == null ? "" : top.key(),
                            num(top == null ? 0 : top.share()), num(c.top1Share()), num(c.top10Share()),
                            num(c.zipf().exponent()), num(c.zipf().ks()), num(c.ordered()), p.partitioner(),
                            p.shards(), num(p.hottestShare()), num(p.maxOverMean()), num(p.floorShare()),
                            num(p.movedToNext())));
                    row.addAll(queries(c.queries() == null ? null : c.queries().figures().get(i)));
                    row.add(nodeShares(p));
                    csv.printRecord(row);
                }
            }
            csv.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The query columns, empty without a query log. */
    private static List<Object> queries(QueryFigures q) {
        if (q == null) {
            return Collections.nCopies(10, "");
        }
        return List.of(num(q.all().singleShard()), num(q.all().multiShard()), num(q.all().scatter()),
                num(q.meanShards()), q.p99Shards(), num(q.shardRequestsPerQuery()), num(q.hottestShareOfWork()),
                num(q.writesMovingKey()), num(q.p99OverOneShard()), num(q.sustainedRate()));
    }

    /** A live ring's shares by address, {@code 127.0.0.11=0.342000;127.0.0.12=...}; empty for a model row. */
    private static String nodeShares(PartitionRow p) {
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < p.nodeNames().size(); i++) {
            parts.add(p.nodeNames().get(i) + "=" + num(p.shardShares().get(i)));
        }
        return String.join(";", parts);
    }

    private static String num(double v) {
        return Double.isNaN(v) ? "" : String.format(Locale.ROOT, "%.6f", v);
    }
}
