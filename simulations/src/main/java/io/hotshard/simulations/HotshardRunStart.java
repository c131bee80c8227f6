package io.hotshard.simulations;

import io.hotshard.cluster.ClusterConfig;
import io.hotshard.cluster.EmbeddedCluster;
import io.hotshard.cluster.sample.HttpMetricSources;
import io.hotshard.cluster.warm.WarmUp;
import io.hotshard.recording.ClientSideTarget;
import io.hotshard.recording.RunRecorder;
import io.hotshard.recording.RunSettings;
import io.hotshard.shard.ShardConfig;
import io.hotshard.storeload.PreloadPlan;
import io.vertx.core.Vertx;
import java.io.IOException;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.UnaryOperator;

/**
 * How a {@link HotshardRun} starts: the embedded cluster with its spares, warm-up, preload and mitigation; an external
 * hotshard target with its metric sources; or a target recorded from the client side only.
 */
final class HotshardRunStart {

    private static final int WARM_UP_CONCURRENCY = 16;
    private static final Duration WARM_UP_DEADLINE = Duration.ofSeconds(30);

    private HotshardRunStart() {
    }

    /** Starts the embedded cluster and its spares, warms it up, preloads it and applies the mitigation plan. */
    static HotshardRun embedded(SimulationSettings settings, UnaryOperator<ClusterConfig> customize,
                                 RunSettings runSettings) throws IOException {
        ClusterConfig config = customize.apply(ClusterPlan.configFor(settings.cluster(), settings.seed()));
        EmbeddedCluster cluster = EmbeddedCluster.startBlocking(config, settings.store().choice(),
                settings.cluster().routers(), HotshardRun.START_TIMEOUT);
        try {
            Map<String, String> spares = new LinkedHashMap<>();
            for (String id : settings.chaos().addedShards()) {
                String url = cluster.startSpare(ClusterPlan.spareConfig(config, id)).toCompletionStage()
                        .toCompletableFuture().get(HotshardRun.START_TIMEOUT.toSeconds(), TimeUnit.SECONDS);
                spares.put(id, url);
            }
            warmUp(settings, cluster);
            preload(settings, cluster.vertx(), cluster.routerUrl());
            MitigationPlan plan = settings.mitigation();
            String dedicatedUrl = null;
            if (plan.splitShard() != null && !cluster.shardUrls().containsKey(plan.splitShard())) {
                ShardConfig dedicated = ClusterPlan.spareConfig(config, plan.splitShard());
                if (plan.splitConcurrency() > 0) {
                    dedicated = dedicated.withCapacity(plan.splitConcurrency(), dedicated.queueCapacity());
                }
                dedicatedUrl = cluster.startSpare(dedicated)
                        .toCompletionStage().toCompletableFuture()
                        .get(HotshardRun.START_TIMEOUT.toSeconds(), TimeUnit.SECONDS);
                spares.put(plan.splitShard(), dedicatedUrl);
            }
            MitigationRun mitigation = MitigationRun.apply(plan, cluster.routerUrl(), dedicatedUrl);
            mitigation.baseline();
            return new HotshardRun(settings, cluster, null, null, cluster.record(runSettings), spares, mitigation,
                    null);
        } catch (IOException | RuntimeException e) {
            cluster.stopBlocking(HotshardRun.START_TIMEOUT);
            throw e;
        } catch (ExecutionException | TimeoutException e) {
            cluster.stopBlocking(HotshardRun.START_TIMEOUT);
            throw new IllegalStateException("starting the spare shards failed: " + e, e);
        } catch (InterruptedException e) {
            cluster.stopBlocking(HotshardRun.START_TIMEOUT);
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
        System.out.printf(Locale.ROOT, "hotshard: warm-up of the cluster: %d requests (%d failed) in %.1f s,"
                + " %.0f req/s, the JIT compiling for %.1f s and GC pausing %d ms of it; recording starts now%n",
                warm.requests(), warm.failed(), warm.elapsed().toMillis() / 1e3, warm.ratePerSecond(),
                warm.jitMillis() / 1e3, warm.gcPauseMillis());
    }

    private static void preload(SimulationSettings settings, Vertx vertx, String targetUrl) {
        PreloadPlan plan = settings.preload();
        if (plan.keys() == 0) {
            return;
        }
        RouterPreload.Result stored = RouterPreload.run(vertx, targetUrl, plan.format(), plan.keys(), WARM_UP_CONCURRENCY,
                plan.timeout());
        if (!stored.complete()) {
            throw new IllegalStateException("hotshard.preload stored " + stored.stored() + " of " + stored.keys()
                    + " keys in " + stored.elapsed().toMillis() + " ms (hotshard.preloadTimeout " + plan.timeout()
                    .toSeconds() + "s); the run would read missing keys");
        }
        System.out.printf(Locale.ROOT, "hotshard: preloaded %d keys (%s .. %s) in %.1f s%n", stored.keys(),
                plan.format().format(0), plan.format().format(plan.keys() - 1), stored.elapsed().toMillis() / 1e3);
    }

    /** Attaches to the target given: a hotshard router read through its admin API, or any service client-side. */
    static HotshardRun external(SimulationSettings settings, RunSettings runSettings, TargetKind kind)
            throws IOException {
        Optional<ClientSideTarget> clientSide = kind.clientSide(settings.targets().first(), AdminAuth.token());
        if (clientSide.isPresent()) {
            return clientSide(settings, runSettings, clientSide.get());
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
    private static HotshardRun clientSide(SimulationSettings settings, RunSettings runSettings,
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
}
