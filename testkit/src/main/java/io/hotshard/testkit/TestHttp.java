package io.hotshard.testkit;

import io.vertx.core.Context;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpClientAgent;
import io.vertx.core.http.HttpClientOptions;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.PoolOptions;
import io.vertx.core.http.RequestOptions;
import io.vertx.core.json.JsonObject;
import java.net.URI;

/**
 * A real HTTP/1.1 client for tests (blocking waits are {@link Await}'s). Requests from a
 * thread outside Vert.x are issued on an event-loop context: there the response's body handler is attached in the
 * same turn as the response arrives, whereas from a foreign thread a fast response can end before {@code body()}
 * is attached and its future never completes.
 */
public final class TestHttp {

    private static final String LOOPBACK = "127.0.0.1";

    /**
     * One answer: status, body, and the router's headers naming the serving shard and the cache outcome (null
     * when absent, as in a shard's answers).
     */
    public record Answer(int status, String body, String shard, String cache) {

        /** The body as a JSON object. */
        public JsonObject json() {
            return new JsonObject(body);
        }
    }

    private final HttpClientAgent client;
    private final Context context;

    /** A client of at most 8 connections per server. */
    public TestHttp(Vertx vertx) {
        this(vertx, 8);
    }

    /** A client of at most {@code poolSize} connections per server. */
    public TestHttp(Vertx vertx, int poolSize) {
        context = vertx.getOrCreateContext();
        client = vertx.createHttpClient(new HttpClientOptions().setDefaultHost(LOOPBACK),
                new PoolOptions().setHttp1MaxSize(poolSize));
    }

    /** {@code GET path} on 127.0.0.1:{@code port}. */
    public Future<Answer> get(int port, String path) {
        return send(HttpMethod.GET, port, path, null);
    }

    /** {@code method path} on 127.0.0.1:{@code port}, with {@code body} unless it is null. */
    public Future<Answer> send(HttpMethod method, int port, String path, String body) {
        return send(new RequestOptions().setMethod(method).setHost(LOOPBACK).setPort(port).setURI(path), body);
    }

    /** {@code method path} on {@code baseUrl} ({@code http://127.0.0.1:port}), with {@code body} unless null. */
    public Future<Answer> send(HttpMethod method, String baseUrl, String path, String body) {
        URI uri = URI.create(baseUrl);
        return send(new RequestOptions().setMethod(method).setHost(uri.getHost()).setPort(uri.getPort())
                .setURI(path), body);
    }

    /** {@link #send(HttpMethod, String, String, String)}, waiting for the answer. */
    public Answer call(HttpMethod method, String baseUrl, String path, String body) {
        return Await.result(send(method, baseUrl, path, body));
    }

    /** Closes the client's connections. */
    public Future<Void> close() {
        return client.close();
    }

    /** The request {@code options} with {@code body} unless it is null. */
    public Future<Answer> send(RequestOptions options, String body) {
        if (Vertx.currentContext() != null) {
            return exchange(options, body);
        }
        Promise<Answer> answer = Promise.promise();
        context.runOnContext(ignored -> exchange(options, body).onComplete(answer));
        return answer.future();
    }

    private Future<Answer> exchange(RequestOptions options, String body) {
        return client.request(options).compose(request -> body == null ? request.send() : request.send(body))
                .compose(response -> response.body().map(b -> new Answer(response.statusCode(), b.toString(),
                        response.getHeader("X-Hotshard-Shard"), response.getHeader("X-Hotshard-Cache"))));
    }
}
