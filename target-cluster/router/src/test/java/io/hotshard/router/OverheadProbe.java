package io.hotshard.router;

import io.hotshard.metrics.LatencyRecorder;
import io.hotshard.metrics.Percentiles;
import io.hotshard.testkit.TestHttp;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.IntFunction;
import org.HdrHistogram.Histogram;

/**
 * Open-loop latency probe: request i is due at {@code i / rate} seconds whatever the answers do. Latency is
 * recorded twice: from the actual send (the server's and proxy's own time) and from the intended send (which
 * adds any lateness of the sender, avoiding coordinated omission). All state lives on one event loop.
 */
final class OverheadProbe {

    /** What one or more runs saw; latencies in microseconds. */
    record Result(int sent, Map<Integer, Integer> statuses, int failures, Histogram fromSend,
                  Histogram fromIntended) {

        /** An empty result to merge runs into. */
        static Result empty() {
            return new Result(0, Map.of(), 0, LatencyRecorder.newHistogram(), LatencyRecorder.newHistogram());
        }

        /** This result and {@code other} together. */
        Result plus(Result other) {
            Map<Integer, Integer> merged = new TreeMap<>(statuses);
            other.statuses.forEach((status, count) -> merged.merge(status, count, Integer::sum));
            Histogram send = fromSend.copy();
            send.add(other.fromSend);
            Histogram intended = fromIntended.copy();
            intended.add(other.fromIntended);
            return new Result(sent + other.sent, merged, failures + other.failures, send, intended);
        }

        Percentiles sendPercentiles() {
            return Percentiles.of(fromSend);
        }

        Percentiles intendedPercentiles() {
            return Percentiles.of(fromIntended);
        }
    }

    private static final long TICK_MILLIS = 1;

    private final Vertx vertx;
    private final TestHttp http;
    private final int port;
    private final IntFunction<String> path;
    private final int ratePerSecond;
    private final int total;
    private final Histogram fromSend = LatencyRecorder.newHistogram();
    private final Histogram fromIntended = LatencyRecorder.newHistogram();
    private final Map<Integer, Integer> statuses = new TreeMap<>();
    private final Promise<Result> done = Promise.promise();
    private int sent;
    private int answered;
    private int failures;
    private long startNanos;

    OverheadProbe(Vertx vertx, TestHttp http, int port, IntFunction<String> path, int ratePerSecond, double seconds) {
        this.vertx = vertx;
        this.http = http;
        this.port = port;
        this.path = path;
        this.ratePerSecond = ratePerSecond;
        this.total = (int) Math.round(ratePerSecond * seconds);
    }

    /** Runs the probe; completes once every request has been answered or has failed. */
    Future<Result> run() {
        vertx.runOnContext(ignored -> {
            startNanos = System.nanoTime();
            vertx.setPeriodic(0, TICK_MILLIS, this::tick);
        });
        return done.future();
    }

    private void tick(long timerId) {
        long due = Math.min(total, ratePerSecond * (System.nanoTime() - startNanos) / 1_000_000_000L);
        while (sent < due) {
            send(sent++);
        }
        if (sent == total) {
            vertx.cancelTimer(timerId);
        }
    }

    private void send(int index) {
        long intendedNanos = startNanos + index * 1_000_000_000L / ratePerSecond;
        long sendNanos = System.nanoTime();
        http.get(port, path.apply(index)).onComplete(result -> {
            long now = System.nanoTime();
            fromSend.recordValue(Math.max(1, (now - sendNanos) / 1_000));
            fromIntended.recordValue(Math.max(1, (now - intendedNanos) / 1_000));
            if (result.succeeded()) {
                statuses.merge(result.result().status(), 1, Integer::sum);
            } else {
                failures++;
            }
            if (++answered == total) {
                done.complete(new Result(sent, Map.copyOf(statuses), failures, fromSend, fromIntended));
            }
        });
    }
}
