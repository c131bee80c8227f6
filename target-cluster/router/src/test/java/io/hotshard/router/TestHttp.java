package io.hotshard.router;

import io.vertx.core.Context;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpClientAgent;
import io.vertx.core.http.HttpClientOptions;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.PoolOptions;
import io.vertx.core.json.JsonObject;

/**
 * A real HTTP/1.1 client for tests, talking to 127.0.0.1 only. Requests from a thread outside Vert.x are issued
 * on an event-loop context: there the response's body handler is attached in the same turn as the response
 * arrives, whereas from a foreign thread a fast response can end before {@code body()} is attached and its
 * future never completes.
 */
final class TestHttp {

    /** Status, serving shard and cache outcome (router answers only) and body of one answer. */
    record Answer(int status, String shard, String body, String cache) {

        JsonObject json() {
            return new JsonObject(body);
        }
    }

    private final HttpClientAgent client;
    private final Context context;

    TestHttp(Vertx vertx, int poolSize) {
        context = vertx.getOrCreateContext();
        client = vertx.createHttpClient(new HttpClientOptions().setDefaultHost("127.0.0.1"),
                new PoolOptions().setHttp1MaxSize(poolSize));
    }

    Future<Answer> get(int port, String path) {
        return send(HttpMethod.GET, port, path, null);
    }

    Future<Answer> send(HttpMethod method, int port, String path, String body) {
        if (Vertx.currentContext() != null) {
            return exchange(method, port, path, body);
        }
        Promise<Answer> answer = Promise.promise();
        context.runOnContext(ignored -> exchange(method, port, path, body).onComplete(answer));
        return answer.future();
    }

    private Future<Answer> exchange(HttpMethod method, int port, String path, String body) {
        return client.request(method, port, "127.0.0.1", path)
                .compose(request -> body == null ? request.send() : request.send(body))
                .compose(response -> response.body().map(b -> new Answer(response.statusCode(),
                        response.getHeader("X-Hotshard-Shard"), b.toString(),
                        response.getHeader("X-Hotshard-Cache"))));
    }
}
