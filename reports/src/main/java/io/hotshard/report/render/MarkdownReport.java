package io.hotshard.report.render;

import io.hotshard.report.analysis.RunAnalysis;

/** The run report as Markdown: the same figures and tables as the HTML report, without charts. */
public final class MarkdownReport {

    private MarkdownReport() {
    }

    /** Renders the whole report. */
    public static String render(RunAnalysis a) {
        StringBuilder out = new StringBuilder();
        out.append("# hotshard capacity report: ").append(a.run().manifest().simulation()).append(" (")
                .append(a.run().name()).append(")\n\n");
        FidelitySection.harnessLine(a).filter(line -> FidelitySection.distorted(a))
                .ifPresent(line -> out.append("> **Harness:** ").append(line).append("\n\n"));
        String warning = Narrative.statusWarning(a);
        if (warning != null) {
            out.append("> **Warning:** ").append(warning).append("\n\n");
        }
        IncidentNotes.lines(a.run()).forEach(line -> out.append("> **Incident:** ").append(line).append("\n\n"));
        out.append("**Reconciliation:** ").append(a.reconciliation().line()).append("\n\n");
        for (String[] row : Narrative.keyFigures(a)) {
            out.append("- **").append(row[0]).append("**: ").append(row[1]).append('\n');
        }
        out.append('\n');
        for (String[] row : Narrative.header(a)) {
            out.append("- **").append(row[0]).append("**: ").append(row[1]).append('\n');
        }
        out.append('\n').append(Tables.shards(a).markdown()).append('\n');
        if (!a.run().manifest().events().isEmpty()) {
            out.append(Tables.events(a).markdown()).append('\n');
        }
        a.run().notes().forEach(n -> out.append("- note: ").append(n).append('\n'));
        out.append("\n## Per-shard load\n\n").append(Narrative.skew(a)).append("\n\n").append(Tables.load(a).markdown());
        out.append("\n## Saturation over time\n\n").append(Narrative.saturation(a)).append("\n\n")
                .append(Tables.saturation(a).markdown());
        out.append("\n## Tail latency\n\n").append(Tables.latency(a).markdown());
        out.append("\n## Fan-out against prediction\n\n");
        a.fanOut().ifPresentOrElse(f -> out.append(Narrative.fanOutArithmetic(f)).append("\n\n")
                .append(Tables.fanOut(f).markdown()), () -> out.append("No shard total-time histograms.\n"));
        out.append("\n## ").append(Narrative.QUEUEING_TITLE).append("\n\n").append(Tables.queueing(a).markdown())
                .append('\n').append(Narrative.QUEUEING_MODEL).append("\n\n")
                .append(Tables.knees(a.knees()).markdown()).append('\n').append(Narrative.KNEE_SOURCE).append('\n');
        out.append(FidelitySection.markdown(a));
        out.append(InjectorSection.markdown(a));
        out.append("\n## Capacity recommendation\n\n");
        FidelitySection.capacityRefusal(a).ifPresent(why -> out.append(why).append('\n'));
        a.capacity().filter(plan -> FidelitySection.capacityRefusal(a).isEmpty()).ifPresentOrElse(plan -> out.append(Narrative.capacityInputs(plan)).append("\n\n")
                .append(Tables.capacity(plan).markdown()).append('\n').append(Narrative.SKEW_MODEL).append('\n'),
                () -> out.append(FidelitySection.capacityRefusal(a).isPresent() ? ""
                        : "No load was recorded, so there is nothing to plan from.\n"));
        a.sweep().ifPresent(s -> out.append("\n## Load sweep and Universal Scalability Law\n\n")
                .append(Narrative.usl(s)).append("\n\n").append(Tables.sweep(s).markdown()));
        out.append("\n## Reconciliation\n\n");
        a.reconciliation().checks().forEach(c -> out.append("- ").append(c.holds() ? "[x] " : "[ ] ")
                .append(c.description()).append('\n'));
        out.append("\nCharts: see report.html in the same directory.\n");
        return out.toString();
    }
}
