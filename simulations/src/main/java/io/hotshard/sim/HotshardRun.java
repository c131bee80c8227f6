package io.hotshard.sim;

import io.hotshard.cluster.ClusterConfig;
import io.hotshard.cluster.EmbeddedCluster;
import io.hotshard.cluster.sample.HttpMetricSources;
import io.hotshard.cluster.warm.WarmUp;
import io.hotshard.recording.ClientSideTarget;
import io.hotshard.recording.RunDirectory;
import io.hotshard.recording.RunRecorder;
import io.hotshard.recording.RunResult;
import io.hotshard.recording.RunSettings;
import io.hotshard.report.ReportOptions;
import io.hotshard.report.ReportWriter;
import io.hotshard.runformat.EventKind;
import io.hotshard.runformat.RunFiles;
import io.hotshard.shard.LatencyText;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.UnaryOperator;

/**
 * One recorded run: starts the embedded cluster (or attaches to an external target), records it, and at the
 * end writes the run directory and the capacity-planning report. Blocking; call it from Gatling's
 * {@code before()} and {@code after()} hooks, never from an event loop.
 */
public final class HotshardRun implements LoadTarget {

    private static final Duration START_TIMEOUT = Duration.ofSeconds(60);
    /** A slowed shard with a full queue (e.g. 256 requests at 120 ms over 4 slots) needs seconds to drain. */
    private static final Duration DRAIN_TIMEOUT = Duration.ofSeconds(30);

    private static final int WARM_UP_CONCURRENCY = 16;
    private static final Duration WARM_UP_DEADLINE = Duration.ofSeconds(30);
    private static final Duration MIGRATION_POLL = Duration.ofSeconds(1);

    private final SimulationSettings settings;
    private final EmbeddedCluster cluster;
    private final RouterTargets routers;
    private final Vertx externalVertx;
    private final HttpMetricSources externalSources;
    private final RunRecorder recorder;
    private final Map<String, String> spareUrls;
    private final MitigationRun mitigation;
    private final GeneratorWatch generator;
    private final HarnessWatch harness;
    private final MigrationWatch migrations;
    private final ClientSideTarget clientSide;
    private final ClientLatencyLog clientLog;
    private volatile JsonObject migration;
    private final InterruptHook interrupt;
    private volatile UnaryOperator<JsonObject> generatorMerge = UnaryOperator.identity();

    private HotshardRun(SimulationSettings settings, EmbeddedCluster cluster, Vertx externalVertx,
                        HttpMetricSources externalSources, RunRecorder recorder, Map<String, String> spareUrls,
                        MitigationRun mitigation, ClientSideTarget clientSide) {
        this.settings = settings;
        this.cluster = cluster;
        this.routers = cluster != null ? new RouterTargets(cluster.routerUrls()) : settings.targets();
        this.externalVertx = externalVertx;
        this.externalSources = externalSources;
        this.recorder = recorder;
        this.spareUrls = spareUrls;
        this.mitigation = mitigation;
        this.generator = GeneratorWatch.start(settings.client());
        // The service time the cluster runs with, after the simulation's customize(), not the property's alone.
        this.harness = HarnessWatch.start(cluster == null ? null : cluster.vertx(),
                (cluster == null ? settings.cluster().latency() : cluster.config().shardTemplate().latency())
                        .expectedMicros());
        if (settings.mitigation().active()) {
            recorder.recordEvent(EventKind.MITIGATION_CHANGED, "router", mitigation.applied());
        }
        this.clientSide = clientSide;
        if (clientSide == null) {
            routers.urls().forEach(url -> System.out.println("hotshard: live dashboard at " + url + "/dashboard"));
            this.migrations = MigrationWatch.start(targetUrl(), recorder.directory(),
                    recorder.startedAt().toEpochMilli(), recorder, MIGRATION_POLL);
            this.clientLog = null;
        } else {
            System.out.println("hotshard: " + clientSide.statement());
            this.migrations = null;
            this.clientLog = ClientLatencyLog.start(generator.counts().latency(), recorder.directory(),
                    recorder.startedAt().toEpochMilli());
        }
        this.interrupt = InterruptHook.install("hotshard-run-interrupted",
                () -> InterruptedHttpRun.record(recorder, generator, clientLog));
    }

