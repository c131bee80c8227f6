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
            + "(rejections and router failures answer 5xx; 4xx such as missing keys are not errors).";

    private CompareReport() {
    }

    /** The headline figures every run has: one row per figure, one column per run. */
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

    /** The comparison page: the experiment's own figures first, then the figures every run has. */
    public static String html(RunComparison c) {
        List<String> names = c.runs().stream().map(ComparedRun::name).toList();
        StringBuilder body = new StringBuilder("<ul>\n");
        c.runs().forEach(r -> body.append("<li>").append(Html.escape(r.name() + ": " + r.dir())).append("</li>\n"));
        body.append("</ul>\n");
        if (ExperimentTables.resharding(c)) {
            body.append(Html.h2("resharding", "Resharding: the move")).append(ExperimentTables.reshardingTable(c).html())
                    .append(HtmlPage.note(ExperimentTables.RESHARDING_NOTE));
        }
        if (ExperimentTables.grayFailure(c)) {
            body.append(Html.h2("grayfailure", "Gray failure: the slow shard"))
                    .append(ExperimentTables.grayFailureTable(c).html()).append(HtmlPage.note(ExperimentTables.GRAY_NOTE));
        }
        if (TimeSeriesTable.present(c)) {
            body.append(Html.h2("timeseries", "Time-series layouts")).append(TimeSeriesTable.of(c).html())
                    .append(HtmlPage.note(TimeSeriesTable.NOTE));
        }
        if (ExperimentTables.mitigations(c)) {
            body.append(Html.h2("mitigations", "Mitigations: what each bought and cost"))
                    .append(ExperimentTables.mitigationTable(c).html())
                    .append(HtmlPage.note(ExperimentTables.MITIGATION_NOTE));
        }
        body.append(Html.h2("summary", "Every run")).append(summary(c).html()).append(HtmlPage.note(ERROR_RATE_NOTE));
        body.append(HtmlPage.figure(new SvgBarChart("Hottest shard utilisation by run", "run",
                "utilisation (busy slots / c)", names)
                .add("mean", c.runs().stream().mapToDouble(ComparedRun::hottestUtilisation).toArray())
                .add("peak", c.runs().stream().mapToDouble(ComparedRun::hottestPeakUtilisation).toArray()).render()));
        body.append(HtmlPage.figure(new SvgBarChart("Single-key tail latency by run", "run", "latency", names)
                .yTicks(Fmt::microsTick)
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
        return HtmlPage.page("hotshard comparison of " + c.runs().size() + " runs", body.toString());
    }

    /** The comparison as Markdown, in the page's order. */
    public static String markdown(RunComparison c) {
        StringBuilder out = new StringBuilder("# hotshard comparison of " + c.runs().size() + " runs\n\n");
        c.runs().forEach(r -> out.append("- ").append(r.name()).append(": ").append(r.dir()).append('\n'));
        if (ExperimentTables.resharding(c)) {
            out.append("\n## Resharding: the move\n\n").append(ExperimentTables.reshardingTable(c).markdown())
                    .append('\n').append(ExperimentTables.RESHARDING_NOTE).append('\n');
        }
        if (ExperimentTables.grayFailure(c)) {
            out.append("\n## Gray failure: the slow shard\n\n").append(ExperimentTables.grayFailureTable(c).markdown())
                    .append('\n').append(ExperimentTables.GRAY_NOTE).append('\n');
        }
        if (TimeSeriesTable.present(c)) {
            out.append("\n## Time-series layouts\n\n").append(TimeSeriesTable.of(c).markdown()).append('\n')
                    .append(TimeSeriesTable.NOTE).append('\n');
        }
        if (ExperimentTables.mitigations(c)) {
            out.append("\n## Mitigations: what each bought and cost\n\n")
                    .append(ExperimentTables.mitigationTable(c).markdown()).append('\n')
                    .append(ExperimentTables.MITIGATION_NOTE).append('\n');
        }
        return out.append("\n## Every run\n\n").append(summary(c).markdown()).append('\n').append(ERROR_RATE_NOTE)
                .append("\n\n## Per-shard load\n\n").append(shares(c).markdown()).toString();
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
            ExperimentTables.json(o, r);
        }
        try {
            return MAPPER.writeValueAsString(root) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("comparison could not be written as JSON", e);
        }
    }
}
