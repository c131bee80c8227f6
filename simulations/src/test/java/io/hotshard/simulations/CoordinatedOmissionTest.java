package io.hotshard.simulations;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.cluster.ClusterConfig;
import io.hotshard.cluster.EmbeddedCluster;
import io.hotshard.cluster.warm.WarmUp;
import io.hotshard.metrics.LatencyRecorder;
import io.hotshard.recording.RunRecorder;
import io.hotshard.recording.RunSettings;
import io.hotshard.report.ReportOptions;
import io.hotshard.report.ReportWriter;
import io.hotshard.report.analysis.Stall;
import io.hotshard.report.analysis.Stalls;
import io.hotshard.report.run.RunDirectory;
import io.hotshard.router.RouterConfig;
import io.hotshard.runformat.EventKind;
import io.hotshard.shard.LatencyText;
import io.hotshard.shard.ShardConfig;
import io.hotshard.storeload.ClientLatencyLog;
import io.hotshard.testkit.OpenLoad;
import io.hotshard.testkit.TestHttp;
import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.io.InputStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogReader;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Coordinated omission, checked after wrk2's README: a constant rate at a shard that stalls for 1.4 s mid-run. A
 * recorder that times requests from when they were actually sent, by a client that waits for answers before
 * sending more, reports such a run's p99 as a few milliseconds; hotshard's client log (timed from each request's
 * intended send time) and the router's own histogram (timed from each request's arrival, which keeps arriving) must
 * both show the stall in full, with every request sent during it counted.
 */
@Timeout(300)
final class CoordinatedOmissionTest {

    private static final int RATE_PER_SECOND = 200;
    private static final Duration RUN = Duration.ofSeconds(10);
    /**
     * The client's warm-up run: its timers, connections and histogram code are in use before the steady run; the
     * JIT has the cluster's path from the warm-up before it, and the baseline is the better of two steady runs.
     */
    private static final Duration CLIENT_WARM_UP = Duration.ofSeconds(3);
    private static final long STALL_MILLIS = 1_400;
    private static final long STALL_AT_MILLIS = 4_000;
    /** Enough connections for every request the stall holds, so the client never waits for one. */
    private static final int CONNECTIONS = 512;
    /**
     * A recorder prone to coordinated omission shows the stalled run's p99 near the steady run's (wrk2's README: 6 ms
     * against 1.27 s corrected); hotshard's must be at least this many times it. The stall holds 14% of the
     * requests, so the stalled p99 is about 1.3 s. An idle machine gives a steady p99 of 2.6 to 14 ms (90x to 500x);
     * 20x leaves room for a machine busy with other work, and {@code -Dhotshard.co.minRatio=N} changes it.
     */
    private static final int STALL_RATIO = Integer.getInteger("hotshard.co.minRatio", 20);
    /**
     * Requests through the whole path before the first measured run: enough for the JIT to have compiled the
     * router's, the shard's and the client's hot paths (C2 compiles a method after about 10,000 calls), whose
     * compilations would otherwise compete with the steady run for the two cores.
     */
    private static final int WARM_UP_REQUESTS = 20_000;
    /**
     * The stalled run's p99 from the stall alone: the top 1% of all requests are the last-sent 1/14 of those the
     * stall held, each of which waited at least 1.3 s; a recorder timing from the actual send shows a few ms.
     */
    private static final long STALLED_P99_MICROS = TimeUnit.MILLISECONDS.toMicros(1_100);
    /** Requests that waited this long are ones the stall held. */
    private static final long HELD_MICROS = 100_000;

    @TempDir
    static Path runs;
    private static EmbeddedCluster cluster;
    private static Recorded steady;
    private static Recorded steadyAfter;
    private static Recorded stalled;

    private record Recorded(Path directory, Histogram client, Histogram router, OpenLoad.Outcome outcome,
                            long stallFromNanos) {
    }

