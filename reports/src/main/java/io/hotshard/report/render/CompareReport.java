package io.hotshard.report.render;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.hotshard.report.analysis.ComparedRun;
import io.hotshard.report.analysis.RunComparison;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;

/** The comparison of several runs as HTML, Markdown and JSON. */
public final class CompareReport {

    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    private static final String ERROR_RATE_NOTE = "Error rate = 5xx responses / all responses at the router "
            + "(rejections and router failures answer 5xx; 4xx such as missing keys are not errors). Costs are "
            + "those the run recorded in run.json's mitigation section.";

    private CompareReport() {
    }

    /** The headline figures: one row per figure, one column per run. */
    public static Table summary(RunComparison c) {
        List<String> header = new ArrayList<>(List.of("figure"));
        c.runs().forEach(r -> header.add(r.name()));
        List<List<String>> rows = new ArrayList<>();
        rows.add(row("mitigation", c, ComparedRun::mitigation));
        rows.add(row("shards", c, r -> String.valueOf(r.shards())));
        rows.add(row("hottest shard", c, ComparedRun::hottestShard));
        rows.add(row("hottest share", c, r -> Fmt.percent(r.hottestShare(), 2)));
        rows.add(row("skew (max / mean)", c, r -> Fmt.num(r.skew(), 2)));
        rows.add(row("hottest utilisation, mean", c, r -> Fmt.num(r.hottestUtilisation(), 3)));
        rows.add(row("hottest utilisation, peak", c, r -> Fmt.num(r.hottestPeakUtilisation(), 3)));
        rows.add(row("single-key p99", c, r -> Fmt.micros(r.p99Micros())));
        rows.add(row("single-key p99.9", c, r -> Fmt.micros(r.p999Micros())));
        rows.add(row("fan-out p99", c, r -> Double.isNaN(r.fanoutP99Micros()) ? "no fan-out queries"
                : Fmt.micros(r.fanoutP99Micros())));
        rows.add(row("error rate", c, r -> Fmt.percent(r.errorRate(), 3)));
        rows.add(row("rejections", c, r -> String.valueOf(r.rejections())));
        rows.add(row("reconciliation", c, r -> r.reconciliation().name().toLowerCase(Locale.ROOT)));
        for (String cost : c.costNames()) {
            rows.add(row("cost: " + cost, c, r -> r.cost().containsKey(cost) ? Fmt.num(r.cost().get(cost), 0) : "-"));
        }
        return new Table(header, rows);
    }

    private static List<String> row(String figure, RunComparison c, Function<ComparedRun, String> cell) {
        List<String> row = new ArrayList<>(List.of(figure));
        c.runs().forEach(r -> row.add(cell.apply(r)));
        return row;
    }

    /** Each shard's share of requests per run. */
    public static Table shares(RunComparison c) {
        List<String> header = new ArrayList<>(List.of("shard"));
        c.runs().forEach(r -> header.add(r.name()));
        List<List<String>> rows = new ArrayList<>();
        for (String id : c.shardIds()) {
            List<String> row = new ArrayList<>(List.of(id));
            c.runs().forEach(r -> row.add(r.shareByShard().containsKey(id)
                    ? Fmt.percent(r.shareByShard().get(id), 2) : "-"));
            rows.add(row);
        }
        return new Table(header, rows);
    }

