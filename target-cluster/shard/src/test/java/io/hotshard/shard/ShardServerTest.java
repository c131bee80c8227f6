package io.hotshard.shard;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.testkit.TestHttp;
import io.vertx.core.Future;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import io.vertx.junit5.Timeout;
import io.vertx.junit5.VertxExtension;
import io.vertx.junit5.VertxTestContext;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(VertxExtension.class)
@Timeout(value = 20, timeUnit = TimeUnit.SECONDS)
final class ShardServerTest extends OneShardTest {

    ShardServerTest() {
        super(500);
    }

    @Test
    void kv_putGetDeleteSequence_followsStoreSemantics(VertxTestContext test) {
        List<TestHttp.Answer> answers = new CopyOnWriteArrayList<>();
        fixture.step(HttpMethod.PUT, "/kv/alpha", "v1", answers)
                .compose(a -> fixture.step(HttpMethod.PUT, "/kv/alpha", "v2", answers))
                .compose(a -> fixture.step(HttpMethod.GET, "/kv/alpha", null, answers))
                .compose(a -> fixture.step(HttpMethod.DELETE, "/kv/alpha", null, answers))
                .compose(a -> fixture.step(HttpMethod.GET, "/kv/alpha", null, answers))
                .compose(a -> fixture.step(HttpMethod.DELETE, "/kv/alpha", null, answers))
                .onComplete(test.succeeding(last -> test.verify(() -> {
                    assertThat(answers).extracting(TestHttp.Answer::status)
                            .containsExactly(201, 200, 200, 200, 404, 404);
                    assertThat(answers.get(2).body()).isEqualTo("v2");
                    test.completeNow();
                })));
    }

    @Test
    void scan_prefixQuery_countsAndListsMatchingKeys(VertxTestContext test) {
        Future.all(List.of(fixture.put("user:1"), fixture.put("user:2"), fixture.put("user:3"), fixture.put("order:1")))
                .compose(all -> http.get(port, "/scan?q=user:&limit=2"))
                .onComplete(test.succeeding(answer -> test.verify(() -> {
                    assertThat(answer.status()).isEqualTo(200);
                    assertThat(answer.json()).isEqualTo(new JsonObject().put("shardId", "s0").put("totalKeys", 4)
                            .put("matched", 3).put("keys", new JsonArray(List.of("user:1", "user:2"))));
                    test.completeNow();
                })));
    }

    @Test
    void scan_repeatedPrefixes_oneRequestAddingTheirMatchesUpToTheLimit(VertxTestContext test) {
        Future.all(List.of(fixture.put("user:1"), fixture.put("user:2"), fixture.put("order:1"), fixture.put("order:2"),
                        fixture.put("item:1")))
                .compose(all -> http.get(port, "/scan?q=order:&q=user:&limit=3"))
                .compose(answer -> shard.snapshot().map(snapshot -> Map.entry(answer, snapshot)))
                .onComplete(test.succeeding(both -> test.verify(() -> {
                    TestHttp.Answer answer = both.getKey();
                    assertThat(answer.status()).isEqualTo(200);
                    assertThat(answer.json()).isEqualTo(new JsonObject().put("shardId", "s0").put("totalKeys", 5)
                            .put("matched", 4).put("keys", new JsonArray(List.of("order:1", "order:2", "user:1"))));
                    assertThat(both.getValue().saturation().arrivals()).as("5 puts and one scan")
                            .isEqualTo(6);
                    test.completeNow();
                })));
    }

    @Test
    void scan_badLimit_400NamingValue(VertxTestContext test) {
        http.get(port, "/scan?limit=-3").onComplete(test.succeeding(answer -> test.verify(() -> {
            assertThat(answer.status()).isEqualTo(400);
            assertThat(answer.body()).contains("limit must be an integer in [0, 10000] but was -3");
            test.completeNow();
        })));
    }

    @Test
    void postConfig_negativeConcurrency_400NamingFieldAndStateUnchanged(VertxTestContext test) {
        JsonObject before = ShardConfig.defaults("s0").withLatency(new FixedLatency(500)).withPort(port).toJson();
        List<TestHttp.Answer> answers = new CopyOnWriteArrayList<>();
        fixture.step(HttpMethod.POST, "/admin/config", "{\"errorRate\":0.5,\"concurrency\":-1}", answers)
                .compose(rejected -> fixture.step(HttpMethod.GET, "/admin/config", null, answers))
                .onComplete(test.succeeding(current -> test.verify(() -> {
                    assertThat(answers.get(0).status()).isEqualTo(400);
                    assertThat(answers.get(0).json().getString("error"))
                            .isEqualTo("concurrency must be >= 1 but was -1");
                    assertThat(current.json()).isEqualTo(before);
                    test.completeNow();
                })));
    }

    @Test
    void postConfig_unknownField_400NamingIt(VertxTestContext test) {
        http.send(HttpMethod.POST, port, "/admin/config", "{\"latencyMillis\":5}")
                .onComplete(test.succeeding(answer -> test.verify(() -> {
                    assertThat(answer.status()).isEqualTo(400);
                    assertThat(answer.json().getString("error")).startsWith("unknown field latencyMillis");
                    test.completeNow();
                })));
    }

