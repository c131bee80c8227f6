package io.hotshard.keys.analyze;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The analysis as one self-contained HTML page with inline SVG: the ranking and recommendation, then per candidate
 * its verdict, the rank-frequency curve (log-log), the hottest shard's share against N per partitioner, and the
 * per-shard bars at the largest N of the first partitioner.
 */
public final class HtmlReport {

    private static final String[] COLOURS = {"#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e", "#8c564b",
        "#e377c2", "#17becf"};
    private static final int W = 420;
    private static final int H = 240;
    private static final int PAD = 40;

    private HtmlReport() {
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
                + "<style>body{font-family:sans-serif;max-width:1000px;margin:2em auto;color:#222}"
                + "table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:3px 8px;text-align:right}"
                + "td:first-child,th:first-child{text-align:left}.charts{display:flex;flex-wrap:wrap;gap:12px}"
                + "svg{border:1px solid #eee}.verdict{font-weight:bold}</style></head><body>");
        h.append("<h1>Shard key analysis of ").append(esc(String.join(", ", report.inputs()))).append("</h1>");
        h.append("<p>").append(esc(report.recommendation())).append("</p>");
        h.append("<table><tr><th>candidate</th><th>verdict</th><th>distinct keys</th><th>hottest key</th>"
                + "<th>hottest shard</th></tr>");
        for (CandidateReport c : report.ranked()) {
            h.append(String.format(Locale.ROOT, "<tr><td>%s</td><td>%s</td><td>%,d%s</td><td>%s</td><td>%s</td></tr>",
                    esc(c.field()), esc(c.verdict().label()), c.distinctKeys(), c.distinctExact() ? "" : " (est.)",
                    c.topKeys().isEmpty() ? "" : Judge.percent(c.topKeys().get(0).share()),
                    Judge.percent(c.rankingShare())));
        }
        h.append("</table>");
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
        List<double[]> points = new ArrayList<>();
        for (int r = 0; r < c.rankCounts().size(); r++) {
            points.add(new double[] {Math.log10(r + 1), Math.log10(Math.max(1, c.rankCounts().get(r)))});
        }
        return chart("requests by rank (log-log)", "log10 rank", "log10 requests", List.of(points), List.of("keys"));
    }

    private static String hottestByShards(CandidateReport c) {
        List<String> names = c.partitions().stream().map(PartitionRow::partitioner).distinct().toList();
        List<List<double[]>> series = new ArrayList<>();
        for (String name : names) {
            series.add(c.partitions().stream().filter(p -> p.partitioner().equals(name))
                    .map(p -> new double[] {p.shards(), p.hottestShare() * 100}).toList());
        }
        return chart("hottest shard's share against N", "shards", "% of requests", series, names);
    }

    private static String bars(CandidateReport c) {
        PartitionRow row = c.partitions().stream().filter(p -> p.partitioner().equals(c.partitions().get(0)
                .partitioner())).reduce((a, b) -> b.shards() > a.shards() ? b : a).orElseThrow();
        double max = row.shardShares().stream().mapToDouble(Double::doubleValue).max().orElse(1);
        StringBuilder s = svgStart("per shard at N=" + row.shards() + " (" + row.partitioner() + ")");
        double width = (W - 2.0 * PAD) / row.shards();
        for (int i = 0; i < row.shards(); i++) {
            double v = row.shardShares().get(i);
            double height = max == 0 ? 0 : (H - 2.0 * PAD) * v / max;
            s.append(String.format(Locale.ROOT, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" "
                    + "fill=\"%s\"><title>shard-%d: %s</title></rect>", PAD + i * width, H - PAD - height,
                    Math.max(1, width - 1), height, COLOURS[0], i, Judge.percent(v)));
        }
        s.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" font-size=\"10\">max %s</text>", PAD, PAD - 4,
                Judge.percent(max)));
        return s.append("</svg>").toString();
    }

    private static String chart(String title, String xLabel, String yLabel, List<List<double[]>> series,
                                List<String> names) {
        double minX = Double.MAX_VALUE;
        double maxX = -Double.MAX_VALUE;
        double minY = Double.MAX_VALUE;
        double maxY = -Double.MAX_VALUE;
        for (List<double[]> points : series) {
            for (double[] p : points) {
                minX = Math.min(minX, p[0]);
                maxX = Math.max(maxX, p[0]);
                minY = Math.min(minY, p[1]);
                maxY = Math.max(maxY, p[1]);
            }
        }
        minY = Math.min(minY, 0);
        double spanX = maxX > minX ? maxX - minX : 1;
        double spanY = maxY > minY ? maxY - minY : 1;
        StringBuilder s = svgStart(title);
        for (int i = 0; i < series.size(); i++) {
            StringBuilder path = new StringBuilder();
            for (double[] p : series.get(i)) {
                path.append(String.format(Locale.ROOT, "%s%.1f,%.1f ", path.length() == 0 ? "M" : "L",
                        PAD + (p[0] - minX) / spanX * (W - 2 * PAD), H - PAD - (p[1] - minY) / spanY * (H - 2 * PAD)));
            }
            String colour = COLOURS[i % COLOURS.length];
            s.append("<path d=\"").append(path).append("\" fill=\"none\" stroke=\"").append(colour)
                    .append("\" stroke-width=\"2\"/>");
            s.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" font-size=\"10\" fill=\"%s\">%s</text>",
                    W - PAD - 60, PAD + 12 * i, colour, esc(names.get(i))));
        }
        s.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" font-size=\"10\">%s %.3g..%.3g</text>", PAD,
                H - 8, esc(xLabel), minX, maxX));
        s.append(String.format(Locale.ROOT, "<text x=\"4\" y=\"%d\" font-size=\"10\">%s %.3g..%.3g</text>", PAD - 4,
                esc(yLabel), minY, maxY));
        return s.append("</svg>").toString();
    }

    private static StringBuilder svgStart(String title) {
        return new StringBuilder(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" "
                + "height=\"%d\"><text x=\"%d\" y=\"16\" font-size=\"12\">%s</text>"
                + "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#999\"/>"
                + "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#999\"/>", W, H, PAD, esc(title), PAD, H - PAD,
                W - PAD, H - PAD, PAD, PAD, PAD, H - PAD));
    }

    private static String esc(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