    /** The comparison page. */
    public static String html(RunComparison c) {
        List<String> names = c.runs().stream().map(ComparedRun::name).toList();
        StringBuilder body = new StringBuilder("<ul>\n");
        c.runs().forEach(r -> body.append("<li>").append(Html.escape(r.name() + ": " + r.dir())).append("</li>\n"));
        body.append("</ul>\n").append(summary(c).html()).append(HtmlPage.note(ERROR_RATE_NOTE));
        body.append(HtmlPage.figure(new SvgBarChart("Hottest shard utilisation by run", "run",
                "utilisation (busy slots / c)", names)
                .add("mean", c.runs().stream().mapToDouble(ComparedRun::hottestUtilisation).toArray())
                .add("peak", c.runs().stream().mapToDouble(ComparedRun::hottestPeakUtilisation).toArray()).render()));
        body.append(HtmlPage.figure(new SvgBarChart("Single-key tail latency by run", "run", "latency (µs)", names)
                .add("p99", c.runs().stream().mapToDouble(ComparedRun::p99Micros).toArray())
                .add("p99.9", c.runs().stream().mapToDouble(ComparedRun::p999Micros).toArray()).render()));
        SvgBarChart shares = new SvgBarChart("Request share per shard by run", "shard", "share of requests (%)",
                c.shardIds()).yTicks(v -> Fmt.compact(v * 100));
        for (ComparedRun r : c.runs()) {
            shares.add(r.name(), c.shardIds().stream().mapToDouble(id -> r.shareByShard().getOrDefault(id, Double.NaN))
                    .toArray());
        }
        body.append(Html.h2("shares", "Per-shard load")).append(HtmlPage.figure(shares.render()))
                .append(shares(c).html());
        if (TimeSeriesTable.present(c)) {
            body.append(Html.h2("timeseries", "Time-series layouts")).append(TimeSeriesTable.of(c).html())
                    .append(HtmlPage.note(TimeSeriesTable.NOTE));
        }
        return HtmlPage.page("hotshard comparison of " + c.runs().size() + " runs", body.toString());
    }

    /** The comparison as Markdown. */
    public static String markdown(RunComparison c) {
        StringBuilder runs = new StringBuilder();
        c.runs().forEach(r -> runs.append("- ").append(r.name()).append(": ").append(r.dir()).append('\n'));
        return "# hotshard comparison of " + c.runs().size() + " runs\n\n" + runs + "\n" + summary(c).markdown() + "\n"
                + ERROR_RATE_NOTE + "\n\n## Per-shard load\n\n" + shares(c).markdown()
                + (TimeSeriesTable.present(c) ? "\n## Time-series layouts\n\n" + TimeSeriesTable.of(c).markdown() + "\n"
                + TimeSeriesTable.NOTE + "\n" : "");
    }

    /** The comparison as JSON; NaN and infinite values are null. */
    public static String json(RunComparison c) {
        ObjectNode root = MAPPER.createObjectNode();
        ArrayNode runs = root.putArray("runs");
        for (ComparedRun r : c.runs()) {
            ObjectNode o = runs.addObject().put("name", r.name()).put("dir", r.dir()).put("mitigation", r.mitigation())
                    .put("shards", r.shards()).put("hottestShard", r.hottestShard()).put("rejections", r.rejections())
                    .put("reconciliation", r.reconciliation().name().toLowerCase(Locale.ROOT));
            SummaryJson.num(o, "hottestShare", r.hottestShare());
            SummaryJson.num(o, "skew", r.skew());
            SummaryJson.num(o, "hottestUtilisation", r.hottestUtilisation());
            SummaryJson.num(o, "hottestPeakUtilisation", r.hottestPeakUtilisation());
            SummaryJson.num(o, "p99Micros", r.p99Micros());
            SummaryJson.num(o, "p999Micros", r.p999Micros());
            SummaryJson.num(o, "fanoutP99Micros", r.fanoutP99Micros());
            SummaryJson.num(o, "errorRate", r.errorRate());
            ObjectNode cost = o.putObject("cost");
            r.cost().forEach((k, v) -> SummaryJson.num(cost, k, v));
            ObjectNode shares = o.putObject("shareByShard");
            r.shareByShard().forEach((k, v) -> SummaryJson.num(shares, k, v));
            TimeSeriesTable.json(o, r);
        }
        try {
            return MAPPER.writeValueAsString(root) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("comparison could not be written as JSON", e);
        }
    }
}
