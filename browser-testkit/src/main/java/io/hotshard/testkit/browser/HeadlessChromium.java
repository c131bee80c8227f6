package io.hotshard.testkit.browser;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.logging.Level;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;
import org.openqa.selenium.logging.LogEntry;
import org.openqa.selenium.logging.LogType;
import org.openqa.selenium.logging.LoggingPreferences;

/**
 * Debian's chromium in headless mode through Debian's chromedriver, both at fixed paths so that Selenium Manager
 * never looks for (or downloads) a browser. {@code .ci/run} installs both packages. Chromium and chromedriver
 * paths may be overridden with {@code hotshard.chromium} and {@code hotshard.chromedriver}.
 */
public final class HeadlessChromium implements AutoCloseable {

    public static final String BROWSER = System.getProperty("hotshard.chromium", "/usr/bin/chromium");
    public static final String DRIVER = System.getProperty("hotshard.chromedriver", "/usr/bin/chromedriver");

    private final ChromeDriver driver;

    private HeadlessChromium(ChromeDriver driver) {
        this.driver = driver;
    }

    /** Starts a browser with a fresh profile under {@code workDir}; fails saying what to install when absent. */
    public static HeadlessChromium start(Path workDir, int width, int height) throws IOException {
        for (String path : List.of(BROWSER, DRIVER)) {
            if (!Files.isExecutable(Path.of(path))) {
                throw new IllegalStateException(path + " is missing: install Debian's chromium and chromium-driver"
                        + " (apt-get install -y chromium chromium-driver, as .ci/run does)");
            }
        }
        Files.createDirectories(workDir);
        Path profile = Files.createTempDirectory(workDir, "chromium-profile-");
        ChromeOptions options = new ChromeOptions().setBinary(BROWSER).addArguments("--headless=new",
                "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking",
                "--disable-component-update", "--disable-sync", "--no-first-run",
                "--user-data-dir=" + profile.toAbsolutePath(), "--window-size=" + width + "," + height);
        LoggingPreferences logs = new LoggingPreferences();
        logs.enable(LogType.BROWSER, Level.ALL);
        options.setCapability("goog:loggingPrefs", logs);
        ChromeDriverService service = new ChromeDriverService.Builder().usingDriverExecutable(new File(DRIVER))
                .usingAnyFreePort().withLogFile(workDir.resolve("chromedriver.log").toFile()).build();
        return new HeadlessChromium(new ChromeDriver(service, options));
    }

    public ChromeDriver driver() {
        return driver;
    }

    /** The browser console's errors (uncaught exceptions, failed loads) since the last call. */
    public List<String> severeLogs() {
        return driver.manage().logs().get(LogType.BROWSER).getAll().stream()
                .filter(entry -> entry.getLevel().intValue() >= Level.SEVERE.intValue())
                .map(LogEntry::getMessage).toList();
    }

    /** Saves a PNG of the window to {@code file}. */
    public void screenshot(Path file) throws IOException {
        Files.createDirectories(file.getParent());
        Files.write(file, driver.getScreenshotAs(OutputType.BYTES));
    }

    @Override
    public void close() {
        driver.quit();
    }
}
