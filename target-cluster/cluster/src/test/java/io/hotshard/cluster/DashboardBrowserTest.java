package io.hotshard.cluster;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.shard.FixedLatency;
import io.hotshard.shard.ShardConfig;
import io.hotshard.testkit.Await;
import io.hotshard.testkit.OpenLoad;
import io.hotshard.testkit.TestHttp;
import io.hotshard.testkit.browser.HeadlessChromium;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.json.JsonObject;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The live dashboard as a person sees it, in headless Chromium against an embedded cluster under bounded loopback
 * load: every shard, a growing request rate, a node added through the admin API, a stalled shard turning red.
 */
final class DashboardBrowserTest {

    private static final Path TARGET = Path.of("target");
    private static final Duration FIRST_PAINT = Duration.ofSeconds(30);
    /** What a person may wait, from the admin answer, to see a membership change. */
    private static final Duration CHANGE_SHOWN = Duration.ofSeconds(3);

    private EmbeddedCluster cluster;
    private HeadlessChromium chromium;

    @AfterEach
    void stop() {
        if (chromium != null) {
            chromium.close();
        }
        if (cluster != null) {
            cluster.stopBlocking(Duration.ofSeconds(10));
        }
    }

    @Test
    void dashboard_loadAddNodeStall_personSeesRateRingAndSaturation() throws Exception {
        ShardConfig template = ShardConfig.defaults("t").withCapacity(4, 32).withLatency(new FixedLatency(2_000));
        ClusterConfig config = ClusterConfig.defaults(3).withShardTemplate(template).withSeed(13);
        cluster = EmbeddedCluster.startBlocking(config, Duration.ofSeconds(30));
        String spareUrl = Await.result(cluster.startSpare(config.shardConfig("shard-3")));
        chromium = HeadlessChromium.start(TARGET.resolve("chromium"), 1400, 1000);
        WebDriver page = chromium.driver();
        page.get(cluster.routerUrl() + "/dashboard");

        WebDriverWait painted = new WebDriverWait(page, FIRST_PAINT);
        painted.until(d -> shardRows(d).size() == 3);
        assertThat(shardRows(page)).containsExactly("shard-0", "shard-1", "shard-2");
        assertThat(count(page, "#ring line.token")).isEqualTo(300);

        double idle = rate(page);
        OpenLoad load = MixedLoad.mixed(cluster.vertx(), cluster.routerUrl(), 200, 20, 0.3, 0, 2_000, 13);
        var outcome = load.run();
        painted.until(d -> rate(d) > 20);
        double early = rate(page);
        assertThat(early).as("the request rate shown once load runs").isGreaterThan(idle).isGreaterThan(20);

        TestHttp http = new TestHttp(cluster.vertx());
        TestHttp.Answer added = http.call(HttpMethod.POST, cluster.routerUrl(), "/admin/nodes",
                new JsonObject().put("id", "shard-3").put("url", spareUrl).encode());
        assertThat(added.status()).isEqualTo(200);
        new WebDriverWait(page, CHANGE_SHOWN).until(d -> shardRows(d).contains("shard-3")
                && count(d, "#ring line[data-owner='shard-3']") == 100 && count(d, "#legend [data-shard='shard-3']") == 1);
        assertThat(count(page, "#ring line.token")).isEqualTo(400);

        TestHttp.Answer stalled = http.call(HttpMethod.POST, cluster.shardUrls().get("shard-1"), "/admin/stall",
                "{\"millis\": 8000}");
        assertThat(stalled.status()).isEqualTo(200);
        new WebDriverWait(page, Duration.ofSeconds(6)).until(d -> count(d, "tr.shard.saturated[data-shard='shard-1']") == 1);
        assertThat(script(page, "return document.getElementById('events').textContent")).asString()
                .contains("added", "stalled");

        chromium.screenshot(TARGET.resolve("dashboard-browser.png"));
        assertThat(chromium.severeLogs()).as("script errors in the browser console").isEmpty();
        // The load runs 20 s from its start and its stalled requests end with the stall (8 s) or the router's time-out.
        assertThat(Await.result(outcome, Duration.ofSeconds(45)).sent()).isPositive();
    }

    // Read through scripts: the page redraws every second, so element handles go stale between two calls.
    private static Object script(WebDriver page, String code) {
        return ((JavascriptExecutor) page).executeScript(code);
    }

    private static List<String> shardRows(WebDriver page) {
        List<?> ids = (List<?>) script(page, "return [...document.querySelectorAll('tr.shard')].map(r => r.dataset.shard)");
        return ids.stream().map(String::valueOf).toList();
    }

    private static long count(WebDriver page, String selector) {
        return ((Number) script(page, "return document.querySelectorAll(\"" + selector + "\").length")).longValue();
    }

    private static double rate(WebDriver page) {
        Object value = script(page, "return document.getElementById('rate').dataset.value || '0'");
        return Double.parseDouble(String.valueOf(value));
    }
}
