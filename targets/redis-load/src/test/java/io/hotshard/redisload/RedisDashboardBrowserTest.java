package io.hotshard.redisload;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.storeload.SimProperties;
import io.hotshard.testkit.browser.HeadlessChromium;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.openqa.selenium.By;
import org.openqa.selenium.JavascriptExecutor;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.support.ui.WebDriverWait;

/**
 * The live dashboard of a Redis run as a person sees it, in headless Chromium: every node of the cluster the run
 * started, the client's counts moving, and the hot master shown down while it is paused and back after.
 */
final class RedisDashboardBrowserTest {

    private static final Duration FIRST_PAINT = Duration.ofSeconds(30);

    @TempDir
    Path runs;

    private RedisRun run;
    private HeadlessChromium chromium;

    @AfterEach
    void stop() {
        if (chromium != null) {
            chromium.close();
        }
        if (run != null) {
            run.close();
        }
    }

    @Test
    void dashboard_loadAndAPausedHotMaster_personSeesEveryNodeTheCountsAndTheNodeDown() throws Exception {
        RedisSettings settings = RedisSettings.from(new SimProperties(Map.of("hotshard.redis.replicas", "0")));
        List<String> keys = List.of("{user:42}:a", "{user:42}:b", "other");
        run = RedisRun.start(new RedisRunPlan("RedisDashboardBrowserTest", 9, settings, Map.of(), runs, keys, keys));
        chromium = HeadlessChromium.start(Path.of("target", "chromium"), 1200, 800);
        WebDriver page = chromium.driver();
        page.get(run.dashboardUrl());

        WebDriverWait wait = new WebDriverWait(page, FIRST_PAINT);
        wait.until(d -> rows(d).size() == 3);
        assertThat(rows(page)).contains("|" + run.hotMasterPort() + " (hot)");
        for (int i = 0; i < 30; i++) {
            run.load().send(keys.get(i % 3)).join();
        }
        wait.until(d -> d.findElement(By.id("client")).getText().contains("sent 30,"));

        Thread pauser = new Thread(() -> run.pauseHotMaster(Duration.ofSeconds(4)));
        pauser.start();
        wait.until(d -> rows(d).stream().anyMatch(r -> r.startsWith("down|")));
        assertThat(page.findElement(By.id("events")).getText()).contains("SIGSTOP");
        pauser.join(Duration.ofSeconds(10).toMillis());
        wait.until(d -> rows(d).stream().noneMatch(r -> r.startsWith("down|")));
        assertThat(chromium.severeLogs()).isEmpty();
    }

    /** Each node row as {@code class|first cell}, read in one script (the page redraws its rows every second). */
    @SuppressWarnings("unchecked")
    private static List<String> rows(WebDriver page) {
        return (List<String>) ((JavascriptExecutor) page).executeScript("return Array.from(document.querySelectorAll("
                + "'#nodes tr')).map(r => r.className + '|' + r.cells[0].textContent);");
    }
}