    @BeforeAll
    static void runBoth() throws Exception {
        ShardConfig shard = new ShardConfig("shard-0", 0, 4, 4_000, LatencyText.parse("fixed:1ms"), 1.0, 0.0, 7);
        cluster = EmbeddedCluster.startBlocking(ClusterConfig.defaults(1).withShardTemplate(shard)
                .withRouter(RouterConfig.template().withClient(10_000, RouterConfig.DEFAULT_POOL_SIZE_PER_SHARD)), Duration.ofSeconds(30));
        WarmUp.run(cluster.vertx(), cluster.routerUrl(), WARM_UP_REQUESTS, 16, Duration.ofSeconds(60));
        // The client's own code and connections warm up too: its first seconds would count as the steady run's tail.
        record("client-warm-up", CLIENT_WARM_UP, false);
        steady = record("steady", RUN, false);
        stalled = record("stalled", RUN, true);
        // A second steady run after the stalled one: the baseline is the better of the two, so that a burst of
        // load from outside the test during one of them is not taken for what the harness does undisturbed.
        steadyAfter = record("steady-after", RUN, false);
    }

    @AfterAll
    static void stopCluster() {
        if (cluster != null) {
            cluster.stopBlocking(Duration.ofSeconds(30));
        }
    }

    @Test
    void clientLog_shardStalls_p99IsManyTimesTheSteadyRunsAndEverySentRequestIsCounted() {
        long expected = RATE_PER_SECOND * RUN.toSeconds();
        print("client", baseline(Recorded::client), stalled.client());
        assertThat(stalled.outcome().sent()).isEqualTo(expected);
        assertThat(stalled.client().getTotalCount()).as("requests in client.hlog").isEqualTo(expected);
        assertThat(stalled.client().getValueAtPercentile(99.0))
                .isGreaterThanOrEqualTo(STALLED_P99_MICROS)
                .isGreaterThanOrEqualTo(STALL_RATIO * baseline(Recorded::client).getValueAtPercentile(99.0));
        assertThat(stalled.client().getMaxValue()).isGreaterThanOrEqualTo(TimeUnit.MILLISECONDS.toMicros(1_200));
        assertHeld(stalled.client());
    }

    @Test
    void constantRate_shardStalls_sendsRateTimesStallTimeDuringTheStall() {
        long sentDuringStall = stalled.outcome().sentBetween(stalled.stallFromNanos(),
                stalled.stallFromNanos() + TimeUnit.MILLISECONDS.toNanos(STALL_MILLIS));
        long expected = RATE_PER_SECOND * STALL_MILLIS / 1_000;
        System.out.printf(Locale.ROOT, "coordinated omission: %d requests sent during the %d ms stall (rate x stall"
                + " = %d)%n", sentDuringStall, STALL_MILLIS, expected);
        assertThat(sentDuringStall).isBetween(expected - expected / 20, expected + expected / 20);
    }

    @Test
    void routerLog_shardStalls_p99IsManyTimesTheSteadyRunsAndEveryRequestIsRecorded() {
        print("router", baseline(Recorded::router), stalled.router());
        assertThat(stalled.router().getTotalCount()).as("requests in router-single-key.hlog")
                .isEqualTo(stalled.outcome().sent());
        assertThat(stalled.router().getValueAtPercentile(99.0))
                .isGreaterThanOrEqualTo(STALLED_P99_MICROS)
                .isGreaterThanOrEqualTo(STALL_RATIO * baseline(Recorded::router).getValueAtPercentile(99.0));
        assertHeld(stalled.router());
    }

    @Test
    void report_shardStalls_marksOneStallOfTheShard() throws IOException {
        List<Stall> found = Stalls.detect(RunDirectory.read(stalled.directory()));
        ReportWriter.write(stalled.directory(), ReportOptions.defaults());

        assertThat(Stalls.detect(RunDirectory.read(steady.directory()))).isEmpty();
        assertThat(found).singleElement().satisfies(stall -> {
            assertThat(stall.shard()).isEqualTo("shard-0");
            assertThat(stall.maxMicros()).isBetween(TimeUnit.MILLISECONDS.toMicros(1_200),
                    TimeUnit.MILLISECONDS.toMicros(5_000));
            assertThat(stall.heldRequests()).isPositive();
        });
        assertThat(stalled.directory().resolve("report.md")).content().contains("**Incident:** Stall between", "shard-0 paused");
        assertThat(stalled.directory().resolve("report.html")).content().contains("Stall between second");
    }

