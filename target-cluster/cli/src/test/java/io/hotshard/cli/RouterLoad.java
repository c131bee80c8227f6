package io.hotshard.cli;

import io.vertx.core.Context;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpClientOptions;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.PoolOptions;
import io.vertx.core.http.RequestOptions;
import java.util.ArrayList;
import java.util.List;

/**
 * Open-loop load on a router: {@code count} PUTs of keys {@code key-0, key-1, ...} scheduled at a constant rate
 * and sent when due whatever earlier requests are doing, so a stalled shard cannot slow the offered load (the
 * constant-throughput schedule of wrk2; times are kept relative to the schedule's origin).
 */
final class RouterLoad {

    /** Header in which the router names the shard that served or failed a request. */
    static final String SHARD_HEADER = "X-Hotshard-Shard";
    private static final long TICK_MILLIS = 5;
    private static final long CLIENT_IDLE_TIMEOUT_MILLIS = 10_000;

    /**
     * One request and its answer; status 0 when no answer came.
     *
     * @param sentNanos nanoseconds from the schedule's origin to the actual send
     */
    record Outcome(int index, String key, long sentNanos, long latencyMicros, int status, String shard, String failure) {

        boolean succeeded() {
            return status >= 200 && status < 300;
        }

        /** Nanoseconds from the schedule's origin to the answer. */
        long answeredNanos() {
            return sentNanos + latencyMicros * 1_000;
        }
    }

    private final Vertx vertx;
    private final HttpClient client;
    private final int port;
    private final int count;
    private final long intervalNanos;
    private final long originNanos;
    private final List<Outcome> outcomes = new ArrayList<>();
    private final Promise<List<Outcome>> done = Promise.promise();
    private int next;
    private long timerId;

    private RouterLoad(Vertx vertx, int port, int ratePerSecond, int count, long originNanos) {
        this.vertx = vertx;
        this.client = vertx.createHttpClient(new HttpClientOptions(), new PoolOptions().setHttp1MaxSize(256));
        this.port = port;
        this.count = count;
        this.intervalNanos = 1_000_000_000L / ratePerSecond;
        this.originNanos = originNanos;
    }

    /** Schedules the run, the first request due at {@code originNanos} ({@link System#nanoTime()}). */
    static Future<List<Outcome>> run(Vertx vertx, int port, int ratePerSecond, int count, long originNanos) {
        RouterLoad load = new RouterLoad(vertx, port, ratePerSecond, count, originNanos);
        Context context = vertx.getOrCreateContext();
        context.runOnContext(ignored -> load.timerId = vertx.setPeriodic(TICK_MILLIS, tick -> load.sendDue()));
        return load.done.future();
    }

    private void sendDue() {
        long now = System.nanoTime();
        while (next < count && originNanos + next * intervalNanos <= now) {
            send(next++, now);
        }
        if (next == count) {
            vertx.cancelTimer(timerId);
        }
    }

    private void send(int index, long sentNanos) {
        String key = "key-" + index;
        RequestOptions request = new RequestOptions().setMethod(HttpMethod.PUT).setHost("127.0.0.1").setPort(port)
                .setURI("/kv/" + key).setIdleTimeout(CLIENT_IDLE_TIMEOUT_MILLIS);
        client.request(request)
                .compose(req -> req.send(Buffer.buffer("v" + index)))
                .compose(resp -> resp.body().map(body -> new Outcome(index, key, sentNanos - originNanos,
                        micros(sentNanos), resp.statusCode(), resp.getHeader(SHARD_HEADER), null)))
                .otherwise(failure -> new Outcome(index, key, sentNanos - originNanos, micros(sentNanos), 0, null,
                        String.valueOf(failure)))
                .onSuccess(this::record);
    }

    private void record(Outcome outcome) {
        outcomes.add(outcome);
        if (outcomes.size() == count) {
            client.close();
            done.complete(List.copyOf(outcomes));
        }
    }

    private static long micros(long sentNanos) {
        return (System.nanoTime() - sentNanos) / 1_000;
    }
}
