package io.hotshard.report.render;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.hotshard.report.analysis.ClientSideRun;
import io.hotshard.report.analysis.LatencyStats;
import io.hotshard.runformat.EventKind;
import io.hotshard.runformat.RunEvent;
import io.hotshard.runformat.RunFiles;
import io.hotshard.runformat.RunStatus;
import java.util.ArrayList;
import java.util.List;

/**
 * The report of a run recorded from the client side only: the generator's counts, the client's latency, the schedule
 * lag and what measuring cost, with a plain statement of what is absent (router and per-shard figures, the
 * reconciliation) and why, in HTML, Markdown and {@code summary.json}; a Redis run adds its "Redis Cluster" section
 * ({@link RedisSection}).
 */
public final class ClientSideReport {

    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    private static final String LATENCY_NOTE = "Client latency counts from each request's intended start (the "
            + "virtual user's start), so a generator that fell behind its schedule shows it; read from client.hlog "
            + "(HdrHistogram, 3 significant digits).";

    private static final String NO_REDIS_FIGURES = "No Redis figures: run.json has no " + RunFiles.REDIS_SECTION
            + " section, so the run did not finish (its status says how it ended).";

    private ClientSideReport() {
    }

    private static String title(ClientSideRun c) {
        return "hotshard " + (c.target().redis() ? "Redis Cluster"
                : c.target().cassandra() ? "Cassandra cluster" : "client-side") + " report: "
                + c.run().manifest().simulation() + " (" + c.run().name() + ")";
    }

    /**
     * A warning when the run did not finish, with the reason its {@code interrupted} note gives; null for a complete
     * run.
     */
    public static String statusWarning(ClientSideRun c) {
        if (c.run().manifest().status() == RunStatus.COMPLETE) {
            return null;
        }
        String reason = c.run().manifest().events().stream().filter(e -> e.kind() == EventKind.NOTE
                && "interrupted".equals(e.detail().get("name")) && e.detail().containsKey("reason"))
                .map(e -> ": " + e.detail().get("reason")).findFirst().orElse("");
        return "This run was interrupted before it finished (status " + c.run().manifest().status().label() + ")"
                + reason + ". The figures cover what was recorded up to the stop.";
    }

    /** The figures as rows of (figure, value). */
    public static Table figures(ClientSideRun c) {
        List<List<String>> rows = new ArrayList<>();
        rows.add(List.of("target", c.target().url() + (c.target().redis() ? " (Redis Cluster, no hotshard router)"
                : c.target().cassandra() ? " (Cassandra cluster, no hotshard router)" : " (client-side only)")));
        rows.add(List.of("duration", Double.isNaN(c.durationSeconds()) ? "not recorded"
                : Fmt.num(c.durationSeconds(), 1) + " s"));
        rows.add(List.of("requests offered", count(c, "offered")));
        rows.add(List.of("requests sent", count(c, "requests")));
        rows.add(List.of("answered ok", count(c, "ok")));
        rows.add(List.of("failed (error status or no answer)", count(c, "failed")));
        rows.add(List.of("refused at the connection cap", count(c, "refused")));
        rows.add(List.of("sent per second", Double.isNaN(c.sentPerSecond()) ? "not recorded"
                : Fmt.num(c.sentPerSecond(), 1) + " req/s"));
        LatencyStats l = c.latency();
        if (l.present()) {
            rows.add(List.of("client latency p50 / p99 / p99.9 / max", Fmt.micros(l.p50Micros()) + " / "
                    + Fmt.micros(l.p99Micros()) + " / " + Fmt.micros(l.p999Micros()) + " / "
                    + Fmt.micros(l.maxMicros())));
        } else {
            rows.add(List.of("client latency", "no client.hlog in the run directory"));
        }
        rows.add(List.of("schedule lag p50 / p99 / max", Fmt.micros(c.scheduleLagMicros("p50Micros")) + " / "
                + Fmt.micros(c.scheduleLagMicros("p99Micros")) + " / " + Fmt.micros(c.scheduleLagMicros("maxMicros"))));
        c.harness().ifPresent(h -> rows.add(List.of("harness", h.line())));
        rows.add(List.of("Gatling's report", c.gatlingReport().map(Object::toString).orElse("not recorded")));
        return new Table(List.of("figure", "value"), rows);
    }

    private static String count(ClientSideRun c, String field) {
        long value = c.count(field);
        return value < 0 ? "not recorded" : Long.toString(value);
    }

    private static Table absent(ClientSideRun c) {
        return new Table(List.of("absent", "why"), c.target().absent().stream()
                .map(a -> List.of(a, c.target().reason())).toList());
    }

    private static Table events(ClientSideRun c) {
        List<List<String>> rows = new ArrayList<>();
        for (RunEvent e : c.run().manifest().events()) {
            rows.add(List.of(Fmt.num(e.atSeconds(), 1), e.kind().label(), e.target() == null ? "none" : e.target(),
                    e.detail().isEmpty() ? "none" : e.detail().toString()));
        }
        return new Table(List.of("at (s)", "kind", "target", "detail"), rows);
    }

