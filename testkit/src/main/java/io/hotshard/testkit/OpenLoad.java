package io.hotshard.testkit;

import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpMethod;
import java.util.HashMap;
import java.util.Map;
import java.util.function.IntFunction;

/**
 * Bounded open-loop load for tests: request i is sent at its scheduled time i / rate whatever the answers do, so a
 * saturated server sees the offered rate rather than the rate it can absorb (unlike a closed loop). A periodic
 * tick sends every request that has fallen due; all state, the caller's request function included, lives on the
 * tick's event loop, so a seeded request mix is reproducible.
 */
public final class OpenLoad {

    /** One request: method, path and body (null for none). */
    public record Request(HttpMethod method, String path, String body) {

        /** {@code GET path}. */
        public static Request get(String path) {
            return new Request(HttpMethod.GET, path, null);
        }
    }

    /** What the client saw: answers by status, and requests without an answer. */
    public record Outcome(int sent, Map<Integer, Integer> statuses, int failures) {
    }

    private static final long TICK_MILLIS = 1;

    private final Vertx vertx;
    private final TestHttp http;
    private final String baseUrl;
    private final int ratePerSecond;
    private final int total;
    private final IntFunction<Request> requests;
    private final Map<Integer, Integer> statuses = new HashMap<>();
    private final Promise<Double> sendingDone = Promise.promise();
    private final Promise<Outcome> allAnswered = Promise.promise();
    private int sent;
    private int answered;
    private int failures;
    private long startNanos;

    /**
     * {@code ratePerSecond} requests per second for {@code seconds} to {@code baseUrl} through {@code http}, request
     * i being {@code requests.apply(i)}.
     */
    public OpenLoad(Vertx vertx, TestHttp http, String baseUrl, int ratePerSecond, double seconds,
                    IntFunction<Request> requests) {
        if (ratePerSecond < 1) {
            throw new IllegalArgumentException("ratePerSecond must be >= 1 but was " + ratePerSecond);
        }
        if (!(seconds > 0)) {
            throw new IllegalArgumentException("seconds must be > 0 but was " + seconds);
        }
        this.vertx = vertx;
        this.http = http;
        this.baseUrl = baseUrl;
        this.ratePerSecond = ratePerSecond;
        this.total = (int) Math.round(ratePerSecond * seconds);
        this.requests = requests;
    }

    /** Starts sending; the future completes with the seconds spent sending once the last request is out. */
    public Future<Double> start() {
        vertx.runOnContext(ignored -> {
            startNanos = System.nanoTime();
            vertx.setPeriodic(0, TICK_MILLIS, this::tick);
        });
        return sendingDone.future();
    }

    /** Completes once every request has been answered or has failed. */
    public Future<Outcome> answered() {
        return allAnswered.future();
    }

    /** Starts sending and completes once every request has been answered or has failed. */
    public Future<Outcome> run() {
        start();
        return answered();
    }

    private void tick(long timerId) {
        long elapsedNanos = System.nanoTime() - startNanos;
        long due = Math.min(total, ratePerSecond * elapsedNanos / 1_000_000_000L);
        while (sent < due) {
            send(requests.apply(sent++));
        }
        if (sent == total) {
            vertx.cancelTimer(timerId);
            sendingDone.complete(elapsedNanos / 1e9);
        }
    }

    private void send(Request request) {
        http.send(request.method(), baseUrl, request.path(), request.body()).onComplete(result -> {
            if (result.succeeded()) {
                statuses.merge(result.result().status(), 1, Integer::sum);
            } else {
                failures++;
            }
            if (++answered == total) {
                allAnswered.complete(new Outcome(sent, Map.copyOf(statuses), failures));
            }
        });
    }
}