    /** Starts the cluster (unless a target is given), the spare shards chaos will add, and the recorder. */
    public static HotshardRun start(SimulationSettings settings, UnaryOperator<ClusterConfig> customize) {
        TargetKind kind = TargetKind.from(SimProperties.fromSystem());
        if (settings.embedded() && kind == TargetKind.HTTP) {
            throw new IllegalArgumentException(TargetKind.PROPERTY + "=http describes an external target but no "
                    + "hotshard.target was given; the embedded cluster is a hotshard one");
        }
        try {
            Path directory = settings.runDirectory() != null ? settings.runDirectory()
                    : RunDirectory.create(settings.runsRoot(), settings.simulation());
            RunSettings runSettings = RunSettings.of(directory.toAbsolutePath(), settings.simulation(),
                    settings.seed()).withParameters(settings.parameters()).withDrainTimeout(DRAIN_TIMEOUT)
                    .withShutdownHook(false);
            return settings.embedded() ? startEmbedded(settings, customize, runSettings)
                    : startExternal(settings, runSettings, kind);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static HotshardRun startEmbedded(SimulationSettings settings, UnaryOperator<ClusterConfig> customize,
                                             RunSettings runSettings) throws IOException {
        ClusterConfig config = customize.apply(ClusterPlan.configFor(settings.cluster(), settings.seed()));
        EmbeddedCluster cluster = EmbeddedCluster.startBlocking(config, settings.store().choice(),
                settings.cluster().routers(), START_TIMEOUT);
        try {
            Map<String, String> spares = new LinkedHashMap<>();
            for (String id : settings.chaos().addedShards()) {
                String url = cluster.startSpare(ClusterPlan.spareConfig(config, id)).toCompletionStage()
                        .toCompletableFuture().get(START_TIMEOUT.toSeconds(), java.util.concurrent.TimeUnit.SECONDS);
                spares.put(id, url);
            }
            warmUp(settings, cluster);
            preload(settings, cluster.vertx(), cluster.routerUrl());
            MitigationPlan plan = settings.mitigation();
            String dedicatedUrl = null;
            if (plan.splitShard() != null && !cluster.shardUrls().containsKey(plan.splitShard())) {
                io.hotshard.shard.ShardConfig dedicated = ClusterPlan.spareConfig(config, plan.splitShard());
                if (plan.splitConcurrency() > 0) {
                    dedicated = dedicated.withCapacity(plan.splitConcurrency(), dedicated.queueCapacity());
                }
                dedicatedUrl = cluster.startSpare(dedicated)
                        .toCompletionStage().toCompletableFuture()
                        .get(START_TIMEOUT.toSeconds(), java.util.concurrent.TimeUnit.SECONDS);
                spares.put(plan.splitShard(), dedicatedUrl);
            }
            MitigationRun mitigation = MitigationRun.apply(plan, cluster.routerUrl(), dedicatedUrl);
            mitigation.baseline();
            return new HotshardRun(settings, cluster, null, null, cluster.record(runSettings), spares, mitigation,
                    null);
        } catch (IOException | RuntimeException e) {
            cluster.stopBlocking(START_TIMEOUT);
            throw e;
        } catch (java.util.concurrent.ExecutionException | java.util.concurrent.TimeoutException e) {
            cluster.stopBlocking(START_TIMEOUT);
            throw new IllegalStateException("starting the spare shards failed: " + e, e);
        } catch (InterruptedException e) {
            cluster.stopBlocking(START_TIMEOUT);
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while starting the spare shards", e);
        }
    }

    private static void warmUp(SimulationSettings settings, EmbeddedCluster cluster) {
        if (settings.warmUpRequests() == 0) {
            return;
        }
        for (String router : cluster.routerUrls()) {
            warmUp(settings, cluster, router);
        }
    }

    private static void warmUp(SimulationSettings settings, EmbeddedCluster cluster, String router) {
        WarmUp.Result warm = WarmUp.run(cluster.vertx(), router, settings.warmUpRequests(),
                WARM_UP_CONCURRENCY, WARM_UP_DEADLINE);
        System.out.printf(java.util.Locale.ROOT, "hotshard: warm-up of the cluster: %d requests (%d failed) in %.1f s,"
                + " %.0f req/s, the JIT compiling for %.1f s and GC pausing %d ms of it; recording starts now%n",
                warm.requests(), warm.failed(), warm.elapsed().toMillis() / 1e3, warm.ratePerSecond(),
                warm.jitMillis() / 1e3, warm.gcPauseMillis());
    }

    private static void preload(SimulationSettings settings, Vertx vertx, String targetUrl) {
        PreloadPlan plan = settings.preload();
        if (plan.keys() == 0) {
            return;
        }
        Preload.Result stored = Preload.run(vertx, targetUrl, plan.format(), plan.keys(), WARM_UP_CONCURRENCY,
                plan.timeout());
        if (!stored.complete()) {
            throw new IllegalStateException("hotshard.preload stored " + stored.stored() + " of " + stored.keys()
                    + " keys in " + stored.elapsed().toMillis() + " ms (hotshard.preloadTimeout " + plan.timeout()
                    .toSeconds() + "s); the run would read missing keys");
        }
        System.out.printf(Locale.ROOT, "hotshard: preloaded %d keys (%s .. %s) in %.1f s%n", stored.keys(),
                plan.format().format(0), plan.format().format(plan.keys() - 1), stored.elapsed().toMillis() / 1e3);
    }

    private static HotshardRun startExternal(SimulationSettings settings, RunSettings runSettings, TargetKind kind)
            throws IOException {
        Optional<ClientSideTarget> clientSide = kind.clientSide(settings.targets().first(), AdminAuth.token());
        if (clientSide.isPresent()) {
            return startClientSide(settings, runSettings, clientSide.get());
        }
        Vertx vertx = Vertx.vertx();
        try {
            preload(settings, vertx, settings.targets().first());
        } catch (RuntimeException e) {
            vertx.close();
            throw e;
        }
        HttpMetricSources sources = new HttpMetricSources(vertx, settings.targets().urls(), settings.shardUrls(),
                AdminAuth.token());
        MitigationRun mitigation = MitigationRun.apply(settings.mitigation(), settings.targets().first(), null);
        mitigation.baseline();
        return new HotshardRun(settings, null, vertx, sources, RunRecorder.start(runSettings, sources),
                Map.copyOf(settings.shardUrls()), mitigation, null);
    }

    /**
     * A target without hotshard's admin API: recorded from the client side only. Chaos and mitigations act through
     * that API, so a plan that needs them is refused before any request is sent.
     */
    private static HotshardRun startClientSide(SimulationSettings settings, RunSettings runSettings,
                                               ClientSideTarget target) throws IOException {
        if (!settings.chaos().isEmpty() || settings.mitigation().active()) {
            throw new IllegalArgumentException(target.url() + " " + target.reason() + ": hotshard.chaos and "
                    + "hotshard.mitigation act through that API, so this run cannot use them (set "
                    + TargetKind.PROPERTY + "=hotshard if it is a hotshard router)");
        }
        if (!settings.shardUrls().isEmpty()) {
            System.out.println("hotshard: hotshard.shardUrls is not read: without the router's counts the shards' "
                    + "cannot be reconciled");
        }
        Vertx vertx = Vertx.vertx();
        try {
            preload(settings, vertx, settings.targets().first());
        } finally {
            vertx.close();
        }
        return new HotshardRun(settings, null, null, null, RunRecorder.startClientSide(runSettings, target), Map.of(),
                null, target);
    }

    /** The (first) router (or external target): admin calls and chaos go there. */
    @Override
    public String targetUrl() {
        return routers().first();
    }

    /** Every router requests go to: the embedded cluster's, or the external target's. */
    @Override
    public RouterTargets routers() {
        return routers;
    }

    /** The URL of shard {@code id}, spares included; fails naming the known ids. */
    public String shardUrl(String id) {
        String url = spareUrls.get(id);
        if (url == null && cluster != null) {
            url = cluster.shardUrls().get(id);
        }
        if (url == null) {
            throw new IllegalArgumentException("unknown shard '" + id + "'; known: "
                    + (cluster != null ? cluster.shardUrls().keySet() + " and spares " + spareUrls.keySet()
                    : spareUrls.keySet() + " (give external shards with -Dhotshard.shardUrls)"));
        }
        return url;
    }

    /** The load generator's cap, counts and schedule probe; its sent requests must equal the router's. */
    @Override
    public GeneratorWatch generator() {
        return generator;
    }

    /** The URLs of the shards the run started with (embedded or given), by id. */
    public Map<String, String> shardUrls() {
        return cluster != null ? Map.copyOf(cluster.shardUrls()) : Map.copyOf(settings.shardUrls());
    }

    /**
     * Sets what turns this JVM's {@code generator} section into the run's at the finish, e.g. the sums over several
     * injectors; it may add sections of its own through {@link #section}.
     */
    public void onGeneratorFinish(UnaryOperator<JsonObject> merge) {
        this.generatorMerge = merge;
    }

    /** Sets an optional top-level section of {@code run.json}. */
    public void section(String name, JsonObject value) {
        recorder.section(name, value);
    }

    /** Adds an event to the run's timeline. */
    public void recordEvent(String kind, String target, JsonObject detail) {
        recorder.recordEvent(kind, target, detail);
    }

    /** The last migration the router ran during the run (its {@code GET /admin/migrations} JSON), once finished. */
    public Optional<JsonObject> migration() {
        return Optional.ofNullable(migration).map(JsonObject::copy);
    }

    /** When recording started (epoch ms): second 0 of the run's CSV files. */
    public long startedAtMillis() {
        return recorder.startedAt().toEpochMilli();
    }

    /** The run directory, where a simulation may add files of its own before {@link #finish}. */
    public Path directory() {
        return recorder.directory();
    }

    public SimulationSettings settings() {
        return settings;
    }

    /**
     * Stops recording, stops the cluster, writes the report and prints where everything is; answers the
     * recorder's result so a simulation can assert that the counts reconcile.
     */
    public RunResult finish(PrintStream out) {
        if (!interrupt.claim()) {
            throw new IllegalStateException("the run in " + recorder.directory() + " was interrupted");
        }
        try {
            return finishClaimed(out);
        } finally {
            interrupt.release();
        }
    }

    private RunResult finishClaimed(PrintStream out) {
        JsonObject load = generator.finish();
        recorder.section("generator", generatorMerge.apply(load.copy()));
        if (clientLog != null) {
            try {
                clientLog.close();
            } catch (IOException e) {
                out.println("hotshard: the client latency log could not be closed: " + e.getMessage());
            }
        }
        JsonObject estimate = harness.finish(generator.scheduleLag(), recorder.busiestUtilisation());
        recorder.section("harness", estimate);
        out.println(GeneratorWatch.line(load));
        recordMitigation(out);
        recordMigration(out);
        GatlingResults.report(settings.simulation(), recorder.startedAt()).ifPresent(report ->
                recorder.section("gatling", new JsonObject().put("report", report.toString())));
        RunResult result;
        try {
            result = recorder.finish();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        } finally {
            stopTarget();
        }
        JsonObject cost = checkModels(result, estimate, out);
        List<String> harnessLines = ModelVerdict.consoleLines(cost);
        harnessLines.forEach(line -> out.println("hotshard: " + line));
        List<Path> written = new ArrayList<>();
        try {
            written.addAll(ReportWriter.write(result.directory(), ReportOptions.defaults()));
        } catch (IOException | RuntimeException e) {
            out.println("hotshard: the report could not be written: " + e.getMessage());
        }
        out.println();
        out.println("hotshard run " + result.status() + ": " + result.directory());
        harnessLines.forEach(line -> out.println("  " + line));
        out.println(result.clientSideOnly() ? "  " + clientSide.statement()
                : "  reconciliation: " + result.reconciliation().toJson().encode());
        written.forEach(path -> out.println("  report: " + path));
        return result;
    }

    /** The harness section with the shards' model check, written into run.json; the estimate alone if it fails. */
    private static JsonObject checkModels(RunResult result, JsonObject estimate, PrintStream out) {
        if (result.clientSideOnly()) {
            return estimate;
        }
        try {
            return ModelVerdict.apply(result.directory(), estimate);
        } catch (IOException | RuntimeException e) {
            out.println("hotshard: the shards' model check could not be made: " + e.getMessage());
            return estimate;
        }
    }

    private void recordMitigation(PrintStream out) {
        if (clientSide != null) {
            return;
        }
        try {
            if (settings.mitigation().active()) {
                recorder.section("mitigation", mitigation.section());
            }
            Files.writeString(recorder.directory().resolve(RunFiles.HOT_KEYS), mitigation.hotKeys().encodePrettily());
        } catch (IOException | RuntimeException e) {
            out.println("hotshard: the router's mitigation figures could not be read: " + e.getMessage());
        }
    }

    private void recordMigration(PrintStream out) {
        if (migrations == null) {
            return;
        }
        try {
            migration = migrations.finish();
            if (migration != null) {
                recorder.section("migration", migration);
            } else if (settings.chaos().migrates()) {
                out.println("hotshard: the router reported no migration; failed polls: " + migrations.failures());
            }
        } catch (RuntimeException e) {
            out.println("hotshard: the router's migration could not be read: " + e.getMessage());
        }
    }

    private void stopTarget() {
        if (cluster != null) {
            cluster.stopBlocking(START_TIMEOUT);
        } else if (externalSources != null) {
            externalSources.close().toCompletionStage().toCompletableFuture().join();
            externalVertx.close().toCompletionStage().toCompletableFuture().join();
        }
    }
}
