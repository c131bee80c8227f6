package io.hotshard.cluster.warm;

import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpClientOptions;
import io.vertx.core.http.PoolOptions;
import io.vertx.core.http.RequestOptions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.IntPredicate;
import java.util.function.LongFunction;

/**
 * Sends requests 0..n-1 with a fixed number in flight over keep-alive connections, each lane sending its next
 * request when the previous one is answered; blocks the calling thread, which must not be an event loop. A lane is a
 * flat loop, not a chain of futures: a lane of millions of requests completes without recursing once per request.
 */
public final class RequestLanes {

    private static final long SLACK_MILLIS = 5_000;

    private RequestLanes() {
    }

    /**
     * What a batch did: requests sent, those answered with an accepted status, and those that failed or were answered
     * with another; a request still unanswered when the wait for the batch ended is only in {@code sent}.
     * {@code finished} is false when the wait ended before every lane did.
     */
    public record Outcome(long sent, long succeeded, long failed, Duration elapsed, boolean finished) {
    }

    /**
     * Sends request {@code i} as {@code request.apply(i)} with {@code body.apply(i)} (null: none), at most
     * {@code concurrency} at a time, stopping early at {@code deadline}; a status failing {@code accepted} counts as
     * failed.
     */
    public static Outcome run(Vertx vertx, long requests, int concurrency, Duration deadline,
                              LongFunction<RequestOptions> request, LongFunction<Buffer> body, IntPredicate accepted) {
        long start = System.nanoTime();
        HttpClient client = vertx.createHttpClient(new HttpClientOptions().setKeepAlive(true),
                new PoolOptions().setHttp1MaxSize(concurrency));
        Lanes lanes = new Lanes(client, requests, start + deadline.toNanos(), request, body, accepted);
        boolean finished = false;
        try {
            // Started from a Vert.x context so that every response callback runs on an event loop.
            Future<Void> all = vertx.getOrCreateContext().<Void>executeBlocking(() -> null).compose(ignored -> {
                List<Future<Void>> started = new ArrayList<>();
                for (int i = 0; i < concurrency; i++) {
                    Promise<Void> lane = Promise.promise();
                    lanes.pump(lane);
                    started.add(lane.future());
                }
                return Future.join(started).mapEmpty();
            });
            all.toCompletionStage().toCompletableFuture().get(deadline.toMillis() + SLACK_MILLIS, TimeUnit.MILLISECONDS);
            finished = true;
        } catch (ExecutionException | TimeoutException e) {
            // A lane that failed has counted its failure; the caller judges the outcome.
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            client.close();
        }
        return new Outcome(lanes.sent.get(), lanes.succeeded.get(), lanes.failed.get(),
                Duration.ofNanos(System.nanoTime() - start), finished);
    }

    /** The shared state of the lanes: the next index to send and the counts so far. */
    private static final class Lanes {

        private final HttpClient client;
        private final long requests;
        private final long stopAtNanos;
        private final LongFunction<RequestOptions> request;
        private final LongFunction<Buffer> body;
        private final IntPredicate accepted;
        private final AtomicLong next = new AtomicLong();
        private final AtomicLong sent = new AtomicLong();
        private final AtomicLong succeeded = new AtomicLong();
        private final AtomicLong failed = new AtomicLong();

        Lanes(HttpClient client, long requests, long stopAtNanos, LongFunction<RequestOptions> request,
              LongFunction<Buffer> body, IntPredicate accepted) {
            this.client = client;
            this.requests = requests;
            this.stopAtNanos = stopAtNanos;
            this.request = request;
            this.body = body;
            this.accepted = accepted;
        }

        /**
         * Sends this lane's requests one after another until none is left or the deadline passed, then completes
         * {@code lane}. An answer that is already there when its request returns (a failure found at once) is counted
         * in the loop; one still to come resumes the loop from its callback, on a fresh stack.
         */
        void pump(Promise<Void> lane) {
            while (true) {
                long index = claim();
                if (index < 0) {
                    lane.complete();
                    return;
                }
                Future<Integer> status = send(index);
                if (!status.isComplete()) {
                    status.onComplete(outcome -> {
                        count(outcome.failed() ? null : outcome.result());
                        pump(lane);
                    });
                    return;
                }
                count(status.failed() ? null : status.result());
            }
        }

        /** The next index to send, or -1 when the deadline passed or none is left. */
        private long claim() {
            if (System.nanoTime() > stopAtNanos) {
                return -1;
            }
            long index = next.getAndIncrement();
            return index < requests ? index : -1;
        }

        private Future<Integer> send(long index) {
            sent.incrementAndGet();
            Buffer payload = body == null ? null : body.apply(index);
            return client.request(request.apply(index))
                    .compose(req -> (payload == null ? req.send() : req.send(payload))
                            .compose(response -> response.body().map(response.statusCode())));
        }

        private void count(Integer status) {
            if (status == null || !accepted.test(status)) {
                failed.incrementAndGet();
            } else {
                succeeded.incrementAndGet();
            }
        }
    }
}
