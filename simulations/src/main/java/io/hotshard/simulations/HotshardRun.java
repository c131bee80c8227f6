package io.hotshard.simulations;

import io.hotshard.cluster.ClusterConfig;
import io.hotshard.cluster.EmbeddedCluster;
import io.hotshard.cluster.sample.HttpMetricSources;
import io.hotshard.recording.ClientSideTarget;
import io.hotshard.recording.RunDirectories;
import io.hotshard.recording.RunRecorder;
import io.hotshard.recording.RunResult;
import io.hotshard.recording.RunSettings;
import io.hotshard.runformat.EventKind;
import io.hotshard.runformat.RunFiles;
import io.hotshard.storeload.ClientLatencyLog;
import io.hotshard.storeload.InterruptHook;
import io.hotshard.storeload.SimProperties;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
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

    /** How long the cluster, a spare shard, or the cluster's stop may take. */
    static final Duration START_TIMEOUT = Duration.ofSeconds(60);
    /** A slowed shard with a full queue (e.g. 256 requests at 120 ms over 4 slots) needs seconds to drain. */
    private static final Duration DRAIN_TIMEOUT = Duration.ofSeconds(30);
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

    /** A started run; {@code cluster} null for an external target, {@code clientSide} null unless it is one. */
    HotshardRun(SimulationSettings settings, EmbeddedCluster cluster, Vertx externalVertx,
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
                    : RunDirectories.create(settings.runsRoot(), settings.simulation());
            RunSettings runSettings = RunSettings.of(directory.toAbsolutePath(), settings.simulation(),
                    settings.seed()).withParameters(settings.parameters()).withDrainTimeout(DRAIN_TIMEOUT)
                    .withShutdownHook(false);
            return settings.embedded() ? HotshardRunStart.embedded(settings, customize, runSettings)
                    : HotshardRunStart.external(settings, runSettings, kind);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
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
        HotshardRunReport.write(result, estimate, clientSide, out);
        return result;
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
