package io.hotshard.sim;

import io.hotshard.metrics.LatencyRecorder;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpClientAgent;
import io.vertx.core.http.HttpClientOptions;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.PoolOptions;
import io.vertx.core.http.RequestOptions;
import java.net.URI;
import java.time.Duration;
import java.util.Arrays;

/**
 * A constant-throughput client in the manner of wrk2: request {@code i} is due at {@code i / rate} after the start
 * and is sent then whatever earlier requests are doing, and its latency is measured from that <em>intended</em>
 * send time, so a stall of the target shows in full instead of being omitted (coordinated omission, Tene 2013).
 * Latencies go to a {@link LatencyRecorder} the caller may log; every state change happens on one event loop.
 */
public final class ConstantRateClient {

    /** What was sent and answered; {@code sentAtNanos[i]} is when request i actually left ({@code System.nanoTime}). */
    public record Outcome(int sent, int answered, int failed, long startNanos, long[] sentAtNanos) {

        /** How many requests actually left in {@code [fromNanos, toNanos)}. */
        public long sentBetween(long fromNanos, long toNanos) {
            return Arrays.stream(sentAtNanos, 0, sent).filter(t -> t >= fromNanos && t < toNanos).count();
        }
    }

    private static final long TICK_MILLIS = 1;

    private final Vertx vertx;
    private final HttpClientAgent client;
    private final String host;
    private final int port;
    private final String path;
    private final int ratePerSecond;
    private final int total;
    private final LatencyRecorder latency;
    private final long[] sentAt;
    private final Promise<Outcome> done = Promise.promise();
    private int sent;
    private int answered;
    private int failed;
    private long startNanos;

    /**
     * A client of {@code ratePerSecond} GETs of {@code path} at {@code targetUrl} for {@code duration}, over at most
     * {@code connections} connections (enough for every request that can be outstanding, or the pool's own queue
     * delays sends: that wait is still counted, from the intended time).
     */
    public ConstantRateClient(Vertx vertx, String targetUrl, String path, int ratePerSecond, Duration duration,
                              int connections, LatencyRecorder latency) {
        if (ratePerSecond < 1 || ratePerSecond > 100_000) {
            throw new IllegalArgumentException("ratePerSecond must be in [1, 100000] but was " + ratePerSecond);
        }
        if (duration.isNegative() || duration.isZero() || duration.compareTo(Duration.ofHours(1)) > 0) {
            throw new IllegalArgumentException("duration must be in (0, 1h] but was " + duration);
        }
        if (connections < 1) {
            throw new IllegalArgumentException("connections must be >= 1 but was " + connections);
        }
        this.vertx = vertx;
        this.client = vertx.createHttpClient(new HttpClientOptions().setKeepAlive(true),
                new PoolOptions().setHttp1MaxSize(connections));
        URI uri = URI.create(targetUrl);
        this.host = uri.getHost();
        this.port = uri.getPort();
        this.path = path;
        this.ratePerSecond = ratePerSecond;
        this.total = (int) (ratePerSecond * duration.toNanos() / 1_000_000_000L);
        this.latency = latency;
        this.sentAt = new long[total];
    }

    /** Starts sending; completes when every request was answered or failed, then closes the client. */
    public Future<Outcome> run() {
        vertx.runOnContext(ignored -> {
            startNanos = System.nanoTime();
            vertx.setPeriodic(0, TICK_MILLIS, this::tick);
        });
        return done.future().compose(outcome -> client.close().map(outcome));
    }

    private long intendedNanos(int i) {
        return startNanos + i * 1_000_000_000L / ratePerSecond;
    }

    private void tick(long timerId) {
        long now = System.nanoTime();
        long due = Math.min(total, ratePerSecond * (now - startNanos) / 1_000_000_000L + 1);
        while (sent < due) {
            int i = sent++;
            sentAt[i] = now;
            send(intendedNanos(i));
        }
        if (sent == total) {
            vertx.cancelTimer(timerId);
        }
    }

    private void send(long intendedNanos) {
        client.request(new RequestOptions().setMethod(HttpMethod.GET).setHost(host).setPort(port).setURI(path))
                .compose(request -> request.send().compose(response -> response.body().map(response.statusCode())))
                .onComplete(result -> {
                    latency.recordMicros((System.nanoTime() - intendedNanos) / 1_000);
                    if (result.succeeded() && result.result() < 500) {
                        answered++;
                    } else {
                        failed++;
                    }
                    if (answered + failed == total) {
                        done.complete(new Outcome(sent, answered, failed, startNanos, sentAt.clone()));
                    }
                });
    }
}
