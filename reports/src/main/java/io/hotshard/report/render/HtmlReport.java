package io.hotshard.report.render;

import io.hotshard.report.analysis.CapacityPlan;
import io.hotshard.report.analysis.ReconciliationCheck;
import io.hotshard.report.analysis.RunAnalysis;
import io.hotshard.report.analysis.Sweep;
import java.util.List;

/** The run report as one self-contained HTML page with inline SVG charts. */
public final class HtmlReport {

    private HtmlReport() {
    }

    /** Renders the whole report. */
    public static String render(RunAnalysis a) {
        StringBuilder body = new StringBuilder();
        body.append("<nav><a href=\"#ring\">ring</a><a href=\"#load\">load</a><a href=\"#saturation\">saturation</a><a href=\"#latency\">"
                + "latency</a><a href=\"#fanout\">fan-out</a><a href=\"#queueing\">queueing</a><a href=\"#capacity\">"
                + "capacity</a>").append(a.sweep().isPresent() ? "<a href=\"#sweep\">sweep</a>" : "")
                .append("<a href=\"#reconciliation\">reconciliation</a></nav>\n");
        FidelitySection.harnessLine(a).filter(line -> FidelitySection.distorted(a))
                .ifPresent(line -> body.append(HtmlPage.box("warning", line)));
        String warning = Narrative.statusWarning(a);
        if (warning != null) {
            body.append(HtmlPage.box("warning", warning));
        }
        IncidentNotes.lines(a.run()).forEach(line -> body.append(HtmlPage.box("warning", line)));
        body.append(reconciliationBox(a.reconciliation()));
        List<List<String>> figures = Narrative.keyFigures(a).stream().map(r -> List.of(r[0], r[1])).toList();
        body.append(new Table(List.of("key figure", "value"), figures).html());
        body.append("<dl class=\"header\">\n");
        for (String[] row : Narrative.header(a)) {
            body.append("<dt>").append(Html.escape(row[0])).append("</dt><dd>").append(Html.escape(row[1]))
                    .append("</dd>\n");
        }
        body.append("</dl>\n").append(Tables.shards(a).html());
        if (!a.run().manifest().events().isEmpty()) {
            body.append(Tables.events(a).html());
        }
        a.run().notes().forEach(n -> body.append(HtmlPage.note(n)));
        body.append(RingSection.html(a));
        load(a, body);
        saturation(a, body);
        latency(a, body);
        fanOut(a, body);
        queueing(a, body);
        body.append(FidelitySection.html(a));
        body.append(InjectorSection.html(a));
        capacity(a, body);
        a.sweep().ifPresent(s -> sweep(s, body));
        body.append(Html.h2("reconciliation", "Reconciliation")).append(reconciliationBox(a.reconciliation()));
        body.append("<ul>\n");
        a.reconciliation().checks().forEach(c -> body.append("<li>").append(c.holds() ? "✓ " : "✗ ")
                .append(Html.escape(c.description())).append("</li>\n"));
        body.append("</ul>\n");
        return HtmlPage.page("hotshard capacity report: " + a.run().manifest().simulation() + " (" + a.run().name()
                + ")", body.toString());
    }

    private static String reconciliationBox(ReconciliationCheck r) {
        String css = switch (r.verdict()) {
            case MATCH -> "good";
            case MISMATCH -> "bad";
            case UNKNOWN -> "warning";
        };
        return HtmlPage.box(css, "Reconciliation: " + r.line());
    }

    private static void load(RunAnalysis a, StringBuilder body) {
        body.append(Html.h2("load", "Per-shard load")).append(Html.p(Narrative.skew(a)));
        body.append(HtmlPage.figure(RunCharts.loadShare(a))).append(Tables.load(a).html());
        body.append(HtmlPage.figure(RunCharts.requests(a)));
    }

    private static void saturation(RunAnalysis a, StringBuilder body) {
        body.append(Html.h2("saturation", "Saturation over time")).append(Html.p(Narrative.saturation(a)));
        body.append(HtmlPage.figure(RunCharts.utilisation(a))).append(HtmlPage.figure(RunCharts.queueDepth(a)));
        if (a.saturation().totalRejections() > 0) {
            body.append(HtmlPage.figure(RunCharts.rejections(a)));
        }
        body.append(Tables.saturation(a).html());
    }

    private static void latency(RunAnalysis a, StringBuilder body) {
        body.append(Html.h2("latency", "Tail latency")).append(Tables.latency(a).html());
        if (!a.singleKeyOverTime().isEmpty()) {
            body.append(HtmlPage.figure(RunCharts.latencyOverTime("Single-key latency over time",
                    a.singleKeyOverTime(), a)));
        }
        if (!a.fanoutOverTime().isEmpty()) {
            body.append(HtmlPage.figure(RunCharts.latencyOverTime("Fan-out latency over time", a.fanoutOverTime(), a)));
        }
        if (!a.percentileCurves().isEmpty()) {
            body.append(HtmlPage.figure(RunCharts.percentiles(a)));
        }
        body.append(HtmlPage.note("Percentiles are read from the .hlog files (HdrHistogram, µs; 3 significant "
                + "digits for the client and the router, 2 for the shards)."));
    }

    private static void fanOut(RunAnalysis a, StringBuilder body) {
        body.append(Html.h2("fanout", "Fan-out against prediction"));
        a.fanOut().ifPresentOrElse(f -> body.append(Html.p(Narrative.fanOutArithmetic(f))).append(Tables.fanOut(f).html()),
                () -> body.append(Html.p("No shard recorded a total-time histogram, so there is nothing to predict from.")));
    }

    private static void queueing(RunAnalysis a, StringBuilder body) {
        body.append(Html.h2("queueing", Narrative.QUEUEING_TITLE)).append(Tables.queueing(a).html());
        body.append(HtmlPage.note(Narrative.QUEUEING_MODEL));
        body.append(Tables.knees(a.knees()).html()).append(HtmlPage.note(Narrative.KNEE_SOURCE));
    }

    private static void capacity(RunAnalysis a, StringBuilder body) {
        body.append(Html.h2("capacity", "Capacity recommendation"));
        if (FidelitySection.capacityRefusal(a).isPresent()) {
            body.append(HtmlPage.box("bad", FidelitySection.capacityRefusal(a).get()));
            return;
        }
        if (a.capacity().isEmpty()) {
            body.append(Html.p("No load was recorded, so there is nothing to plan from."));
            return;
        }
        CapacityPlan plan = a.capacity().get();
        plan.scenarios().stream().filter(s -> s.scenario().ordinal() == 0).findFirst().ifPresent(s ->
                body.append(HtmlPage.box(s.feasible() ? "good" : "bad", "As is: " + s.verdict())));
        body.append(Html.p(Narrative.capacityInputs(plan))).append(Tables.capacity(plan).html());
        body.append(HtmlPage.figure(RunCharts.capacity(plan))).append(HtmlPage.note(Narrative.SKEW_MODEL));
        a.run().manifest().mitigation().ifPresent(m -> body.append(Html.p("This run used mitigation " + m.name()
                + " with recorded cost " + m.cost() + ".")));
    }

    private static void sweep(Sweep sweep, StringBuilder body) {
        body.append(Html.h2("sweep", "Load sweep and Universal Scalability Law")).append(Html.p(Narrative.usl(sweep)));
        body.append(Tables.sweep(sweep).html());
        for (String svg : List.of(RunCharts.sweepThroughput(sweep), RunCharts.usl(sweep))) {
            body.append(HtmlPage.figure(svg));
        }
    }
}
