package io.hotshard.cluster;

import io.vertx.core.Context;
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
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/**
 * A real HTTP/1.1 client for tests, plus blocking waits for test threads (never event loops). Requests from a
 * thread outside Vert.x are issued on an event-loop context: from a foreign thread a fast response can end
 * before {@code body()} is attached, and that future never completes.
 */
final class TestHttp {

    /** Status and body of one answer. */
    record Answer(int status, String body) {
    }

    private final HttpClientAgent client;
    private final Context context;

    TestHttp(Vertx vertx) {
        context = vertx.getOrCreateContext();
        client = vertx.createHttpClient(new HttpClientOptions(), new PoolOptions().setHttp1MaxSize(8));
    }

    Future<Answer> send(HttpMethod method, String baseUrl, String path, String body) {
        if (Vertx.currentContext() != null) {
            return exchange(method, baseUrl, path, body);
        }
        Promise<Answer> answer = Promise.promise();
        context.runOnContext(ignored -> exchange(method, baseUrl, path, body).onComplete(answer));
        return answer.future();
    }

    private Future<Answer> exchange(HttpMethod method, String baseUrl, String path, String body) {
        URI uri = URI.create(baseUrl);
        RequestOptions options = new RequestOptions().setMethod(method).setHost(uri.getHost()).setPort(uri.getPort())
                .setURI(path);
        return client.request(options).compose(request -> body == null ? request.send() : request.send(body))
                .compose(response -> response.body().map(b -> new Answer(response.statusCode(), b.toString())));
    }

    Answer call(HttpMethod method, String baseUrl, String path, String body) {
        return await(send(method, baseUrl, path, body));
    }

    static <T> T await(Future<T> future) {
        return await(future, Duration.ofSeconds(15));
    }

    /** Waits at most {@code timeout} for {@code future}, failing the test if it does not succeed by then. */
    static <T> T await(Future<T> future, Duration timeout) {
        try {
            return future.toCompletionStage().toCompletableFuture().get(timeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (Exception e) {
            throw new AssertionError("future did not succeed: " + e, e);
        }
    }

    /** Waits until {@code condition} holds, polling every 20 ms, failing after {@code timeout}. */
    static void eventually(Duration timeout, String what, BooleanSupplier condition) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        while (!condition.getAsBoolean()) {
            if (System.nanoTime() > deadline) {
                throw new AssertionError(what + " did not happen within " + timeout);
            }
            Thread.sleep(20);
        }
    }
}
