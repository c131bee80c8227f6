package io.hotshard.bench.latency;

import io.vertx.core.Context;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.RequestOptions;
import java.util.SplittableRandom;
import java.util.function.IntFunction;
import org.HdrHistogram.Histogram;

/**
 * One open-loop segment at a constant rate: request i is due at {@code i / rate} seconds whatever the answers do,
 * and its latency counts from that intended time, so a slow answer cannot hold back the next requests
 * (no coordinated omission). Keys are drawn from a seeded generator, so two segments with the same seed send the
 * same keys. Every callback runs on the one context the segment is started on.
 *
 * <p>Not the tests' shared generator ({@code testkit}'s {@code OpenLoad}): this one runs in the benchmark jar that
 * {@code scripts/bench-router} starts, against peers (nginx, HAProxy) on ports of their own, and records into
 * HdrHistograms both from the intended and from the actual send time, checking each answer's serving shard.
 */
final class OpenLoopSegment {

    /** Where a key is sent, and which shard a 2xx answer must name in its header (null: not checked). */
    record Destination(int port, String expectedShard) {
    }

    private static final String SHARD_HEADER = "X-Hotshard-Shard";
    private static final long TICK_MILLIS = 1;

    private final Context context;
    private final HttpClient client;
    private final KeyOwners keys;
    private final IntFunction<Destination> destination;
    private final int ratePerSecond;
    private final int total;
    private final long timeoutMillis;
    private final SplittableRandom random;
    private final Histogram fromIntended = PathLatency.newHistogram();
    private final Histogram fromSend = PathLatency.newHistogram();
    private final Promise<PathLatency> done = Promise.promise();
    private int sent;
    private int answered;
    private long nonSuccess;
    private long failures;
    private long misplaced;
    private long startNanos;

    OpenLoopSegment(Context context, HttpClient client, KeyOwners keys, IntFunction<Destination> destination,
                    int ratePerSecond, long millis, long timeoutMillis, long seed) {
        if (ratePerSecond < 1) {
            throw new IllegalArgumentException("rate must be >= 1 req/s but was " + ratePerSecond);
        }
        this.context = context;
        this.client = client;
        this.keys = keys;
        this.destination = destination;
        this.ratePerSecond = ratePerSecond;
        this.total = (int) Math.max(1, ratePerSecond * millis / 1_000);
        this.timeoutMillis = timeoutMillis;
        this.random = new SplittableRandom(seed);
    }

    /** Runs the segment; completes once every request has been answered or has failed. */
    Future<PathLatency> run() {
        context.runOnContext(ignored -> {
            startNanos = System.nanoTime();
            context.owner().setPeriodic(0, TICK_MILLIS, this::tick);
        });
        return done.future();
    }

    private void tick(long timerId) {
        long due = Math.min(total, ratePerSecond * (System.nanoTime() - startNanos) / 1_000_000_000L);
        while (sent < due) {
            send(sent++);
        }
        if (sent == total) {
            context.owner().cancelTimer(timerId);
        }
    }

    private void send(int index) {
        long intendedNanos = startNanos + index * 1_000_000_000L / ratePerSecond;
        long sendNanos = System.nanoTime();
        int key = random.nextInt(keys.count());
        Destination to = destination.apply(key);
        RequestOptions options = new RequestOptions().setMethod(HttpMethod.GET).setHost("127.0.0.1")
                .setPort(to.port()).setURI(keys.path(key)).setConnectTimeout(timeoutMillis)
                .setIdleTimeout(timeoutMillis);
        client.request(options).compose(request -> request.send()).compose(response -> response.body()
                .map(body -> {
                    if (response.statusCode() / 100 != 2) {
                        nonSuccess++;
                    } else if (to.expectedShard() != null
                            && !to.expectedShard().equals(response.getHeader(SHARD_HEADER))) {
                        misplaced++;
                    }
                    return body;
                })).onComplete(result -> {
                    long now = System.nanoTime();
                    fromIntended.recordValue(micros(now - intendedNanos));
                    fromSend.recordValue(micros(now - sendNanos));
                    if (result.failed()) {
                        failures++;
                    }
                    if (++answered == total) {
                        done.complete(new PathLatency(total, nonSuccess, failures, misplaced, fromIntended, fromSend));
                    }
                });
    }

    private static long micros(long nanos) {
        return Math.min(PathLatency.MAX_MICROS, Math.max(1, nanos / 1_000));
    }
}
