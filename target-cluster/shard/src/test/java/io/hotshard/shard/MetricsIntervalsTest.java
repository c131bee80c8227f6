package io.hotshard.shard;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.testkit.TestHttp;
import io.hotshard.testkit.WatchedVertx;
import io.vertx.core.Future;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.json.JsonObject;
import io.vertx.junit5.Timeout;
import io.vertx.junit5.VertxExtension;
import io.vertx.junit5.VertxTestContext;
import java.nio.ByteBuffer;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.zip.DataFormatException;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(VertxExtension.class)
@Timeout(value = 20, timeUnit = TimeUnit.SECONDS)
final class MetricsIntervalsTest {

    private WatchedVertx watched;
    private TestHttp http;
    private ShardServer shard;
    private int port;

    @BeforeEach
    void startShard(VertxTestContext test) {
        watched = ShardWarmUp.watched();
        http = new TestHttp(watched.vertx(), 8);
        shard = new ShardServer(watched.vertx(), ShardConfig.defaults("s0").withLatency(new FixedLatency(200)));
        shard.start().onComplete(test.succeeding(bound -> {
            port = bound;
            test.completeNow();
        }));
    }

    @AfterEach
    void stopShard() throws Exception {
        shard.stop().toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
        assertThat(watched.close()).as("blocked-thread warnings").isEmpty();
    }

    @Test
    void intervals_overHttpThenInJvm_eachSampleHoldsOnlyTheRequestsSinceThePreviousOne(VertxTestContext test) {
        requests(3).compose(done -> http.get(port, "/metrics/intervals"))
                .compose(first -> http.get(port, "/metrics/intervals").map(second -> List.of(first, second)))
                .compose(answers -> requests(2).compose(done -> shard.sampleInterval()).map(inJvm -> {
                    test.verify(() -> {
                        JsonObject first = answers.get(0).json();
                        assertThat(first.getJsonObject("snapshot").getLong("completions")).isEqualTo(3);
                        assertThat(decoded(first, "total").getTotalCount()).isEqualTo(3);
                        assertThat(decoded(first, "service").getTotalCount()).isEqualTo(3);
                        assertThat(decoded(first, "queueWait").getTotalCount()).isEqualTo(3);
                        JsonObject intervals = first.getJsonObject("intervals");
                        assertThat(intervals.getLong("endMillis")).isGreaterThanOrEqualTo(
                                intervals.getLong("startMillis"));
                        assertThat(decoded(answers.get(1).json(), "total").getTotalCount()).isZero();
                        assertThat(inJvm.snapshot().saturation().completions()).isEqualTo(5);
                        assertThat(inJvm.intervals().total().getTotalCount()).isEqualTo(2);
                        assertThat(inJvm.toJson().getJsonObject("snapshot").getLong("completions")).isEqualTo(5);
                    });
                    return inJvm;
                })).onComplete(test.succeedingThenComplete());
    }

    @Test
    void histograms_idleShardSampledAndScraped_allocateNothingUntilARequest(VertxTestContext test) {
        http.get(port, "/metrics/intervals").compose(intervals -> http.get(port, "/metrics"))
                .compose(snapshot -> http.get(port, "/metrics/prometheus")).compose(scraped -> {
                    test.verify(() -> assertThat(shard.metrics().allocatedRecorders()).isZero());
                    return requests(1);
                }).onComplete(test.succeeding(done -> {
                    test.verify(() -> assertThat(shard.metrics().allocatedRecorders()).isPositive());
                    test.completeNow();
                }));
    }

    private Future<Void> requests(int count) {
        Future<TestHttp.Answer> chain = Future.succeededFuture();
        for (int i = 0; i < count; i++) {
            chain = chain.compose(previous -> http.send(HttpMethod.PUT, port, "/kv/k", "v"));
        }
        return chain.mapEmpty();
    }

    private static Histogram decoded(JsonObject sample, String field) {
        byte[] bytes = Base64.getDecoder().decode(sample.getJsonObject("intervals").getString(field));
        try {
            return Histogram.decodeFromCompressedByteBuffer(ByteBuffer.wrap(bytes), 0);
        } catch (DataFormatException e) {
            throw new AssertionError(e);
        }
    }
}
