package io.hotshard.report.render;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.hotshard.report.analysis.RunAnalysis;
import io.hotshard.report.injectors.InjectorCounts;
import io.hotshard.report.injectors.InjectorMerge;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The report's injector part, for runs driven by several load-generator JVMs: the merged client latency (the sum of
 * every injector's histograms) and one row per injector, so an injector that fell behind its schedule shows.
 */
final class InjectorSection {

    static final String TITLE = "Injectors";
    /** An injector whose actual send rate is below this share of its intended rate is marked as lagging. */
    static final double LAGGING_RATE_SHARE = 0.95;
    private static final String EXPLAIN = "Client latency is counted on each injector from the moment its virtual "
            + "user started the request, and merged by adding the injectors' HdrHistogram intervals (client.hlog), "
            + "so the percentiles are those of every request of every injector, not an average of percentiles. "
            + "Gatling's own report covers injector 0's share only. Intended rate: the arrivals each injector's "
            + "schedule planned per second of load (ramp included); actual: the arrivals it made per second it took.";

    private InjectorSection() {
    }

    /** The merged figures of the run's injectors, when it had any. */
    static Optional<JsonNode> merged(RunAnalysis a) {
        return InjectorMerge.readMerged(a.run().dir());
    }

    static String html(RunAnalysis a) {
        return merged(a).map(m -> Html.h2("injectors", TITLE) + Html.p(EXPLAIN) + Html.p(totals(m, a))
                + perInjector(m).html() + missing(m).map(Html::p).orElse("")).orElse("");
    }

    static String markdown(RunAnalysis a) {
        return merged(a).map(m -> "\n## " + TITLE + "\n\n" + EXPLAIN + "\n\n" + totals(m, a) + "\n\n"
                + perInjector(m).markdown() + missing(m).map(line -> "\n" + line + "\n").orElse("")).orElse("");
    }

    /** Adds the {@code injectors} object to {@code summary.json}: the merged figures and the per-injector rows. */
    static void json(ObjectNode root, RunAnalysis a) {
        merged(a).ifPresent(m -> {
            ObjectNode o = root.putObject("injectors");
            o.setAll((ObjectNode) m.deepCopy());
            o.put("routerClientRequests", a.reconciliation().routerClientRequests());
            o.put("sentMatchesRouter", m.path("sent").asLong() == a.reconciliation().routerClientRequests());
        });
    }

    private static String totals(JsonNode m, RunAnalysis a) {
        JsonNode lat = m.path("latencyMicros");
        long router = a.reconciliation().routerClientRequests();
        String routerPart = router >= 0 ? String.format(Locale.ROOT, "; the router received %d client requests (%s)",
                router, router == m.path("sent").asLong() ? "equal" : "NOT equal") : "; router count not recorded";
        return String.format(Locale.ROOT, "%d injectors sent %d requests (ok %d, ko %d, refused %d)%s. Merged client "
                        + "latency over %d requests: p50 %s, p99 %s, p99.9 %s, max %s.", m.path("injectors").asInt(),
                m.path("sent").asLong(), m.path("ok").asLong(), m.path("ko").asLong(), m.path("refused").asLong(),
                routerPart, lat.path("count").asLong(), Fmt.micros(lat.path("p50").asDouble()),
                Fmt.micros(lat.path("p99").asDouble()), Fmt.micros(lat.path("p999").asDouble()),
                Fmt.micros(lat.path("max").asDouble()));
    }

    private static Table perInjector(JsonNode m) {
        List<List<String>> rows = new ArrayList<>();
        for (JsonNode row : m.path("perInjector")) {
            InjectorCounts c = InjectorCounts.fromJson(InjectorCounts.fileName(row.path("index").asInt()), row);
            double ratio = c.rateRatio();
            String verdict = !Double.isFinite(ratio) ? "rates not recorded"
                    : ratio < LAGGING_RATE_SHARE ? "lagging: " + Fmt.percent(ratio, 1) + " of its rate" : "on schedule";
            rows.add(List.of(String.valueOf(c.index()), c.status(), String.valueOf(c.sent()), String.valueOf(c.ok()),
                    String.valueOf(c.ko()), rate(c.intendedRatePerSecond()), rate(c.actualRatePerSecond()),
                    Fmt.micros(c.sendLagP99Micros()), verdict));
        }
        return new Table(List.of("injector", "status", "sent", "ok", "ko", "intended req/s", "actual req/s",
                "send-lag p99", "schedule"), rows);
    }

    private static String rate(double perSecond) {
        return Double.isFinite(perSecond) ? Fmt.num(perSecond, 1) : "not recorded";
    }

    private static Optional<String> missing(JsonNode m) {
        if (m.path("missing").isEmpty()) {
            return Optional.empty();
        }
        List<String> indexes = new ArrayList<>();
        m.path("missing").forEach(i -> indexes.add(i.asText()));
        return Optional.of("Missing: no counts file from injector " + String.join(", ", indexes)
                + "; its requests are not in the merged figures.");
    }
}
