package io.hotshard.cluster.warm;

import io.hotshard.metrics.JvmCosts;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.RequestOptions;
import java.time.Duration;

/**
 * Fan-outs of a prefix no key has ({@code /fanout?q=hotshard-warmup-}), then reads of absent keys
 * ({@code /kv/hotshard-warmup-<i>}, answered 404, nothing stored) over a few keep-alive connections, sent to a cluster
 * before the measured load begins, so that the router and shards are compiled by the JIT and every shard has served once. A cold
 * router is several times slower than a warm one: under an open model its first seconds would otherwise pile up
 * requests and connections that the run then measures, and the first fan-out over a thousand shards in one JVM runs
 * every shard's scan for the first time while the JIT compiles it.
 */
public final class WarmUp {

    /** Reads a warm-up sends unless told otherwise. */
    public static final long DEFAULT_READS = 20_000;

    private static final String PREFIX = "/kv/hotshard-warmup-";
    private static final String FAN_OUT = "/fanout?q=hotshard-warmup-";

    private WarmUp() {
    }

    /**
     * What a warm-up sends: {@code fanOuts} fan-outs one after the other, each over a new connection so that they land
     * on the router's event loops in turn, then {@code reads} GETs with {@code concurrency} in flight.
     */
    public record Plan(long reads, int concurrency, int fanOuts) {

        /** Validates the counts, naming a bad one. */
        public Plan {
            if (reads < 0) {
                throw new IllegalArgumentException("warm-up requests must be >= 0 but was " + reads);
            }
            if (concurrency < 1) {
                throw new IllegalArgumentException("warm-up concurrency must be >= 1 but was " + concurrency);
            }
            if (fanOuts < 0) {
                throw new IllegalArgumentException("warm-up fan-outs must be >= 0 but was " + fanOuts);
            }
        }

        /** Whether the plan sends nothing. */
        public boolean isEmpty() {
            return reads == 0 && fanOuts == 0;
        }
    }

    /**
     * What a warm-up did: reads sent and failed, fan-outs sent and those not answered 200 (a fan-out some shard did
     * not answer in time is answered 504); {@code jitMillis} is how long the JIT compilers ran during it (summed over
     * compiler threads) and {@code gcPauseMillis} how long the collectors paused, so a run can say how settled the
     * JVM was when recording started.
     */
    public record Result(long requests, long failed, long fanOuts, long fanOutsFailed, Duration elapsed,
                         long jitMillis, long gcPauseMillis) {

        /** Reads per second over the whole warm-up. */
        public double ratePerSecond() {
            return elapsed.isZero() ? 0 : requests * 1e9 / elapsed.toNanos();
        }
    }

    /**
     * Sends {@code requests} GETs to {@code baseUrl} with {@code concurrency} in flight and no fan-out; stops early
     * at {@code deadline}. Blocks the calling thread, which must not be an event loop.
     */
    public static Result run(Vertx vertx, String baseUrl, long requests, int concurrency, Duration deadline) {
        return run(vertx, baseUrl, new Plan(requests, concurrency, 0), deadline);
    }

    /**
     * Sends the plan's fan-outs, then its reads, to {@code baseUrl}; stops early at {@code deadline}, which both share
     * (a fan-out once sent is awaited). Blocks the calling thread, which must not be an event loop.
     */
    public static Result run(Vertx vertx, String baseUrl, Plan plan, Duration deadline) {
        if (plan.isEmpty()) {
            return new Result(0, 0, 0, 0, Duration.ZERO, 0, 0);
        }
        long start = System.nanoTime();
        try (JvmCosts costs = JvmCosts.start()) {
            long fanOuts = 0;
            long fanOutsFailed = 0;
            for (int i = 0; i < plan.fanOuts(); i++) {
                Duration left = deadline.minusNanos(System.nanoTime() - start);
                if (left.isNegative() || left.isZero()) {
                    break;
                }
                Lanes.Outcome fanOut = RequestLanes.run(vertx, 1, 1, left, index -> get(baseUrl + FAN_OUT),
                        null, status -> status == 200);
                fanOuts += fanOut.sent();
                fanOutsFailed += fanOut.failed();
            }
            Lanes.Outcome reads = RequestLanes.run(vertx, plan.reads(), plan.concurrency(),
                    deadline.minusNanos(System.nanoTime() - start), index -> get(baseUrl + PREFIX + index), null,
                    status -> true);
            return new Result(reads.sent(), reads.failed(), fanOuts, fanOutsFailed,
                    Duration.ofNanos(System.nanoTime() - start), costs.jitMillis(), costs.gcPauseMillis());
        }
    }

    private static RequestOptions get(String url) {
        return new RequestOptions().setMethod(HttpMethod.GET).setAbsoluteURI(url);
    }
}
