package io.hotshard.simulations;

import static io.gatling.javaapi.core.CoreDsl.constantUsersPerSec;
import static io.gatling.javaapi.core.CoreDsl.exec;
import static io.gatling.javaapi.core.CoreDsl.rampUsersPerSec;
import static io.gatling.javaapi.core.CoreDsl.scenario;
import static io.gatling.javaapi.http.HttpDsl.http;
import static io.gatling.javaapi.http.HttpDsl.status;

import io.gatling.javaapi.core.ChainBuilder;
import io.gatling.javaapi.core.Simulation;
import io.hotshard.cluster.EmbeddedCluster;
import io.hotshard.cluster.warm.WarmUp;
import io.hotshard.keys.KeyGenerator;
import io.hotshard.keys.KeyRandom;
import io.hotshard.storeload.KeySettings;
import io.hotshard.storeload.SimProperties;
import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.atomic.LongAdder;

/**
 * How fast this machine's load generator can drive an embedded cluster of 0-latency shards: uniform GETs at an
 * open-model rate, sent through the router ({@code hotshard.routing=router}) or straight to each key's owner
 * shard with the router's own placement ({@code direct}, as a cluster-aware client would). It prints and appends
 * to {@code hotshard.benchmarkOut} one JSON line: offered and completed rates in the steady part, and the
 * generator JVM's CPU time per request; over the whole run, the arrivals refused at the connection cap
 * ({@code hotshard.maxConnections}), the sent requests that failed, the most open files and the schedule lag.
 * {@code scripts/bench-generator} runs it over a list of rates.
 */
public class GeneratorBenchmarkSimulation extends Simulation {

    private final SimProperties props = SimProperties.fromSystem().withDefaults(Map.of(
            "hotshard.rate", "5000", "hotshard.duration", "20s", "hotshard.ramp", "10s",
            "hotshard.latency", "fixed:0ms", "hotshard.concurrency", "64", "hotshard.queue", "4096",
            "hotshard.dist", "uniform", "hotshard.items", "100000", "hotshard.readProportion", "1.0"));
    private final SimulationSettings settings = SettingsGate.read(
            () -> SimulationSettings.from("GeneratorBenchmarkSimulation", props));
    private final String routing = props.string("hotshard.routing", "router");
    private final LongAdder steadyCompleted = new LongAdder();
    private final LongAdder steadyFailed = new LongAdder();
    private volatile EmbeddedCluster cluster;
    private volatile GeneratorWatch generator;
    private volatile long steadyStartNanos;
    private volatile long steadyEndNanos;
    private long cpuAtSteadyStartNanos;

    /** Sets up the open-model load. */
    public GeneratorBenchmarkSimulation() {
        if (!routing.equals("router") && !routing.equals("direct")) {
            throw new IllegalArgumentException("hotshard.routing must be router or direct but was " + routing);
        }
        if (!settings.embedded()) {
            throw new IllegalArgumentException("the generator benchmark starts its own cluster; drop hotshard.target");
        }
        KeyGenerator keys = KeySettings.generator(props, KeyRandom.fromSeed(settings.seed()));
        OperationFeeder feeder = new OperationFeeder(keys, KeyRandom.fromSeed(~settings.seed()), 1.0);
        double rate = settings.ratePerSecond();
        ChainBuilder get = exec(http("get").get(Requests::admittedUrl)
                .requestTimeout(settings.client().clientTimeout()).check(status().in(200, 404)));
        setUp(scenario("generator").feed(feeder)
                .exec(Requests.capped(session -> generator.cap(), session -> baseUrlFor(session.getString("key")),
                        Requests::keyPath, session -> generator.counts(),
                        session -> "get", get))
                .exec(session -> {
                    count(!session.isFailed());
                    return session;
                })
                .injectOpen(rampUsersPerSec(1).to(rate).during(settings.ramp()),
                        constantUsersPerSec(rate).during(settings.duration())),
                scenario("schedule-probe").exec(session -> {
                    generator.probeArrived();
                    return session;
                }).injectOpen(constantUsersPerSec(1e9 / GeneratorWatch.PROBE_INTERVAL_NANOS)
                        .during(settings.loadDuration())))
                .protocols(Requests.protocol());
    }

