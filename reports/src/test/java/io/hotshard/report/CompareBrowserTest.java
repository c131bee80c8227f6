package io.hotshard.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.report.render.Fmt;
import io.hotshard.report.render.SvgBarChart;
import io.hotshard.testkit.browser.HeadlessChromium;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.JavascriptExecutor;

/**
 * Comparisons and reports as Chromium draws them: every chart's axis labels (tick labels, category labels and axis
 * titles) stand clear of each other, and the page leads with the experiment's own rows.
 */
final class CompareBrowserTest {

    private static final Path TARGET = Path.of("target");
    /** Every axis label of every chart, with its box, as the browser laid it out. */
    private static final String LABEL_BOXES = "return [...document.querySelectorAll('svg')].flatMap((svg, chart) =>"
            + " [...svg.querySelectorAll('text.tick, text.axis-title')].map(t => { const b = t.getBoundingClientRect();"
            + " return {chart: chart, text: t.textContent, left: b.left, right: b.right, top: b.top,"
            + " bottom: b.bottom}; }))";

    @Test
    void compare_reshardingRunsInChromium_noTwoAxisLabelsOverlap() throws Exception {
        Path root = TARGET.resolve("compare-browser-runs");
        List<Path> runs = ReshardingCompareTest.writeReshardingRuns(root);
        Path html = CompareWriter.write(runs, root, ReportOptions.defaults()).get(0);

        try (HeadlessChromium chromium = HeadlessChromium.start(TARGET.resolve("chromium"), 1100, 1400)) {
            chromium.driver().get(html.toUri().toString());
            JavascriptExecutor page = chromium.driver();
            @SuppressWarnings("unchecked")
            List<Map<String, Object>> labels = (List<Map<String, Object>>) page.executeScript(LABEL_BOXES);
            String text = (String) page.executeScript("return document.body.innerText");
            chromium.screenshot(TARGET.resolve("compare-browser.png"));

            assertThat(chromium.severeLogs()).as("script errors in the browser console").isEmpty();
            assertThat(labels).extracting(l -> l.get("text")).contains("plain-add", "migrate-200", "migrate-2000")
                    .noneMatch(l -> String.valueOf(l).contains("ReshardingSimulation"))
                    .noneMatch(l -> String.valueOf(l).matches("\\d+(\\.\\d+)?k"));
            assertThat(labels).extracting(l -> String.valueOf(l.get("text"))).anyMatch(l -> l.endsWith(" ms"));
            for (int i = 0; i < labels.size(); i++) {
                for (int j = i + 1; j < labels.size(); j++) {
                    Map<String, Object> a = labels.get(i);
                    Map<String, Object> b = labels.get(j);
                    if (a.get("chart").equals(b.get("chart"))) {
                        assertThat(intersect(a, b)).as("labels '%s' and '%s' of chart %s overlap", a.get("text"),
                                b.get("text"), a.get("chart")).isFalse();
                    }
                }
            }
            assertThat(text.indexOf("Resharding: the move")).isNotNegative().isLessThan(text.indexOf("Every run"));
            assertThat(text).contains("reads answered 404", "move duration", "21.4 s", "keys verified")
                    .doesNotContain("NaN", "Infinity");
        }
    }

    /** A shard chart of many long shard ids and a run chart of long run names lay out clear too. */
    @Test
    void barChart_manyLongCategories_labelsStandClear() throws Exception {
        List<String> shards = IntStream.range(0, 40).mapToObj(i -> "shard-with-a-long-id-" + i)
                .toList();
        SvgBarChart many = new SvgBarChart("many", "shard",
                "share (%)", shards).add("share", shards.stream().mapToDouble(s -> 0.025).toArray());
        List<String> runs = List.of("ReshardingSimulation-20261202-180224-plain-add",
                "ReshardingSimulation-20261202-180224-migrate-200", "ReshardingSimulation-20261202-180224-migrate-2000",
                "ReshardingSimulation-20261202-180224-migrate-20000");
        SvgBarChart wide = new SvgBarChart("wide", "run",
                "latency", runs).yTicks(Fmt::microsTick)
                .add("p99", new double[] {35_000, 4_100, 2_300, 900});
        Path page = TARGET.resolve("bar-labels.html");
        Files.writeString(page, "<!doctype html><html><body>" + many.render() + wide.render()
                + "</body></html>");

        try (HeadlessChromium chromium = HeadlessChromium.start(TARGET.resolve("chromium"), 1100, 1400)) {
            chromium.driver().get(page.toAbsolutePath().toUri().toString());
            @SuppressWarnings("unchecked")
            List<Map<String, Object>> labels = (List<Map<String, Object>>) ((JavascriptExecutor) chromium.driver())
                    .executeScript(LABEL_BOXES);

            assertThat(labels).extracting(l -> String.valueOf(l.get("text"))).contains("35 ms", "0 µs");
            for (int i = 0; i < labels.size(); i++) {
                for (int j = i + 1; j < labels.size(); j++) {
                    Map<String, Object> a = labels.get(i);
                    Map<String, Object> b = labels.get(j);
                    if (a.get("chart").equals(b.get("chart"))) {
                        assertThat(intersect(a, b)).as("labels '%s' and '%s' overlap", a.get("text"), b.get("text"))
                                .isFalse();
                    }
                }
            }
        }
    }

    @Test
    void clientSideReport_inChromium_statesTheAbsenceAndDrawsItsChartClear() throws Exception {
        Path run = TARGET.resolve("client-side-browser-run");
        Files.createDirectories(run);
        Files.writeString(run.resolve("run.json"), ClientSideReportTest.MANIFEST);
        ClientSideReportTest.writeClientLog(run);
        Path html = ReportWriter.write(run, ReportOptions.defaults()).get(0);

        try (HeadlessChromium chromium = HeadlessChromium.start(TARGET.resolve("chromium"), 1100, 1400)) {
            chromium.driver().get(html.toAbsolutePath().toUri().toString());
            JavascriptExecutor page = chromium.driver();
            @SuppressWarnings("unchecked")
            List<Map<String, Object>> labels = (List<Map<String, Object>>) page.executeScript(LABEL_BOXES);
            String text = (String) page.executeScript("return document.body.innerText");
            chromium.screenshot(TARGET.resolve("client-side-browser.png"));

            assertThat(chromium.severeLogs()).as("script errors in the browser console").isEmpty();
            assertThat(text).contains("Client-side run", "What this run does not have", "reconciliation")
                    .doesNotContain("NaN", "Infinity");
            assertThat(labels).extracting(l -> String.valueOf(l.get("text"))).anyMatch(l -> l.endsWith(" ms"));
            for (int i = 0; i < labels.size(); i++) {
                for (int j = i + 1; j < labels.size(); j++) {
                    assertThat(intersect(labels.get(i), labels.get(j))).as("labels '%s' and '%s' overlap",
                            labels.get(i).get("text"), labels.get(j).get("text")).isFalse();
                }
            }
        }
    }

    private static boolean intersect(Map<String, Object> a, Map<String, Object> b) {
        return num(a, "left") < num(b, "right") && num(b, "left") < num(a, "right")
                && num(a, "top") < num(b, "bottom") && num(b, "top") < num(a, "bottom");
    }

    private static double num(Map<String, Object> box, String field) {
        return ((Number) box.get(field)).doubleValue();
    }
}
