package io.hotshard.bench.fidelity;

import io.hotshard.cluster.ClusterConfig;
import io.hotshard.cluster.EmbeddedCluster;
import io.hotshard.cluster.LoopDelayProbe;
import io.hotshard.metrics.DelayBursts;
import io.hotshard.metrics.GcPauses;
import io.hotshard.metrics.HarnessFigures;
import io.hotshard.metrics.HarnessThresholds;
import io.hotshard.metrics.HarnessVerdict;
import io.hotshard.metrics.LatencyRecorder;
import io.hotshard.metrics.ProcessCpu;
import io.hotshard.shard.ShardConfig;
import io.hotshard.shard.ShardIntervals;
import io.hotshard.shard.ShardServer;
import io.vertx.core.Context;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.VertxOptions;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpClientOptions;
import io.vertx.core.http.PoolOptions;
import java.net.URI;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.HdrHistogram.Histogram;

/**
 * Runs one {@link FidelityPoint} in this JVM: starts the shards (one reached directly, more behind an embedded
 * router), warms up at the point's rate, then loads it for the point's seconds while reading every shard's
 * interval histograms once per batch, and the harness's own figures (send lag, event-loop delay, GC, CPU).
 *
 * <p>The generator runs on a Vert.x instance of its own, whose one event loop it shares with nothing, as an injector
 * in a process of its own would: on the cluster's loops it waited behind router and shard work, and sent the requests
 * due meanwhile together (send-lag bursts 4× larger at four shards, c = 4, ρ 0.8; see docs/fidelity.md).
 */
final class FidelityRun {

    private static final int KEYS = 10_000;
    private static final int QUEUE = 100_000;
    private static final int CONNECTIONS = 512;
    private static final Duration TIMEOUT = Duration.ofMinutes(30);

    private FidelityRun() {
    }

    /**
     * Where points run: shards and router on {@code cluster}, whose event-loop count is {@code eventLoops}, the load
     * from {@code generator}; each point warms for at least its own warm-up and at most {@code maxWarmUpSeconds}
     * ({@link JvmSettling}).
     */
    record Rig(Vertx cluster, int eventLoops, Vertx generator, double maxWarmUpSeconds) implements AutoCloseable {

        /** Starts a cluster instance of {@code eventLoops} loops and a generator instance of one. */
        static Rig start(int eventLoops, boolean nativeTransport, double maxWarmUpSeconds) {
            return new Rig(Vertx.vertx(new VertxOptions().setEventLoopPoolSize(eventLoops)
                    .setPreferNativeTransport(nativeTransport)), eventLoops,
                    Vertx.vertx(new VertxOptions().setEventLoopPoolSize(1).setPreferNativeTransport(nativeTransport)),
                    maxWarmUpSeconds);
        }

        /** Closes both instances; blocks until they are closed. */
        @Override
        public void close() throws Exception {
            await(generator.close());
            await(cluster.close());
        }
    }