    @Test
    void postConfig_validChange_appliesAtOnce(VertxTestContext test) {
        String patch = new JsonObject().put("concurrency", 2)
                .put("latency", new LogNormalLatency(300, 900).toJson()).encode();
        List<TestHttp.Answer> answers = new CopyOnWriteArrayList<>();
        fixture.step(HttpMethod.POST, "/admin/config", patch, answers)
                .compose(applied -> fixture.step(HttpMethod.GET, "/metrics", null, answers))
                .onComplete(test.succeeding(metrics -> test.verify(() -> {
                    assertThat(answers.get(0).status()).isEqualTo(200);
                    assertThat(answers.get(0).json().getJsonObject("latency").getString("model"))
                            .isEqualTo("lognormal");
                    assertThat(metrics.json().getInteger("concurrency")).isEqualTo(2);
                    test.completeNow();
                })));
    }

    @Test
    void errorRateOne_everyServedRequest_answers500AndIsCounted(VertxTestContext test) {
        List<TestHttp.Answer> answers = new CopyOnWriteArrayList<>();
        shard.reconfigure(new JsonObject().put("errorRate", 1.0))
                .compose(c -> Future.all(fixture.get("/kv/a", answers), fixture.get("/kv/b", answers),
                        fixture.get("/kv/c", answers)))
                .compose(all -> shard.snapshot())
                .onComplete(test.succeeding(snapshot -> test.verify(() -> {
                    assertThat(answers).extracting(TestHttp.Answer::status).containsExactly(500, 500, 500);
                    assertThat(snapshot.saturation().errors()).isEqualTo(3);
                    assertThat(snapshot.saturation().completions()).isEqualTo(3);
                    test.completeNow();
                })));
    }

    @Test
    void queueFull_concurrentRequests_shedWith503(VertxTestContext test) {
        List<TestHttp.Answer> answers = new CopyOnWriteArrayList<>();
        shard.reconfigure(new JsonObject().put("concurrency", 1).put("queueCapacity", 1)
                        .put("latency", new FixedLatency(200_000).toJson()))
                .compose(c -> Future.join(List.of(fixture.get("/kv/a", answers), fixture.get("/kv/b", answers),
                        fixture.get("/kv/c", answers), fixture.get("/kv/d", answers))))
                .compose(all -> shard.snapshot())
                .onComplete(test.succeeding(snapshot -> test.verify(() -> {
                    assertThat(answers).extracting(TestHttp.Answer::status)
                            .containsExactlyInAnyOrder(404, 404, 503, 503);
                    assertThat(snapshot.saturation().rejections()).isEqualTo(2);
                    assertThat(snapshot.saturation().maxQueueDepth()).isEqualTo(1);
                    test.completeNow();
                })));
    }

    @Test
    void start_secondTime_failsNamingShard(VertxTestContext test) {
        shard.start().onComplete(test.failing(failure -> test.verify(() -> {
            assertThat(failure).isInstanceOf(IllegalStateException.class).hasMessageContaining("shard s0 was already");
            test.completeNow();
        })));
    }

    @Test
    void metrics_afterRequests_reportJsonPrometheusAndIntervals(VertxTestContext test) {
        List<TestHttp.Answer> answers = new CopyOnWriteArrayList<>();
        Future.all(List.of(fixture.put("m1"), fixture.put("m2"), http.get(port, "/kv/m1")))
                .compose(all -> fixture.get("/metrics", answers))
                .compose(json -> fixture.get("/metrics/prometheus", answers))
                .onComplete(test.succeeding(prometheus -> test.verify(() -> {
                    JsonObject metrics = answers.get(0).json();
                    assertThat(metrics.getString("shardId")).isEqualTo("s0");
                    assertThat(metrics.getLong("arrivals")).isEqualTo(3);
                    assertThat(metrics.getLong("completions")).isEqualTo(3);
                    assertThat(metrics.getInteger("inFlight")).isZero();
                    assertThat(metrics.getDouble("utilisationCumulative")).isBetween(0.0, 1.0);
                    assertThat(metrics.getJsonObject("totalMicros").getLong("count")).isEqualTo(3);
                    // A fixed 500 µs service never ends early; how late it ends depends on the machine's load,
                    // so the upper bound only catches a unit error (ms for µs), not lateness.
                    assertThat(metrics.getJsonObject("serviceMicros").getLong("p50"))
                            .as("service µs of a fixed 500 µs law").isBetween(495L, 50_000L);
                    assertThat(metrics.fieldNames()).contains("rejections", "errors", "queueDepth", "maxQueueDepth",
                            "utilisationWindow", "queueWaitMicros", "busySlotMicros");
                    assertThat(prometheus.body()).contains("hotshard_shard_arrivals_total{shard=\"s0\"} 3.0",
                            "hotshard_shard_queue_depth{shard=\"s0\"} 0.0",
                            "hotshard_shard_total_time_seconds_count{shard=\"s0\"} 3",
                            "hotshard_shard_total_time_seconds_bucket{shard=\"s0\",le=",
                            "hotshard_shard_utilisation{shard=\"s0\"}",
                            "hotshard_shard_lateness_seconds_count{shard=\"s0\"} 3",
                            "hotshard_shard_arrival_delay_seconds_count{shard=\"s0\"} 3");
                    ShardIntervals intervals = shard.intervalHistograms();
                    assertThat(intervals.total().getTotalCount()).isEqualTo(3);
                    assertThat(intervals.lateness().getTotalCount()).isEqualTo(3);
                    assertThat(intervals.loopDelay().getTotalCount()).isEqualTo(3);
                    assertThat(intervals.arrivalGaps().getTotalCount()).isEqualTo(2);
                    assertThat(shard.intervalHistograms().total().getTotalCount()).isZero();
                    test.completeNow();
                })));
    }
}
