package io.hotshard.sim;

import io.hotshard.metrics.JvmCosts;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.RequestOptions;
import java.time.Duration;

/**
 * Reads of absent keys ({@code /kv/hotshard-warmup-<i>}, answered 404, nothing stored) sent to an embedded cluster
 * over a few keep-alive connections before the recorder starts, so that the router and shards are compiled by the
 * JIT when the measured load begins. A cold router is several times slower than a warm one; under an open model
 * its first seconds would otherwise pile up requests and connections that the run then measures.
 */
public final class WarmUp {

    private static final String PREFIX = "/kv/hotshard-warmup-";

    private WarmUp() {
    }

    /**
     * What a warm-up did; {@code jitMillis} is how long the JIT compilers ran during it (summed over compiler
     * threads) and {@code gcPauseMillis} how long the collectors paused, so a run can say how settled the JVM was
     * when recording started.
     */
    public record Result(long requests, long failed, Duration elapsed, long jitMillis, long gcPauseMillis) {

        /** Requests per second over the warm-up. */
        public double ratePerSecond() {
            return elapsed.isZero() ? 0 : requests * 1e9 / elapsed.toNanos();
        }
    }

    /**
     * Sends {@code requests} GETs to {@code baseUrl} with {@code concurrency} in flight; stops early at
     * {@code deadline}. Blocks the calling thread, which must not be an event loop.
     */
    public static Result run(Vertx vertx, String baseUrl, long requests, int concurrency, Duration deadline) {
        if (requests < 0) {
            throw new IllegalArgumentException("warm-up requests must be >= 0 but was " + requests);
        }
        if (concurrency < 1) {
            throw new IllegalArgumentException("warm-up concurrency must be >= 1 but was " + concurrency);
        }
        if (requests == 0) {
            return new Result(0, 0, Duration.ZERO, 0, 0);
        }
        try (JvmCosts costs = JvmCosts.start()) {
            RequestLanes.Outcome outcome = RequestLanes.run(vertx, requests, concurrency, deadline,
                    index -> new RequestOptions().setMethod(HttpMethod.GET).setAbsoluteURI(baseUrl + PREFIX + index),
                    null, status -> true);
            return new Result(outcome.sent(), outcome.failed(), outcome.elapsed(), costs.jitMillis(),
                    costs.gcPauseMillis());
        }
    }
}
