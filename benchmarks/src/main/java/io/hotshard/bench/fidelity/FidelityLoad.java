package io.hotshard.bench.fidelity;

import io.hotshard.metrics.LatencyRecorder;
import io.hotshard.shard.ArrivalStamp;
import io.hotshard.shard.DeadlineTimer;
import io.vertx.core.Context;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.RequestOptions;
import java.util.SplittableRandom;
import org.HdrHistogram.Histogram;

/**
 * An open-loop load at a mean rate with a chosen arrival process: request i has an intended send time from the
 * seeded gaps, a {@link DeadlineTimer} runs it on the client's event loop at that time, and its response time
 * counts from the intended time (wrk2). How late each request actually left (the send lag) is recorded: it is
 * what a saturated generator adds. {@code hogMillis} > 0 deliberately overloads the generator by spinning its
 * event loop that long every 100 ms, to show what a distorted run looks like.
 *
 * <p>Not the tests' shared generator ({@code testkit}'s {@code OpenLoad}, a 1 ms tick at a constant rate): the
 * fidelity bench needs arrival processes other than constant (Poisson, bursts), each send at its own deadline to the
 * microsecond rather than on the next tick, the send lag measured, and the intended time stamped on the request.
 */
final class FidelityLoad {

    /**
     * What the load saw; histograms in microseconds. {@code spanSeconds} is the schedule's span, from the first
     * request's intended send time to the last one's: the window the arrival process covered, which a rate is
     * counted over (the wall time around the load also holds the start, the drain of the last answers and whatever
     * the caller did meanwhile).
     */
    record Outcome(long sent, long ok, long failed, Histogram response, Histogram sendLag, double spanSeconds) {
    }

    private static final long HOG_PERIOD_NANOS = 100_000_000;
    /** A request silent this long fails, so a lost answer cannot hold a run open. */
    private static final long TIMEOUT_MILLIS = 10_000;

    private final Context context;
    private final HttpClient client;
    private final int port;
    private final Arrivals arrivals;
    private final double ratePerSecond;
    private final int keys;
    private final long hogMillis;
    private final boolean stampIntended;
    private final SplittableRandom random;
    private final LatencyRecorder response = new LatencyRecorder();
    private final LatencyRecorder sendLag = new LatencyRecorder();
    private final LatencyRecorder timerLateness = new LatencyRecorder();
    private final Promise<Outcome> done = Promise.promise();
    private DeadlineTimer timer;
    private long total;
    private long scheduled;
    private long answered;
    private long ok;
    private long failed;
    private long nextHogNanos;
    private long firstIntendedNanos;
    private long lastIntendedNanos;

    /**
     * @param stampIntended tell the shard the intended send time instead of the actual one, so its modelled queue
     *                      sees the arrival process itself whatever the generator's lag (a test of the shard alone)
     */
    FidelityLoad(Context context, HttpClient client, int port, Arrivals arrivals, double ratePerSecond, int keys,
             long hogMillis, boolean stampIntended, long seed) {
        if (!(ratePerSecond > 0)) {
            throw new IllegalArgumentException("rate must be > 0 req/s but was " + ratePerSecond);
        }
        this.context = context;
        this.client = client;
        this.port = port;
        this.arrivals = arrivals;
        this.ratePerSecond = ratePerSecond;
        this.keys = keys;
        this.hogMillis = hogMillis;
        this.stampIntended = stampIntended;
        this.random = new SplittableRandom(seed);
    }

    /** Sends for {@code seconds}; completes once every request sent has been answered or has failed. */
    Future<Outcome> run(double seconds) {
        total = Math.max(1, Math.round(ratePerSecond * seconds));
        timer = DeadlineTimer.on(context, "hotshard-load-timer", timerLateness);
        long start = System.nanoTime() + 1_000_000;
        firstIntendedNanos = start;
        nextHogNanos = start + HOG_PERIOD_NANOS;
        schedule(start);
        return done.future().andThen(finished -> timer.close());
    }

    /** Sends request {@code scheduled} on the loop at its intended time, after scheduling the next one. */
    private void schedule(long intendedNanos) {
        long index = scheduled++;
        lastIntendedNanos = intendedNanos;
        timer.at(intendedNanos, () -> {
            int key = random.nextInt(keys);
            if (index + 1 < total) {
                schedule(intendedNanos + arrivals.gapNanos(ratePerSecond, random));
            }
            send(key, intendedNanos);
        });
    }

    private long sentMicros(long intendedNanos) {
        long now = ArrivalStamp.epochMicros();
        return stampIntended ? now - Math.max(0, System.nanoTime() - intendedNanos) / 1_000 : now;
    }

    private void send(int key, long intendedNanos) {
        long now = System.nanoTime();
        sendLag.recordMicros(Math.max(0, now - intendedNanos) / 1_000);
        if (hogMillis > 0 && now >= nextHogNanos) {
            nextHogNanos = now + HOG_PERIOD_NANOS;
            long until = now + hogMillis * 1_000_000;
            while (System.nanoTime() < until) {
                Thread.onSpinWait();
            }
        }
        client.request(new RequestOptions().setMethod(HttpMethod.GET).setHost("127.0.0.1").setPort(port)
                        .setURI("/kv/k" + key).setConnectTimeout(TIMEOUT_MILLIS).setIdleTimeout(TIMEOUT_MILLIS))
                .compose(request -> request.putHeader(ArrivalStamp.SENT_HEADER, Long.toString(sentMicros(intendedNanos)))
                        .send().compose(reply -> reply.body().map(body -> reply.statusCode())))
                .onComplete(result -> {
                    response.recordMicros((System.nanoTime() - intendedNanos) / 1_000);
                    if (result.succeeded() && result.result() < 500) {
                        ok++;
                    } else {
                        failed++;
                    }
                    if (++answered == total) {
                        done.complete(new Outcome(total, ok, failed, response.cumulativeHistogram(),
                                sendLag.cumulativeHistogram(), (lastIntendedNanos - firstIntendedNanos) / 1e9));
                    }
                });
    }
}
