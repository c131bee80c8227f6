package io.hotshard.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import io.vertx.core.Vertx;
import io.vertx.core.http.HttpServer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

final class OpenLoadTest {

    private Vertx vertx;
    private TestHttp http;

    @BeforeEach
    void start() {
        vertx = Vertx.vertx();
        http = new TestHttp(vertx, 16);
    }

    @AfterEach
    void stop() {
        Await.result(vertx.close());
    }

    @Test
    void run_requestNamingAPort_goesToThatPortInsteadOfTheTarget() {
        int target = listen(200);
        int other = listen(204);

        OpenLoad.Outcome outcome = Await.result(new OpenLoad(vertx, http, "http://127.0.0.1:" + target, 100, 0.2,
                i -> i % 2 == 0 ? OpenLoad.Request.get("/a") : OpenLoad.Request.get(other, "/b")).run());

        assertThat(outcome.statuses()).isEqualTo(Map.of(200, 10, 204, 10));
    }

    @Test
    void run_silentServerAndShortTimeout_failsEveryRequestAfterTheTimeout() {
        HttpServer silent = Await.result(vertx.createHttpServer().requestHandler(request -> { }).listen(0));
        List<Long> latencies = new ArrayList<>();

        OpenLoad.Outcome outcome = Await.result(new OpenLoad(vertx, http, "http://127.0.0.1:" + silent.actualPort(),
                50, 0.1, i -> OpenLoad.Request.get("/")).timeoutMillis(300)
                .timingFromIntended(micros -> latencies.add(micros)).run());

        assertThat(outcome.failures()).isEqualTo(5);
        assertThat(latencies).hasSize(5).allSatisfy(micros -> assertThat(micros).isBetween(300_000L, 9_000_000L));
    }

    @Test
    void run_loadShorterThanOneGap_sendsOneRequest() {
        int target = listen(200);

        OpenLoad.Outcome outcome = Await.result(new OpenLoad(vertx, http, "http://127.0.0.1:" + target, 1, 0.25,
                i -> OpenLoad.Request.get("/")).run());

        assertThat(outcome.sent()).isEqualTo(1);
        assertThat(outcome.statuses()).isEqualTo(Map.of(200, 1));
    }

    private int listen(int status) {
        return Await.result(vertx.createHttpServer().requestHandler(request -> request.response().setStatusCode(status)
                .end()).listen(0)).actualPort();
    }
}
