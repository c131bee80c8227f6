package io.hotshard.report;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.testkit.browser.HeadlessChromium;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.JavascriptExecutor;

/** A written report as a person's browser shows it: no script errors, every chart drawn, no NaN in any cell. */
final class ReportBrowserTest {

    private static final Path TARGET = Path.of("target");

    @Test
    void report_openedInChromium_chartsDrawnAndNoNaNOrEmptyCell() throws Exception {
        // Kept in target/ for the reader, beside the screenshot.
        Path dir = TARGET.resolve("report-browser-run");
        RunFixture fixture = new RunFixture();
        fixture.extra = run -> run.putObject("gatling").put("report", "../gatling/celebritysimulation-1/index.html");
        fixture.write(dir);
        writeRing(dir, "ring-start.json", 0, List.of("shard-0", "shard-1", "shard-2"));
        writeRing(dir, "ring-end.json", 20_000, List.of("shard-0", "shard-1", "shard-2", "shard-3"));
        List<Path> written = ReportWriter.write(dir, ReportOptions.defaults());
        Path html = written.stream().filter(p -> p.toString().endsWith(".html")).findFirst().orElseThrow();

        try (HeadlessChromium chromium = HeadlessChromium.start(TARGET.resolve("chromium"), 1100, 1400)) {
            chromium.driver().get(html.toUri().toString());
            JavascriptExecutor page = chromium.driver();
            @SuppressWarnings("unchecked")
            List<Map<String, Object>> charts = (List<Map<String, Object>>) page.executeScript(
                    "return [...document.querySelectorAll('svg')].map(s => { const b = s.getBoundingClientRect();"
                            + " return {title: (s.querySelector('title') || {}).textContent || s.outerHTML.slice(0, 80),"
                            + " width: b.width, height: b.height, shapes: s.querySelectorAll("
                            + "'path, line, rect, circle, polyline, polygon').length}; })");
            @SuppressWarnings("unchecked")
            List<String> cells = (List<String>) page.executeScript(
                    "return [...document.querySelectorAll('td, dd')].map(c => c.textContent.trim())");
            String text = (String) page.executeScript("return document.body.innerText");
            chromium.screenshot(TARGET.resolve("report-browser.png"));

            assertThat(chromium.severeLogs()).as("script errors in the browser console").isEmpty();
            assertThat(charts).as("charts in the report").hasSizeGreaterThanOrEqualTo(6);
            assertThat(charts).allSatisfy(chart -> {
                assertThat(((Number) chart.get("width")).doubleValue()).as("width of %s", chart.get("title"))
                        .isPositive();
                assertThat(((Number) chart.get("height")).doubleValue()).as("height of %s", chart.get("title"))
                        .isPositive();
                assertThat(((Number) chart.get("shapes")).intValue()).as("shapes in %s", chart.get("title"))
                        .isPositive();
            });
            assertThat(charts).extracting(c -> c.get("title")).contains("at the start", "at the end (20.0 s)");
            assertThat(cells).as("table cells").isNotEmpty().allSatisfy(c -> assertThat(c).as("a cell").isNotEmpty())
                    .noneMatch(c -> c.contains("NaN") || c.contains("Infinity"));
            assertThat(text).doesNotContain("NaN", "Infinity")
                    .contains("Gatling's own report of this run: ../gatling/celebritysimulation-1/index.html");
        }
    }

    private static void writeRing(Path dir, String name, long atMillis, List<String> owners) throws Exception {
        StringBuilder tokens = new StringBuilder();
        for (int i = 0; i < owners.size() * 100; i++) {
            tokens.append(i == 0 ? "" : ",").append('[').append((i * 0.618034) % 1.0).append(',')
                    .append(i % owners.size()).append(']');
        }
        Files.writeString(dir.resolve(name), "{\"atMillis\": " + atMillis + ", \"version\": 1, \"partitioner\": \"ring\","
                + " \"sampled\": false, \"owners\": " + RunFixture.JSON.writeValueAsString(owners)
                + ", \"tokens\": [" + tokens + "]}\n");
    }
}
