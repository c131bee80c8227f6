package io.hotshard.simulations;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.cluster.ClusterConfig;
import io.hotshard.cluster.EmbeddedCluster;
import io.hotshard.recording.RunRecorder;
import io.hotshard.recording.RunResult;
import io.hotshard.recording.RunSettings;
import io.hotshard.report.ReportOptions;
import io.hotshard.report.ReportWriter;
import io.hotshard.report.analysis.FanOutPrediction;
import io.hotshard.report.analysis.FanOutRow;
import io.hotshard.ring.HashAlgorithm;
import io.hotshard.ring.PartitionerKind;
import io.hotshard.router.core.DownOn;
import io.hotshard.shard.LatencyText;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpClientOptions;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.PoolOptions;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Fidelity of the fan-out model: ten shards with lognormal service time, scatter/gather through the router;
 * the measured query p99 must be near the prediction from the shards' own distributions, P(max <= t) =
 * prod F_i(t). Generous bounds: the figures go in the notes, the test guards against a broken pipeline.
 */
final class FanOutFidelityTest {

    private static final int QUERIES_PER_TICK = 10;
    private static final int TICKS = 80;
    private static final int WARM_UP_TICKS = 40;

    @Test
    void fanOut_tenLognormalShards_measuredP99NearPrediction(@TempDir Path runs) throws Exception {
        ClusterConfig config = ClusterPlan.configFor(new ClusterShape(10, PartitionerKind.RING, HashAlgorithm.SHA256, 100,
                LatencyText.parse("lognormal:p50=2ms,p99=20ms"), 8, 256, false, DownOn.REFUSED, Duration.ofSeconds(2), 2, 1), 42);
        EmbeddedCluster cluster = EmbeddedCluster.startBlocking(config, Duration.ofSeconds(60));
        RunResult result;
        try {
            // The first seconds of a fresh JVM are JIT compilation, not the model: warm up before recording.
            sendFanOuts(cluster, WARM_UP_TICKS);
            RunRecorder recorder = cluster.record(RunSettings.of(runs.resolve("fanout"), "FanOutFidelityTest", 42));
            int answered = sendFanOuts(cluster, TICKS);
            assertThat(answered).isEqualTo(QUERIES_PER_TICK * TICKS);
            result = recorder.finish();
        } finally {
            cluster.stopBlocking(Duration.ofSeconds(30));
        }

        FanOutPrediction prediction = ReportWriter.analyze(result.directory(), ReportOptions.defaults()).fanOut()
                .orElseThrow();
        FanOutRow p99 = prediction.rows().stream().filter(r -> r.percentile() == 99.0).findFirst().orElseThrow();
        double ratio = p99.measuredMicros() / p99.predictedMicros();
        System.out.printf(Locale.ROOT, "fan-out fidelity: 10 shards, measured p99 %.0f us, predicted %.0f us,"
                + " single shard p99 %.0f us, ratio %.3f%n", p99.measuredMicros(), p99.predictedMicros(),
                p99.singleShardMicros(), ratio);
        assertThat(result.reconciliation().matches()).isTrue();
        assertThat(prediction.shardCount()).isEqualTo(10);
        assertThat(ratio).isBetween(0.5, 2.0);
        assertThat(p99.measuredMicros()).isGreaterThan(p99.singleShardMicros());
    }

    /** Open loop: every 100 ms a batch of queries, sent from the event loop, bounded in count and time. */
    private static int sendFanOuts(EmbeddedCluster cluster, int tickCount) throws InterruptedException {
        URI router = URI.create(cluster.routerUrl());
        HttpClient client = cluster.vertx().createHttpClient(new HttpClientOptions().setKeepAlive(true),
                new PoolOptions().setHttp1MaxSize(64));
        CountDownLatch done = new CountDownLatch(QUERIES_PER_TICK * tickCount);
        AtomicInteger ticks = new AtomicInteger();
        AtomicInteger ok = new AtomicInteger();
        cluster.vertx().setPeriodic(100, timer -> {
            int tick = ticks.incrementAndGet();
            if (tick >= tickCount) {
                cluster.vertx().cancelTimer(timer);
            }
            for (int i = 0; i < QUERIES_PER_TICK; i++) {
                client.request(HttpMethod.GET, router.getPort(), router.getHost(), "/fanout?q=key" + (tick * 31 + i))
                        .compose(request -> request.send().compose(response -> response.body()
                                .map(body -> response.statusCode())))
                        .onSuccess(status -> {
                            if (status == 200) {
                                ok.incrementAndGet();
                            }
                        })
                        .onComplete(any -> done.countDown());
            }
        });
        assertThat(done.await(60, TimeUnit.SECONDS)).as("every query answered in time").isTrue();
        client.close();
        return ok.get();
    }
}
