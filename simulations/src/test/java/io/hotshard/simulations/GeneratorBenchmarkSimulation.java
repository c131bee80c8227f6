package io.hotshard.simulations;

import static io.gatling.javaapi.core.CoreDsl.constantUsersPerSec;
import static io.gatling.javaapi.core.CoreDsl.exec;
import static io.gatling.javaapi.core.CoreDsl.rampUsersPerSec;
import static io.gatling.javaapi.core.CoreDsl.scenario;
import static io.gatling.javaapi.core.CoreDsl.stopLoadGeneratorIf;
import static io.gatling.javaapi.http.HttpDsl.http;
import static io.gatling.javaapi.http.HttpDsl.status;

import io.gatling.javaapi.core.ChainBuilder;
import io.gatling.javaapi.core.OpenInjectionStep;
import io.gatling.javaapi.core.Simulation;
import io.hotshard.cluster.EmbeddedCluster;
import io.hotshard.cluster.warm.WarmUp;
import io.hotshard.keys.KeyGenerator;
import io.hotshard.keys.KeyRandom;
import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.LongAdder;

/**
 * How fast this machine's load generator can drive an embedded cluster of 0-latency shards: uniform GETs at an
 * open-model rate, sent through the router ({@code hotshard.routing=router}) or straight to each key's owner
 * shard with the router's own placement ({@code direct}, as a cluster-aware client would). It prints and appends
 * to {@code hotshard.benchmarkOut} one JSON line: offered and completed rates in the steady part, and the
 * generator JVM's CPU time per request; over the whole run, the arrivals refused at the connection cap
 * ({@code hotshard.maxConnections}), the sent requests that failed, the most open files and the schedule lag.
 * {@code scripts/bench-generator} runs it over a list of rates.
 *
 * <p>Before the ramp, a pre-flight ({@code hotshard.preflight}, on by default) sends half the rate for
 * {@value #PREFLIGHT_SECONDS} s and measures, over its last {@value #PREFLIGHT_MEASURED_SECONDS} s, this JVM's CPU
 * per request and what other processes took of the cores ({@link Preflight}); a rate that would need more than
 * {@code hotshard.preflight.maxUtilisation} of the cores they leave stops the run there, with those figures, instead
 * of missing the rate in bursts.
 */
public class GeneratorBenchmarkSimulation extends Simulation {

    /** The pre-flight's length at half the rate, and the part of it measured (after the first second's start-up). */
    static final int PREFLIGHT_SECONDS = 4;
    static final int PREFLIGHT_MEASURED_SECONDS = 3;
    private static final int PREFLIGHT_WAIT_SECONDS = 60;

    private final SimProperties props = SimProperties.fromSystem().withDefaults(Map.of(
            "hotshard.rate", "5000", "hotshard.duration", "20s", "hotshard.ramp", "10s",
            "hotshard.latency", "fixed:0ms", "hotshard.concurrency", "64", "hotshard.queue", "4096",
            "hotshard.dist", "uniform", "hotshard.items", "100000", "hotshard.readProportion", "1.0"));
    private final SimulationSettings settings = SettingsGate.read(
            () -> SimulationSettings.from("GeneratorBenchmarkSimulation", props));
    private final String routing = props.string("hotshard.routing", "router");
    private final boolean preflightOn = props.booleanValue("hotshard.preflight", true);
    private final double maxUtilisation = props.doubleValue("hotshard.preflight.maxUtilisation", 0.75, 0.05, 1.0);
    private final LongAdder ended = new LongAdder();
    private final CountDownLatch firstUser = new CountDownLatch(1);
    private volatile Preflight preflight;
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
        double preflightRate = Math.max(1, rate / 2);
        setUp(scenario("generator")
                .exec(session -> {
                    firstUser.countDown();
                    return session;
                })
                .exec(stopLoadGeneratorIf(session -> preflight.line(), session -> refused()))
                .feed(feeder)
                .exec(Requests.capped(session -> generator.cap(), session -> baseUrlFor(session.getString("key")),
                        Requests::keyPath, session -> generator.counts(),
                        session -> "get", get))
                .exec(session -> {
                    count(!session.isFailed());
                    return session;
                })
                .injectOpen(steps(rate, preflightRate)),
                scenario("schedule-probe").exec(session -> {
                    generator.probeArrived();
                    return session;
                }).injectOpen(constantUsersPerSec(1e9 / GeneratorWatch.PROBE_INTERVAL_NANOS)
                        .during(settings.loadDuration().plusSeconds(preflightOn ? PREFLIGHT_SECONDS : 0))))
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

    /** The pre-flight at half the rate (when on), the ramp from there, then the rate. */
    private List<OpenInjectionStep> steps(double rate, double preflightRate) {
        List<OpenInjectionStep> steps = new ArrayList<>();
        if (preflightOn) {
            steps.add(constantUsersPerSec(preflightRate).during(PREFLIGHT_SECONDS));
        }
        steps.add(rampUsersPerSec(preflightOn ? preflightRate : 1).to(rate).during(settings.ramp()));
        steps.add(constantUsersPerSec(rate).during(settings.duration()));
        return steps;
    }

    private boolean refused() {
        Preflight judged = preflight;
        return judged != null && !judged.canHold();
    }

