package io.hotshard.shard;

import io.hotshard.testkit.TestHttp;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import java.util.Map;
import java.util.TreeMap;

/**
 * Open-loop load: request i is sent at its scheduled time i / rate whatever the answers do, so a saturated
 * server sees the offered rate rather than the rate it can absorb (unlike a closed loop). A periodic tick sends
 * every request that has fallen due; all state lives on the tick's event loop.
 */
final class OpenLoopLoad {

    /** What the client saw: answers by status, and transport failures. */
    record Outcome(int sent, Map<Integer, Integer> statuses, int failures) {
    }

    private static final long TICK_MILLIS = 5;

    private final Vertx vertx;
    private final TestHttp http;
    private final int port;
    private final int ratePerSecond;
    private final int total;
    private final Promise<Double> sendingDone = Promise.promise();
    private final Promise<Outcome> allAnswered = Promise.promise();
    private final Map<Integer, Integer> statuses = new TreeMap<>();
    private int sent;
    private int answered;
    private int failures;
    private long startNanos;

    OpenLoopLoad(Vertx vertx, TestHttp http, int port, int ratePerSecond, double seconds) {
        this.vertx = vertx;
        this.http = http;
        this.port = port;
        this.ratePerSecond = ratePerSecond;
        this.total = (int) Math.round(ratePerSecond * seconds);
    }

    /** Starts sending; the future completes with the seconds spent sending once the last request is out. */
    Future<Double> start() {
        vertx.runOnContext(ignored -> {
            startNanos = System.nanoTime();
            vertx.setPeriodic(0, TICK_MILLIS, this::tick);
        });
        return sendingDone.future();
    }

    /** Completes once every request has been answered or has failed. */
    Future<Outcome> answered() {
        return allAnswered.future();
    }

    private void tick(long timerId) {
        long elapsedNanos = System.nanoTime() - startNanos;
        long due = Math.min(total, ratePerSecond * elapsedNanos / 1_000_000_000L);
        while (sent < due) {
            send(sent++);
        }
        if (sent == total) {
            vertx.cancelTimer(timerId);
            sendingDone.complete(elapsedNanos / 1e9);
        }
    }

    private void send(int index) {
        http.get(port, "/kv/k" + index).onComplete(result -> {
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
