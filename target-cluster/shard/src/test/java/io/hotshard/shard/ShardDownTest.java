package io.hotshard.shard;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.testkit.TestHttp;
import io.vertx.core.Future;
import io.vertx.core.http.HttpMethod;
import io.vertx.junit5.Timeout;
import io.vertx.junit5.VertxExtension;
import io.vertx.junit5.VertxTestContext;
import java.net.ConnectException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

@ExtendWith(VertxExtension.class)
@Timeout(value = 20, timeUnit = TimeUnit.SECONDS)
final class ShardDownTest extends OneShardTest {

    ShardDownTest() {
        super(500);
    }

    @Test
    void down_refusesConnectionsAndUpRestoresSamePort(VertxTestContext test) {
        List<Throwable> refusals = new CopyOnWriteArrayList<>();
        List<Integer> ports = new CopyOnWriteArrayList<>();
        shard.down()
                .compose(d -> fixture.connect().andThen(attempt -> refusals.add(attempt.cause())).otherwiseEmpty())
                .compose(refused -> shard.up())
                .compose(again -> {
                    ports.add(again);
                    return http.get(port, "/health");
                })
                .onComplete(test.succeeding(health -> test.verify(() -> {
                    assertThat(refusals).singleElement().isInstanceOf(ConnectException.class);
                    assertThat(ports).containsExactly(port);
                    assertThat(health.status()).isEqualTo(200);
                    test.completeNow();
                })));
    }

    @Test
    void down_fiveCyclesInARow_eachRefusesAndRecovers(VertxTestContext test) {
        List<Throwable> refusals = new CopyOnWriteArrayList<>();
        List<TestHttp.Answer> answers = new CopyOnWriteArrayList<>();
        Future<?> cycles = Future.succeededFuture();
        for (int i = 0; i < 5; i++) {
            cycles = cycles.compose(previous -> shard.down())
                    .compose(d -> fixture.connect().andThen(attempt -> refusals.add(attempt.cause())).otherwiseEmpty())
                    .compose(refused -> shard.up())
                    .compose(again -> fixture.get("/kv/k", answers));
        }
        cycles.onComplete(test.succeeding(done -> test.verify(() -> {
            assertThat(refusals).hasSize(5).allSatisfy(cause -> assertThat(cause).isInstanceOf(ConnectException.class));
            assertThat(answers).extracting(TestHttp.Answer::status).containsOnly(404).hasSize(5);
            test.completeNow();
        })));
    }

    @Test
    void stall_negativeDuration_failsNamingValue(VertxTestContext test) {
        shard.stall(Duration.ofMillis(-5)).onComplete(test.failing(failure -> test.verify(() -> {
            assertThat(failure).hasMessage("stall millis must be >= 0 but was -5");
            test.completeNow();
        })));
    }

    @Test
    void adminDown_overHttp_refusesThenComesBack(VertxTestContext test) {
        List<TestHttp.Answer> answers = new CopyOnWriteArrayList<>();
        List<Throwable> refusals = new CopyOnWriteArrayList<>();
        fixture.step(HttpMethod.POST, "/admin/down", "{\"millis\":800}", answers)
                .compose(accepted -> fixture.delay(100))
                .compose(v -> fixture.connect().andThen(attempt -> refusals.add(attempt.cause())).otherwiseEmpty())
                .compose(refused -> fixture.pollHealth(40))
                .onComplete(test.succeeding(health -> test.verify(() -> {
                    assertThat(answers.get(0).status()).isEqualTo(202);
                    assertThat(refusals).singleElement().isInstanceOf(ConnectException.class);
                    assertThat(health.status()).isEqualTo(200);
                    test.completeNow();
                })));
    }

    @Test
    void stall_requestWaitsUntilStallEndsThenServiceRecovers(VertxTestContext test) {
        List<TestHttp.Answer> answers = new CopyOnWriteArrayList<>();
        long[] waitedMillis = new long[1];
        shard.stall(Duration.ofMillis(300))
                .compose(s -> fixture.get("/health", answers))
                .compose(health -> {
                    long start = System.nanoTime();
                    return fixture.get("/kv/x", answers)
                            .andThen(done -> waitedMillis[0] = (System.nanoTime() - start) / 1_000_000);
                })
                .compose(stalled -> fixture.get("/kv/y", answers))
                .compose(after -> shard.snapshot())
                .onComplete(test.succeeding(snapshot -> test.verify(() -> {
                    assertThat(answers.get(0).status()).isEqualTo(200);
                    assertThat(answers.get(0).json().getBoolean("stalled")).isTrue();
                    assertThat(answers.get(1).status()).isEqualTo(404);
                    assertThat(waitedMillis[0]).as("ms waited during the stall").isGreaterThanOrEqualTo(200L);
                    assertThat(answers.get(2).status()).isEqualTo(404);
                    assertThat(snapshot.stalled()).isFalse();
                    test.completeNow();
                })));
    }
}