    /** Of the two steady runs' histograms, the one with the lower p99. */
    private static Histogram baseline(java.util.function.Function<Recorded, Histogram> log) {
        Histogram before = log.apply(steady);
        Histogram after = log.apply(steadyAfter);
        return before.getValueAtPercentile(99.0) <= after.getValueAtPercentile(99.0) ? before : after;
    }

    /** Requests held at least {@link #HELD_MICROS}: those that arrived in all but the last 100 ms of the stall. */
    private static void assertHeld(Histogram histogram) {
        long held = histogram.getCountBetweenValues(HELD_MICROS, histogram.getMaxValue());
        long expected = RATE_PER_SECOND * (STALL_MILLIS - HELD_MICROS / 1_000) / 1_000;
        System.out.printf(Locale.ROOT, "coordinated omission: %d requests waited 100 ms or more (expected %d)%n", held,
                expected);
        assertThat(held).as("requests that waited 100 ms or more").isBetween(expected * 85 / 100,
                expected * 120 / 100);
    }

    private static Recorded record(String name, Duration length, boolean stall) throws Exception {
        // A run allocates a few tens of MB; collected beforehand, it fits in the young generation the module's
        // test JVM is given (simulations/pom.xml), so no collection pauses the steady run and lifts its tail.
        System.gc();
        Path directory = runs.resolve(name);
        RunRecorder recorder = cluster.record(RunSettings.of(directory, "CoordinatedOmissionTest", 7)
                .withShutdownHook(false));
        LatencyRecorder latency = new LatencyRecorder();
        ClientLatencyLog log = ClientLatencyLog.start(latency, directory, recorder.startedAt().toEpochMilli());
        TestHttp http = new TestHttp(cluster.vertx(), CONNECTIONS);
        CompletableFuture<OpenLoad.Outcome> load = new OpenLoad(cluster.vertx(), http, cluster.routerUrl(),
                RATE_PER_SECOND, length.toSeconds(), i -> OpenLoad.Request.get("/kv/steady"))
                .timingFromIntended(latency::recordMicros).run().toCompletionStage().toCompletableFuture();
        long stallFrom = 0;
        if (stall) {
            Thread.sleep(STALL_AT_MILLIS);
            stallFrom = System.nanoTime();
            stallShard();
            recorder.recordEvent(EventKind.NODE_PAUSED, "shard-0", new JsonObject().put("millis", STALL_MILLIS)
                    .put("via", "/admin/stall"));
        }
        OpenLoad.Outcome outcome = load.get(60, TimeUnit.SECONDS);
        http.close();
        log.close();
        recorder.finish();
        cluster.removeEventSink(recorder);
        return new Recorded(directory, sum(directory.resolve(ClientLatencyLog.FILE)),
                sum(directory.resolve("router-single-key.hlog")), outcome, stallFrom);
    }

    private static void stallShard() throws IOException, InterruptedException {
        HttpResponse<String> answer = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
                        URI.create(cluster.shardUrls().get("shard-0") + "/admin/stall"))
                .POST(HttpRequest.BodyPublishers.ofString("{\"millis\":" + STALL_MILLIS + "}")).build(),
                HttpResponse.BodyHandlers.ofString());
        assertThat(answer.statusCode()).as("stall answer %s", answer.body()).isEqualTo(200);
    }

    private static Histogram sum(Path hlog) throws IOException {
        Histogram total = new Histogram(3);
        try (InputStream in = Files.newInputStream(hlog); HistogramLogReader reader = new HistogramLogReader(in)) {
            for (EncodableHistogram next = reader.nextIntervalHistogram(); next != null;
                 next = reader.nextIntervalHistogram()) {
                total.add((Histogram) next);
            }
        }
        return total;
    }

    private static void print(String log, Histogram steadyRun, Histogram stalledRun) {
        System.out.printf(Locale.ROOT, "coordinated omission, %s log: p99 %.2f ms without the stall, %.2f ms with it"
                        + " (%.0fx); max %.2f ms; %d requests%n", log, steadyRun.getValueAtPercentile(99.0) / 1e3,
                stalledRun.getValueAtPercentile(99.0) / 1e3,
                (double) stalledRun.getValueAtPercentile(99.0) / Math.max(1, steadyRun.getValueAtPercentile(99.0)),
                stalledRun.getMaxValue() / 1e3, stalledRun.getTotalCount());
    }
}