    private String baseUrlFor(String key) {
        EmbeddedCluster running = cluster;
        if (routing.equals("router")) {
            return running.routerUrl();
        }
        String owner = running.router().state().partitioner().ownerOf(key);
        return running.shardUrls().get(owner);
    }

    private void count(boolean ok) {
        long now = System.nanoTime();
        if (now >= steadyStartNanos && now < steadyEndNanos) {
            (ok ? steadyCompleted : steadyFailed).increment();
        }
    }

    @Override
    public void before() {
        // Loads the management library now: once sockets have used up the descriptors it could not be opened.
        processCpuNanos();
        cluster = EmbeddedCluster.startBlocking(ClusterPlan.configFor(settings.cluster(), settings.seed()),
                Duration.ofSeconds(30));
        generator = GeneratorWatch.start(settings.client());
        WarmUp.Result warm = WarmUp.run(cluster.vertx(), cluster.routerUrl(), settings.warmUpRequests(), 16,
                Duration.ofSeconds(30));
        System.out.printf("hotshard: warm-up %d requests in %d ms%n", warm.requests(), warm.elapsed().toMillis());
        // The steady window skips the ramp and the first seconds at full rate (JIT, pool growth).
        long settleNanos = Duration.ofSeconds(2).toNanos();
        steadyStartNanos = System.nanoTime() + settings.ramp().toNanos() + settleNanos;
        steadyEndNanos = System.nanoTime() + settings.ramp().toNanos() + settings.duration().toNanos();
        cpuAtSteadyStartNanos = -1;
        Thread sampler = new Thread(this::sampleCpuAtSteadyStart, "hotshard-benchmark-cpu");
        sampler.setDaemon(true);
        sampler.start();
    }

    private void sampleCpuAtSteadyStart() {
        try {
            Thread.sleep(Math.max(0, (steadyStartNanos - System.nanoTime()) / 1_000_000));
            cpuAtSteadyStartNanos = processCpuNanos();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void after() {
        long cpuNanos = processCpuNanos() - cpuAtSteadyStartNanos;
        JsonObject load = generator.finish();
        double steadySeconds = (steadyEndNanos - steadyStartNanos) / 1e9;
        cluster.stopBlocking(Duration.ofSeconds(30));
        long done = steadyCompleted.sum() + steadyFailed.sum();
        String line = String.format(java.util.Locale.ROOT,
                "{\"routing\": \"%s\", \"offeredPerSecond\": %d, \"steadySeconds\": %.1f, \"completedPerSecond\": %.1f,"
                        + " \"failedPerSecond\": %.1f, \"processCpuMicrosPerRequest\": %.1f, \"cores\": %d,"
                        + " \"maxConnections\": %d, \"peakInFlight\": %d, \"refused\": %d, \"sentFailed\": %d,"
                        + " \"openFilesMax\": %d, \"scheduleLagP99Millis\": %.1f}",
                routing, settings.ratePerSecond(), steadySeconds, steadyCompleted.sum() / steadySeconds,
                steadyFailed.sum() / steadySeconds, done == 0 ? 0 : cpuNanos / 1e3 / done,
                Runtime.getRuntime().availableProcessors(), load.getInteger("maxConnections"),
                load.getInteger("peakInFlight"), load.getLong("refused"), load.getLong("failed"),
                load.getInteger("openFilesMax"), load.getJsonObject("scheduleLag").getLong("p99Micros") / 1e3);
        System.out.println("hotshard generator benchmark: " + line);
        String out = props.raw("hotshard.benchmarkOut");
        if (out != null) {
            try {
                Files.writeString(Path.of(out), line + System.lineSeparator(), StandardOpenOption.CREATE,
                        StandardOpenOption.APPEND);
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
    }

    private static long processCpuNanos() {
        return ((com.sun.management.OperatingSystemMXBean) java.lang.management.ManagementFactory
                .getOperatingSystemMXBean()).getProcessCpuTime();
    }
}
