package io.hotshard.report.render;

import io.hotshard.report.analysis.RunAnalysis;
import io.hotshard.report.run.GatlingLink;
import io.hotshard.report.run.RingTokens;
import io.hotshard.runformat.ManifestShard;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;

/** The report's ring pictures at the start and the end of the run, and the link to Gatling's own report. */
final class RingSection {

    private RingSection() {
    }

    static String html(RunAnalysis a) {
        Path dir = a.run().dir();
        StringBuilder body = new StringBuilder(Html.h2("ring", "The ring at the start and at the end"));
        List<String> shards = a.run().manifest().cluster().shards().stream().map(ManifestShard::id).toList();
        Optional<RingTokens> start = RingTokens.read(dir, RingTokens.START);
        Optional<RingTokens> end = RingTokens.read(dir, RingTokens.END);
        if (start.isEmpty() && end.isEmpty()) {
            body.append(Html.p("The ring's tokens were not recorded in this run (no " + RingTokens.START + " or "
                    + RingTokens.END + ")."));
        } else {
            body.append("<div class=\"rings\">\n");
            start.ifPresentOrElse(r -> body.append(RingSvg.render(r, "at the start", shards)),
                    () -> body.append(Html.p("The ring at the start was not recorded.")));
            end.ifPresentOrElse(r -> body.append(RingSvg.render(r, "at the end (" + Fmt.micros(r.atMillis() * 1_000.0) + ")",
                    shards)), () -> body.append(Html.p("The ring at the end was not recorded (the run did not finish).")));
            body.append("</div>\n");
        }
        GatlingLink.read(dir).ifPresentOrElse(report -> {
            String href = dir.toAbsolutePath().relativize(dir.resolve(report).toAbsolutePath().normalize()).toString();
            body.append("<p>Gatling's own report of this run: <a href=\"").append(Html.escape(href)).append("\">")
                    .append(Html.escape(href)).append("</a></p>\n");
        }, () -> body.append(Html.p("No Gatling report belongs to this run (it was not driven by a Gatling simulation).")));
        return body.toString();
    }
}
