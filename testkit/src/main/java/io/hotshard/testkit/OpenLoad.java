package io.hotshard.testkit;

import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.RequestOptions;
import java.net.URI;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.IntFunction;
import java.util.function.LongConsumer;

/**
 * Bounded open-loop load for tests, in the manner of wrk2: request i is due at i / rate after the start and is sent
 * then whatever the answers do, so a saturated or stalled server sees the offered rate rather than the rate it can
 * absorb (unlike a closed loop), and a latency, when asked for, counts from that intended time (no coordinated
 * omission, Tene 2013). A periodic tick sends every request that has fallen due; all state, the caller's request
 * function included, lives on the tick's event loop, so a seeded request mix is reproducible.
 */
public final class OpenLoad {

    /** One request: method, path, body (null for none) and port on the target's host (0: the target's own). */
    public record Request(HttpMethod method, String path, String body, int port) {

        /** {@code method path} with {@code body} to the load's target. */
        public Request(HttpMethod method, String path, String body) {
            this(method, path, body, 0);
        }

        /** {@code GET path}. */
        public static Request get(String path) {
            return new Request(HttpMethod.GET, path, null);
        }

        /** {@code GET path} to {@code port} on the target's host instead of the target's port. */
        public static Request get(int port, String path) {
            return new Request(HttpMethod.GET, path, null, port);
        }
    }

    /**
     * What the client saw: answers by status, requests without an answer, and when each request actually left
     * ({@code sentAtNanos[i]}, {@code System.nanoTime}) after the load started at {@code startNanos}.
     */
    public record Outcome(int sent, Map<Integer, Integer> statuses, int failures, long startNanos,
                          long[] sentAtNanos) {

        /** How many requests actually left in {@code [fromNanos, toNanos)}. */
        public long sentBetween(long fromNanos, long toNanos) {
            return Arrays.stream(sentAtNanos, 0, sent).filter(t -> t >= fromNanos && t < toNanos).count();
        }
    }

    /**
     * One request's fate: when it was due and when it left and ended ({@code System.nanoTime}), and its answer, or
     * null and why it failed.
     */
    public record Answered(int index, long intendedNanos, long sentNanos, long endedNanos, TestHttp.Answer answer,
                           String failure) {
    }

    private static final long TICK_MILLIS = 1;
    /** A request silent this long fails, so a lost answer cannot hold a load open. */
    private static final long DEFAULT_TIMEOUT_MILLIS = 10_000;

    private final Vertx vertx;
    private final TestHttp http;
    private final URI target;
    private final int ratePerSecond;
    private final int total;
    private final IntFunction<Request> requests;
    private final Map<Integer, Integer> statuses = new HashMap<>();
    private final Promise<Double> sendingDone = Promise.promise();
    private final Promise<Outcome> allAnswered = Promise.promise();
    private final long[] sentAtNanos;
    private LongConsumer latencyMicros = micros -> { };
    private Consumer<Answered> each = answered -> { };
    private long originNanos = -1;
    private long timeoutMillis = DEFAULT_TIMEOUT_MILLIS;
    private int sent;
    private int answered;
    private int failures;
    private long startNanos;

    /**
     * {@code ratePerSecond} requests per second for {@code seconds} to {@code baseUrl} through {@code http}, request
     * i being {@code requests.apply(i)}; at least one request, however short the load.
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
        this.target = URI.create(baseUrl);
        this.ratePerSecond = ratePerSecond;
        this.total = (int) Math.max(1, Math.round(ratePerSecond * seconds));
        this.requests = requests;
        this.sentAtNanos = new long[total];
    }

    /**
     * Gives each request's latency, from its intended send time to its answer or failure, in microseconds, to
     * {@code latencyMicros} (on the load's event loop); call before {@link #start()}.
     */
    public OpenLoad timingFromIntended(LongConsumer latencyMicros) {
        this.latencyMicros = latencyMicros;
        return this;
    }

    /** Gives every request's {@link Answered} to {@code each} (on the load's event loop); call before {@link #start()}. */
    public OpenLoad onEach(Consumer<Answered> each) {
        this.each = each;
        return this;
    }

    /**
     * Puts request 0's due time at {@code originNanos} ({@code System.nanoTime}, now or later) instead of the moment
     * {@link #start()} runs, so the caller can time other events against the same origin; call before it.
     */
    public OpenLoad startingAt(long originNanos) {
        this.originNanos = originNanos;
        return this;
    }

    /**
     * Fails a request that cannot connect, or whose answer stops arriving, after {@code timeoutMillis} instead of
     * 10 s; call before {@link #start()}.
     */
    public OpenLoad timeoutMillis(long timeoutMillis) {
        if (timeoutMillis < 1) {
            throw new IllegalArgumentException("timeoutMillis must be >= 1 but was " + timeoutMillis);
        }
        this.timeoutMillis = timeoutMillis;
        return this;
    }

    /** Starts sending; the future completes with the seconds spent sending once the last request is out. */
    public Future<Double> start() {
        vertx.runOnContext(ignored -> {
            startNanos = originNanos >= 0 ? originNanos : System.nanoTime();
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
        long now = System.nanoTime();
        long elapsedNanos = now - startNanos;
        // Request i is due at i / rate: by now every request up to floor(rate x elapsed) is.
        long due = Math.min(total, Math.floorDiv(ratePerSecond * elapsedNanos, 1_000_000_000L) + 1);
        while (sent < due) {
            int i = sent++;
            sentAtNanos[i] = now;
            send(i, requests.apply(i), startNanos + i * 1_000_000_000L / ratePerSecond, now);
        }
        if (sent == total) {
            vertx.cancelTimer(timerId);
            sendingDone.complete(elapsedNanos / 1e9);
        }
    }

    private void send(int index, Request request, long intendedNanos, long sentNanos) {
        RequestOptions options = new RequestOptions().setMethod(request.method()).setHost(target.getHost())
                .setPort(request.port() > 0 ? request.port() : target.getPort()).setURI(request.path())
                .setConnectTimeout(timeoutMillis).setIdleTimeout(timeoutMillis);
        http.send(options, request.body()).onComplete(result -> {
            long ended = System.nanoTime();
            latencyMicros.accept((ended - intendedNanos) / 1_000);
            each.accept(new Answered(index, intendedNanos, sentNanos, ended, result.result(),
                    result.failed() ? String.valueOf(result.cause()) : null));
            if (result.succeeded()) {
                statuses.merge(result.result().status(), 1, Integer::sum);
            } else {
                failures++;
            }
            if (++answered == total) {
                allAnswered.complete(new Outcome(sent, Map.copyOf(statuses), failures, startNanos, sentAtNanos.clone()));
            }
        });
    }
}
