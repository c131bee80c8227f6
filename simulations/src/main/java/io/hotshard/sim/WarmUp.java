package io.hotshard.sim;

import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpClientOptions;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.PoolOptions;
import io.vertx.core.http.RequestOptions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;

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

    /** What a warm-up did. */
    public record Result(long requests, long failed, Duration elapsed) {

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
        long start = System.nanoTime();
        if (requests == 0) {
            return new Result(0, 0, Duration.ZERO);
        }
        HttpClient client = vertx.createHttpClient(new HttpClientOptions().setKeepAlive(true),
                new PoolOptions().setHttp1MaxSize(concurrency));
        AtomicLong next = new AtomicLong();
        AtomicLong failed = new AtomicLong();
        long stopAt = start + deadline.toNanos();
        List<Future<Void>> lanes = new ArrayList<>();
        try {
            // Started from a Vert.x context so that every response callback runs on an event loop.
            Future<Void> all = vertx.getOrCreateContext().<Void>executeBlocking(() -> null).compose(ignored -> {
                for (int i = 0; i < concurrency; i++) {
                    lanes.add(lane(client, baseUrl, requests, next, failed, stopAt));
                }
                return Future.join(lanes).mapEmpty();
            });
            all.toCompletionStage().toCompletableFuture().get(deadline.toMillis() + 5_000, TimeUnit.MILLISECONDS);
        } catch (ExecutionException | TimeoutException e) {
            // A lane that failed has counted its failure; the warm-up is best effort.
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            client.close();
        }
        long sent = Math.min(next.get(), requests);
        return new Result(sent, failed.get(), Duration.ofNanos(System.nanoTime() - start));
    }

    private static Future<Void> lane(HttpClient client, String baseUrl, long requests, AtomicLong next,
                                     AtomicLong failed, long stopAt) {
        long index = next.getAndIncrement();
        if (index >= requests || System.nanoTime() > stopAt) {
            return Future.succeededFuture();
        }
        Promise<Void> done = Promise.promise();
        client.request(new RequestOptions().setMethod(HttpMethod.GET).setAbsoluteURI(baseUrl + PREFIX + index))
                .compose(request -> request.send().compose(response -> response.body()))
                .onComplete(outcome -> {
                    if (outcome.failed()) {
                        failed.incrementAndGet();
                    }
                    lane(client, baseUrl, requests, next, failed, stopAt).onComplete(done);
                });
        return done.future();
    }
}