    private void count(boolean ok) {
        ended.increment();
        long now = System.nanoTime();
        if (now >= steadyStartNanos && now < steadyEndNanos) {
            (ok ? steadyCompleted : steadyFailed).increment();
        }
    }

    @Override
    public void before() {
        // Loads the management library now: once sockets have used up the descriptors it could not be opened.
        CpuReading.jvmCpuNanos();
        cluster = EmbeddedCluster.startBlocking(ClusterPlan.configFor(settings.cluster(), settings.seed()),
                Duration.ofSeconds(30));
        generator = GeneratorWatch.start(settings.client());
        WarmUp.Result warm = WarmUp.run(cluster.vertx(), cluster.routerUrl(), settings.warmUpRequests(), 16,
                Duration.ofSeconds(30));
        System.out.printf("hotshard: warm-up %d requests in %d ms%n", warm.requests(), warm.elapsed().toMillis());
        // The steady window skips the ramp and the first seconds at full rate (JIT, pool growth).
        long settleNanos = Duration.ofSeconds(2).toNanos();
        long loadStartNanos = System.nanoTime();
        long preflightNanos = preflightOn ? Duration.ofSeconds(PREFLIGHT_SECONDS).toNanos() : 0;
        steadyStartNanos = loadStartNanos + preflightNanos + settings.ramp().toNanos() + settleNanos;
        steadyEndNanos = loadStartNanos + preflightNanos + settings.ramp().toNanos() + settings.duration().toNanos();
        cpuAtSteadyStartNanos = -1;
        if (preflightOn) {
            Thread judge = new Thread(this::judgePreflight, "hotshard-benchmark-preflight");
            judge.setDaemon(true);
            judge.start();
        }
        Thread sampler = new Thread(this::sampleCpuAtSteadyStart, "hotshard-benchmark-cpu");
        sampler.setDaemon(true);
        sampler.start();
    }

    /**
     * Measures the pre-flight's last seconds, from its first user on (the injector may start a while after
     * {@link #before()}), and judges the rate; a refusal stops the load (see the scenario).
     */
    private void judgePreflight() {
        try {
            if (!firstUser.await(PREFLIGHT_WAIT_SECONDS, TimeUnit.SECONDS)) {
                return;
            }
            long startNanos = System.nanoTime();
            sleepUntil(startNanos + Duration.ofSeconds(PREFLIGHT_SECONDS - PREFLIGHT_MEASURED_SECONDS).toNanos());
            CpuReading start = CpuReading.now(ended.sum());
            sleepUntil(startNanos + Duration.ofSeconds(PREFLIGHT_SECONDS).toNanos());
            Preflight judged = Preflight.judge(start, CpuReading.now(ended.sum()),
                    Runtime.getRuntime().availableProcessors(), settings.ratePerSecond(), maxUtilisation);
            preflight = judged;
            System.out.println("hotshard: " + judged.line());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void sleepUntil(long nanoTime) throws InterruptedException {
        Thread.sleep(Math.max(0, (nanoTime - System.nanoTime()) / 1_000_000));
    }

    private void sampleCpuAtSteadyStart() {
        try {
            Thread.sleep(Math.max(0, (steadyStartNanos - System.nanoTime()) / 1_000_000));
            cpuAtSteadyStartNanos = CpuReading.jvmCpuNanos();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void after() {
        long cpuNanos = CpuReading.jvmCpuNanos() - cpuAtSteadyStartNanos;
        JsonObject load = generator.finish();
        double steadySeconds = (steadyEndNanos - steadyStartNanos) / 1e9;
        cluster.stopBlocking(Duration.ofSeconds(30));
        long done = steadyCompleted.sum() + steadyFailed.sum();
        JsonObject row = new JsonObject().put("routing", routing).put("offeredPerSecond", settings.ratePerSecond())
                .put("steadySeconds", round(steadySeconds))
                .put("completedPerSecond", round(steadyCompleted.sum() / steadySeconds))
                .put("failedPerSecond", round(steadyFailed.sum() / steadySeconds))
                .put("processCpuMicrosPerRequest", done == 0 || cpuAtSteadyStartNanos < 0 ? 0 : round(cpuNanos / 1e3 / done))
                .put("cores", Runtime.getRuntime().availableProcessors())
                .put("maxConnections", load.getInteger("maxConnections"))
                .put("peakInFlight", load.getInteger("peakInFlight")).put("refused", load.getLong("refused"))
                .put("sentFailed", load.getLong("failed")).put("openFilesMax", load.getInteger("openFilesMax"))
                .put("scheduleLagP99Millis", round(load.getJsonObject("scheduleLag").getLong("p99Micros") / 1e3))
                .put("refusedBeforeLoad", refused());
        Preflight judged = preflight;
        if (judged != null) {
            row.put("preflight", new JsonObject().put("windowSeconds", round(judged.windowSeconds()))
                    .put("requests", judged.requests()).put("cpuMicrosPerRequest", round(judged.cpuMicrosPerRequest()))
                    .put("otherCores", round(judged.otherCores())).put("neededCores", round(judged.neededCores()))
                    .put("utilisation", round(judged.utilisation())).put("maxUtilisation", judged.maxUtilisation())
                    .put("holdableRate", Math.round(judged.holdableRate())).put("line", judged.line()));
        }
        String line = row.encode();
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

    private static double round(double value) {
        return Double.isFinite(value) ? Math.round(value * 10) / 10.0 : -1;
    }
}
