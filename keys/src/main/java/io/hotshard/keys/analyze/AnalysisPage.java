package io.hotshard.keys.analyze;

import io.hotshard.keys.queries.QueryFigures;
import io.hotshard.report.render.Fmt;
import io.hotshard.report.render.SvgBarChart;
import io.hotshard.report.render.SvgLineChart;
import io.hotshard.report.run.Series;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.ToDoubleFunction;
import java.util.stream.IntStream;

/**
 * The analysis as one self-contained HTML page, its charts drawn by the reports module's SVG charts (axes with ticks
 * and units, legends beside the plot): the ranking and recommendation, then per candidate its verdict, the
 * rank-frequency curve (log-log), the hottest shard's share against N per partitioner, and the per-shard bars at the
 * largest N of the first partitioner. With a query log, the page opens with the shards each candidate's queries touch
 * and the rate each sustains against N.
 */
public final class AnalysisPage {

    private AnalysisPage() {
    }

    /** Writes the page to {@code file} atomically (temp file, then rename). */
    public static void write(AnalysisReport report, Path file) throws IOException {
        Path tmp = file.toAbsolutePath().resolveSibling(file.getFileName() + ".tmp");
        Files.writeString(tmp, page(report), StandardCharsets.UTF_8);
        Files.move(tmp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    }

    static String page(AnalysisReport report) {
        StringBuilder h = new StringBuilder();
        h.append("<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Shard key analysis</title>"
                + "<style>body{font-family:sans-serif;max-width:1100px;margin:2em auto;color:#222}"
                + "table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:3px 8px;text-align:right}"
                + "td:first-child,th:first-child{text-align:left}.charts{display:flex;flex-wrap:wrap;gap:12px}"
                + ".verdict{font-weight:bold}</style></head><body>");
        h.append("<h1>Shard key analysis of ").append(esc(String.join(", ", report.inputs()))).append("</h1>");
        h.append("<p>").append(esc(report.recommendation())).append("</p>");
        h.append("<table><tr><th>candidate</th><th>verdict</th><th>distinct keys</th><th>hottest key</th>"
                + "<th>hottest shard</th>").append(report.hasQueries() ? "<th>single-shard queries</th>"
                + "<th>shard requests per query</th><th>sustains</th>" : "").append("</tr>");
        for (CandidateReport c : report.ranked()) {
            h.append(String.format(Locale.ROOT, "<tr><td>%s</td><td>%s</td><td>%,d%s</td><td>%s</td><td>%s</td>",
                    esc(c.field()), esc(c.verdict().label()), c.distinctKeys(), c.distinctExact() ? "" : " (est.)",
                    c.topKeys().isEmpty() ? "" : Judge.percent(c.topKeys().get(0).share()),
                    Judge.percent(c.rankingShare())));
            if (report.hasQueries()) {
                QueryFigures q = c.rankingQueries();
                h.append(String.format(Locale.ROOT, "<td>%s</td><td>%.2f</td><td>%s</td>",
                        Judge.percent(q.all().singleShard()), q.shardRequestsPerQuery(), esc(QueryWords.rate(q))));
            }
            h.append("</tr>");
        }
        h.append("</table>");
        if (report.hasQueries()) {
            h.append("<div class=\"charts\">").append(shardsTouched(report.ranked()))
                    .append(rateAgainstShards(report.ranked())).append("</div>");
        }
        for (CandidateReport c : report.candidates()) {
            h.append("<h2>").append(esc(c.field())).append("</h2><p><span class=\"verdict\">")
                    .append(esc(c.verdict().label())).append("</span>: ").append(esc(c.reason())).append("</p>");
            for (Remedy r : c.remedies()) {
                h.append("<p>").append(esc(r.name())).append(": ").append(esc(r.effect())).append("</p>");
            }
            h.append("<div class=\"charts\">").append(rankFrequency(c)).append(hottestByShards(c)).append(bars(c))
                    .append("</div>");
        }
        return h.append("</body></html>\n").toString();
    }

    private static String rankFrequency(CandidateReport c) {
        double[] ranks = IntStream.range(0, c.rankCounts().size()).mapToDouble(r -> r + 1).toArray();
        double[] counts = c.rankCounts().stream().mapToDouble(n -> Math.max(1, n)).toArray();
        return new SvgLineChart("Requests by rank (log-log)", "rank of the key", "requests (rows)")
                .logX(Fmt::compact).logY().add(new Series("keys", ranks, counts), SvgLineChart.Style.LINE).render();
    }

    private static String hottestByShards(CandidateReport c) {
        SvgLineChart chart = new SvgLineChart("Hottest shard's share against N", "shards (N)",
                "hottest shard (% of requests)").yAtLeast(100);
        for (String name : partitioners(c)) {
            List<PartitionRow> rows = c.partitions().stream().filter(p -> p.partitioner().equals(name)).toList();
            chart.add(new Series(name, rows.stream().mapToDouble(PartitionRow::shards).toArray(),
                    rows.stream().mapToDouble(p -> p.hottestShare() * 100).toArray()), SvgLineChart.Style.LINE);
        }
        return chart.render();
    }

    private static String bars(CandidateReport c) {
        PartitionRow row = c.partitions().get(c.rankingRow());
        List<String> shards = IntStream.range(0, row.shards()).mapToObj(i -> "shard-" + i).toList();
        return new SvgBarChart("Per shard at N=" + row.shards() + " (" + row.partitioner() + ")", "shard",
                "share of requests (%)", shards)
                .add("requests", row.shardShares().stream().mapToDouble(v -> v * 100).toArray()).render();
    }

    private static String shardsTouched(List<CandidateReport> ranked) {
        List<String> names = ranked.stream().map(CandidateReport::field).toList();
        int n = ranked.get(0).partitions().get(ranked.get(0).rankingRow()).shards();
        return new SvgBarChart("Shards touched per query at N=" + n, "candidate key", "queries (%)", names)
                .add("one shard", share(ranked, q -> q.all().singleShard()))
                .add("several", share(ranked, q -> q.all().multiShard()))
                .add("every shard", share(ranked, q -> q.all().scatter())).render();
    }

    private static double[] share(List<CandidateReport> ranked, ToDoubleFunction<QueryFigures> f) {
        return ranked.stream().mapToDouble(c -> f.applyAsDouble(c.rankingQueries()) * 100).toArray();
    }

    private static String rateAgainstShards(List<CandidateReport> ranked) {
        boolean rates = !Double.isNaN(ranked.get(0).rankingQueries().sustainedRate());
        SvgLineChart chart = new SvgLineChart("Rate each key sustains against N (" + ranked.get(0).partitions().get(0)
                .partitioner() + ")", "shards (N)", rates ? "queries per second (q/s)"
                : "queries per hottest-shard request (q/req)");
        for (CandidateReport c : ranked) {
            List<Integer> rows = new ArrayList<>();
            for (int i = 0; i < c.partitions().size(); i++) {
                if (c.partitions().get(i).partitioner().equals(c.partitions().get(0).partitioner())) {
                    rows.add(i);
                }
            }
            double[] x = rows.stream().mapToDouble(i -> c.partitions().get(i).shards()).toArray();
            double[] y = rows.stream().mapToDouble(i -> {
                QueryFigures q = c.queries().figures().get(i);
                return rates ? q.sustainedRate() : 1 / q.hottestRequestsPerQuery();
            }).toArray();
            chart.add(new Series(c.field(), x, y), SvgLineChart.Style.LINE);
        }
        return chart.render();
    }

    private static List<String> partitioners(CandidateReport c) {
        return c.partitions().stream().map(PartitionRow::partitioner).distinct().toList();
    }

    private static String esc(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