    /** The report page. */
    public static String html(ClientSideRun c) {
        String warning = statusWarning(c);
        StringBuilder body = new StringBuilder(warning == null ? "" : HtmlPage.box("warning", warning));
        body.append(HtmlPage.box("warning", c.target().statement()));
        body.append(figures(c).html()).append(c.latency().present() ? HtmlPage.note(LATENCY_NOTE) : "");
        if (!c.overTime().isEmpty()) {
            SvgLineChart chart = new SvgLineChart("Client latency over time", "time since start (s)",
                    "latency (log scale)").logY().yTicks(Fmt::microsTick);
            c.overTime().forEach(s -> chart.add(s, SvgLineChart.Style.LINE));
            body.append(HtmlPage.figure(chart.render()));
        }
        if (c.target().redis()) {
            body.append(c.redis().map(r -> RedisSection.html(r, c.run().manifest().events()))
                    .orElseGet(() -> Html.h2("redis", RedisSection.TITLE)
                    + Html.p(NO_REDIS_FIGURES)));
        }
        c.cassandra().ifPresent(figures -> body.append(CassandraSection.html(figures)));
        body.append(Html.h2("absent", "What this run does not have")).append(absent(c).html());
        if (!c.run().manifest().events().isEmpty()) {
            body.append(Html.h2("events", "Events")).append(events(c).html());
        }
        return HtmlPage.page(title(c), body.toString());
    }

    /** The report as Markdown. */
    public static String markdown(ClientSideRun c) {
        String warning = statusWarning(c);
        StringBuilder out = new StringBuilder("# " + title(c) + "\n\n" + (warning == null ? "" : "> " + warning
                + "\n\n") + "> " + c.target().statement() + "\n\n");
        out.append(figures(c).markdown()).append('\n').append(c.latency().present() ? LATENCY_NOTE + "\n\n" : "");
        if (c.target().redis()) {
            out.append(c.redis().map(RedisSection::markdown).orElse("## " + RedisSection.TITLE + "\n\n"
                    + NO_REDIS_FIGURES + "\n")).append('\n');
        }
        c.cassandra().ifPresent(figures -> out.append(CassandraSection.markdown(figures)).append('\n'));
        out.append("## What this run does not have\n\n").append(absent(c).markdown());
        if (!c.run().manifest().events().isEmpty()) {
            out.append("\n## Events\n\n").append(events(c).markdown());
        }
        return out.toString();
    }

    /** {@code summary.json}: the run, the target with what is absent, the generator and the client latency. */
    public static String json(ClientSideRun c) {
        ObjectNode root = MAPPER.createObjectNode();
        ObjectNode run = root.putObject("run");
        run.put("simulation", c.run().manifest().simulation()).put("status", c.run().manifest().status().label())
                .put("startedAt", c.run().manifest().startedAt().toString()).put("clientSideOnly", true);
        SummaryJson.num(run, "durationSeconds", c.durationSeconds());
        ObjectNode target = root.putObject("target").put("kind", c.target().kind()).put("url", c.target().url())
                .put("reason", c.target().reason()).put("statement", c.target().statement());
        c.target().absent().forEach(target.putArray("absent")::add);
        ObjectNode client = root.putObject("client");
        client.put("sent", c.sent()).put("offered", c.count("offered")).put("ok", c.count("ok"))
                .put("failed", c.count("failed")).put("refused", c.count("refused"));
        SummaryJson.num(client, "sentPerSecond", c.sentPerSecond());
        ObjectNode latency = client.putObject("latencyMicros").put("count", c.latency().count());
        SummaryJson.num(latency, "p50", c.latency().p50Micros());
        SummaryJson.num(latency, "p99", c.latency().p99Micros());
        SummaryJson.num(latency, "p999", c.latency().p999Micros());
        SummaryJson.num(latency, "max", c.latency().maxMicros());
        ObjectNode lag = client.putObject("scheduleLagMicros");
        SummaryJson.num(lag, "p50", c.scheduleLagMicros("p50Micros"));
        SummaryJson.num(lag, "p99", c.scheduleLagMicros("p99Micros"));
        SummaryJson.num(lag, "max", c.scheduleLagMicros("maxMicros"));
        c.harness().ifPresent(h -> root.putObject("harness").put("line", h.line()).put("distorted", h.distorted())
                .put("addedMillis", h.addedMillis()));
        c.gatlingReport().ifPresent(p -> root.putObject("gatling").put("report", p.toString()));
        c.redis().ifPresent(r -> RedisSection.json(root, r));
        c.cassandra().ifPresent(figures -> CassandraSection.json(root, figures));
        try {
            return MAPPER.writeValueAsString(root) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("summary could not be written as JSON", e);
        }
    }
}
