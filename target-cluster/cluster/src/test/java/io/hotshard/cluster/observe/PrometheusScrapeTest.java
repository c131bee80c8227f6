package io.hotshard.cluster.observe;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.cluster.ClusterConfig;
import io.hotshard.cluster.EmbeddedCluster;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A real Prometheus server scrapes an embedded cluster on loopback through the generated scrape configuration; the
 * per-shard series arrive, and every metric the Grafana dashboard queries is among what it scraped.
 */
final class PrometheusScrapeTest {

    private static final Path DASHBOARD = Path.of("..", "..", "observability", "grafana", "hotshard-dashboard.json");
    private static final Pattern METRIC = Pattern.compile("\\bhotshard_[a-z0-9_]+");
    private static final Duration DEADLINE = Duration.ofSeconds(90);
    private static final Set<String> JOBS = Set.of("hotshard-router", "hotshard-shards");

    private final HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private EmbeddedCluster cluster;

    @BeforeEach
    void start() {
        cluster = EmbeddedCluster.startBlocking(ClusterConfig.defaults(2), Duration.ofSeconds(30));
    }

    @AfterEach
    void stop() {
        cluster.stopBlocking(Duration.ofSeconds(30));
    }

    @Test
    void scrape_runningCluster_hasPerShardSeriesAndEveryDashboardMetric(@TempDir Path dir) throws Exception {
        ScrapeConfig config = new ScrapeConfig(cluster.routerUrl(), cluster.shardUrls(), Duration.ofSeconds(1));
        traffic(100);
        try (PrometheusServer prometheus = PrometheusServer.start(config, dir)) {
            long deadline = System.nanoTime() + DEADLINE.toNanos();
            Set<String> shards = Set.of();
            Set<String> routed = Set.of();
            Set<String> jobs = Set.of();
            // Each target is scraped at its own offset within the interval: wait until all of them have been.
            while (System.nanoTime() < deadline
                    && (shards.size() < 2 || routed.size() < 2 || !jobs.containsAll(JOBS))) {
                traffic(20);
                Thread.sleep(500);
                shards = labels(prometheus.query("hotshard_shard_arrivals_total"), "shard");
                routed = labels(prometheus.query("hotshard_router_shard_sent_total"), "shard");
                jobs = labels(prometheus.query("up == 1"), "job");
            }
            assertThat(shards).as("per-shard series; prometheus log: %s", prometheus.logTail())
                    .containsExactlyInAnyOrder("shard-0", "shard-1");
            assertThat(routed).as("router's per-shard series; prometheus log: %s", prometheus.logTail())
                    .containsExactlyInAnyOrder("shard-0", "shard-1");
            assertThat(jobs).as("jobs whose targets are up").containsAll(JOBS);

            Set<String> scraped = metricNames(prometheus);
            Set<String> used = dashboardMetrics();
            assertThat(used).hasSizeGreaterThan(15);
            assertThat(used).allSatisfy(name -> assertThat(scraped).as("scraped metric names").contains(name));
        }
    }

    private void traffic(int requests) throws Exception {
        for (int i = 0; i < requests; i++) {
            String key = i % 4 == 0 ? "celebrity" : "user:" + i;
            send(HttpRequest.newBuilder(URI.create(cluster.routerUrl() + "/kv/" + key))
                    .PUT(HttpRequest.BodyPublishers.ofString("v")));
            send(HttpRequest.newBuilder(URI.create(cluster.routerUrl() + "/kv/" + key)).GET());
        }
        send(HttpRequest.newBuilder(URI.create(cluster.routerUrl() + "/fanout?q=user")).GET());
    }

    private void send(HttpRequest.Builder request) throws Exception {
        http.send(request.timeout(Duration.ofSeconds(10)).build(), HttpResponse.BodyHandlers.discarding());
    }

    /** Every metric name Prometheus holds, waiting until the router's hot keys have been scraped too. */
    private Set<String> metricNames(PrometheusServer prometheus) throws Exception {
        long deadline = System.nanoTime() + DEADLINE.toNanos();
        Set<String> names = Set.of();
        while (System.nanoTime() < deadline) {
            String body = prometheus.get("/api/v1/label/__name__/values");
            if (body != null) {
                names = new JsonObject(body).getJsonArray("data").stream().map(Object::toString)
                        .collect(Collectors.toCollection(TreeSet::new));
                if (names.containsAll(dashboardMetrics())) {
                    return names;
                }
            }
            traffic(10);
            Thread.sleep(500);
        }
        return names;
    }

    private static Set<String> dashboardMetrics() throws Exception {
        JsonObject dashboard = new JsonObject(Files.readString(DASHBOARD));
        Set<String> names = new TreeSet<>();
        for (Object panel : dashboard.getJsonArray("panels")) {
            for (Object target : ((JsonObject) panel).getJsonArray("targets", new JsonArray())) {
                Matcher matcher = METRIC.matcher(((JsonObject) target).getString("expr"));
                while (matcher.find()) {
                    names.add(matcher.group());
                }
            }
        }
        return names;
    }

    private static Set<String> labels(String answer, String label) {
        if (answer == null) {
            return Set.of();
        }
        JsonArray result = new JsonObject(answer).getJsonObject("data").getJsonArray("result");
        return result.stream().map(r -> ((JsonObject) r).getJsonObject("metric").getString(label))
                .filter(v -> v != null).collect(Collectors.toCollection(TreeSet::new));
    }
}