    /** Runs {@code point} on {@code rig}; blocks until done. */
    static PointResult run(Rig rig, FidelityPoint point) throws Exception {
        Vertx vertx = rig.cluster();
        Vertx generator = rig.generator();
        int eventLoops = rig.eventLoops();
        ShardConfig template = ShardConfig.defaults("shard-0").withCapacity(point.servers(), QUEUE)
                .withLatency(point.law().latency(point.meanServiceMicros()));
        Map<String, ShardServer> shards = new LinkedHashMap<>();
        EmbeddedCluster cluster = null;
        int port;
        if (point.shards() == 1) {
            ShardServer shard = new ShardServer(vertx, template);
            port = await(shard.start());
            shards.put(shard.id(), shard);
        } else {
            cluster = new EmbeddedCluster(vertx, ClusterConfig.defaults(point.shards()).withShardTemplate(template)
                    .withSeed(point.seed()));
            await(cluster.start());
            port = URI.create(cluster.routerUrl()).getPort();
            for (String id : cluster.config().shardIds()) {
                shards.put(id, cluster.shard(id));
            }
        }
        HttpClient client = generator.httpClientBuilder().with(new HttpClientOptions().setKeepAlive(true))
                .with(new PoolOptions().setHttp1MaxSize(CONNECTIONS)).build();
        LoopDelayProbe probe = await(LoopDelayProbe.start(vertx, eventLoops));
        try {
            Context context = generator.getOrCreateContext();
            double rate = point.totalRatePerSecond();
            JvmSettling.Outcome warmUp = JvmSettling.run(seconds -> await(new FidelityLoad(context, client, port, point.arrivals(),
                    rate, KEYS, 0, point.stampIntended(), point.seed() + 1).run(seconds)), point.warmUpSeconds(),
                    Math.max(point.warmUpSeconds(), rig.maxWarmUpSeconds()), HarnessThresholds.DEFAULTS);
            shards.values().forEach(ShardServer::intervalHistograms);
            // The shards' timer lateness counts from their start: the warm-up's part is taken off at the end.
            Histogram timersBefore = LatencyRecorder.newHistogram();
            shards.values().forEach(s -> timersBefore.add(s.timerLateness()));
            probe.reset();
            Map<String, List<ShardIntervals>> batches = new LinkedHashMap<>();
            shards.keySet().forEach(id -> batches.put(id, new ArrayList<>()));
            long batchMillis = Math.max(1000, Math.round(point.seconds() * 1000 / 30));
            try (GcPauses gc = GcPauses.start()) {
                ProcessCpu cpu = ProcessCpu.start();
                long start = System.nanoTime();
                Future<FidelityLoad.Outcome> load = new FidelityLoad(context, client, port, point.arrivals(), rate, KEYS,
                        point.hogMillis(), point.stampIntended(), point.seed() + 2).run(point.seconds());
                while (!load.isComplete()) {
                    TimeUnit.MILLISECONDS.sleep(batchMillis);
                    shards.forEach((id, shard) -> batches.get(id).add(shard.intervalHistograms()));
                }
                FidelityLoad.Outcome outcome = await(load);
                double elapsed = (System.nanoTime() - start) / 1e9;
                shards.forEach((id, shard) -> batches.get(id).add(shard.intervalHistograms()));
                // Rates over the arrival process's own window: a rate 0.5% low lowers Erlang C's wait 6% at c = 4, ρ 0.9.
                double window = outcome.spanSeconds() > 0 ? outcome.spanSeconds() : elapsed;
                Histogram loop = probe.cumulative();
                List<ShardRow> rows = new ArrayList<>();
                batches.forEach((id, list) -> rows.add(
                        ShardRow.of(id, list, window, point.servers(), point.law())));
                double meanService = rows.stream().mapToDouble(ShardRow::meanServiceMicros).average().orElse(1);
                double busiest = rows.stream().mapToDouble(r -> r.utilisation(point.servers())).max().orElse(0);
                HarnessFigures figures = new HarnessFigures(outcome.sendLag().getValueAtPercentile(99),
                        outcome.sendLag().getMaxValue(), loop.getValueAtPercentile(99), loop.getMaxValue(),
                        gc.count(), gc.totalMillis(), gc.maxMillis(), cpu.share(), cpu.machineLoad(), elapsed,
                        outcome.sendLag().getMean(), loop.getMean(),
                        DelayBursts.meanBeyondMicros(outcome.sendLag(), meanService),
                        DelayBursts.meanBeyondMicros(loop, meanService));
                Histogram timers = LatencyRecorder.newHistogram();
                shards.values().forEach(s -> timers.add(s.timerLateness()));
                timers.subtract(timersBefore);
                return new PointResult(point, rows, figures,
                        HarnessVerdict.of(figures, HarnessThresholds.DEFAULTS, meanService, busiest),
                        outcome.sent() / window, outcome.failed(), outcome.response().getValueAtPercentile(99),
                        timers.getValueAtPercentile(99), warmUp);
            }
        } finally {
            probe.close();
            await(client.close());
            if (cluster != null) {
                await(cluster.stop());
            } else {
                for (ShardServer shard : shards.values()) {
                    await(shard.stop());
                }
            }
        }
    }

    private static <T> T await(Future<T> future) throws Exception {
        return future.toCompletionStage().toCompletableFuture().get(TIMEOUT.toSeconds(), TimeUnit.SECONDS);
    }
}
