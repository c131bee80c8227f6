package io.hotshard.report.render;

import io.hotshard.report.analysis.FidelityCheck;
import io.hotshard.report.analysis.RunAnalysis;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The report's fidelity parts: the harness verdict of the run (one line, at the top) and a table of how each
 * shard queued against Erlang C, with the lateness of its service ends, the delay before its queue and the
 * coefficient of variation of its arrivals.
 */
final class FidelitySection {

    static final String TITLE = "Fidelity: shards against their model, and the harness's cost";
    private static final String EXPLAIN = "Queue wait is counted from each request's arrival at the shard (the "
            + "sender's timestamp, else the request handler's first line). Late p99 is how long after its intended "
            + "end a service's end ran; delay p99 the network and event-loop time before the service queue. An "
            + "arrival CV near 1 is a Poisson stream (what Erlang C assumes), near 0 evenly spaced; well above 1, "
            + "bursts from a sender falling behind.";

    private FidelitySection() {
    }

    /** The verdict line of the run: the harness's, led by the model check's when that failed. */
    static Optional<String> harnessLine(RunAnalysis a) {
        return FidelityCheck.verdictLine(a.run(), a.modelCheck());
    }

    /** Whether the harness distorted the run, by its estimate or by the shards' models. */
    static boolean distorted(RunAnalysis a) {
        return FidelityCheck.distorted(a.run(), a.modelCheck());
    }

    /** Why the capacity plan is withheld, when it is. */
    static Optional<String> capacityRefusal(RunAnalysis a) {
        return FidelityCheck.planRefusal(a.run(), a.modelCheck());
    }

    /** The per-shard table; empty rows when the run has no fidelity logs. */
    static Table table(RunAnalysis a) {
        List<List<String>> rows = new ArrayList<>();
        for (FidelityCheck.Row r : FidelityCheck.rows(a.run(), a.queueing())) {
            rows.add(List.of(r.id(), Fmt.micros(r.measuredWaitMicros()), Fmt.micros(r.predictedWaitMicros()),
                    Fmt.num(r.ratio(), 2), Fmt.micros(r.latenessP99Micros()), Fmt.micros(r.delayP99Micros()),
                    Fmt.num(r.arrivalCv(), 2)));
        }
        return new Table(List.of("shard", "queue wait (measured)", "model", "ratio", "late p99", "delay p99",
                "arrival CV"), rows);
    }

    private static String capitalised(String line) {
        return line.isEmpty() ? line : Character.toUpperCase(line.charAt(0)) + line.substring(1);
    }

    static String markdown(RunAnalysis a) {
        StringBuilder out = new StringBuilder("\n## ").append(TITLE).append("\n\n");
        harnessLine(a).ifPresent(line -> out.append("- harness: ").append(line).append("\n"));
        out.append("- ").append(a.modelCheck().line()).append("\n\n");
        Table table = table(a);
        if (table.rows().isEmpty()) {
            return out.append("This run has no fidelity logs (recorded before they existed).\n").toString();
        }
        return out.append(EXPLAIN).append("\n\n").append(table.markdown()).toString();
    }

    static String html(RunAnalysis a) {
        StringBuilder out = new StringBuilder(Html.h2("fidelity", TITLE));
        harnessLine(a).ifPresent(line -> out.append(Html.p("Harness: " + line)));
        out.append(Html.p(capitalised(a.modelCheck().line())));
        Table table = table(a);
        if (table.rows().isEmpty()) {
            return out.append(Html.p("This run has no fidelity logs (recorded before they existed).")).toString();
        }
        return out.append(Html.p(EXPLAIN)).append(table.html()).toString();
    }
}
