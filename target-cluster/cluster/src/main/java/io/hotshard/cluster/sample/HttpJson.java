package io.hotshard.cluster.sample;

import io.hotshard.http.AdminToken;
import io.hotshard.router.core.ShardUrl;
import io.vertx.core.Context;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpClientAgent;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.RequestOptions;
import io.vertx.core.json.JsonObject;

/**
 * GETs JSON documents from one base URL with a deadline; a non-200 answer fails naming the URL and status.
 * Callers on plain threads (the recorder's sampler) get the exchange run on an event-loop context: issued from
 * a foreign thread, a fast response can end before its body handler is attached and the future never completes.
 */
final class HttpJson {

    static final long TIMEOUT_MILLIS = 2_000;

    private final HttpClientAgent client;
    private final Context context;
    private final ShardUrl base;
    private final AdminToken token;

    HttpJson(HttpClientAgent client, Context context, String baseUrl, AdminToken token) {
        this.client = client;
        this.context = context;
        this.base = ShardUrl.parse(baseUrl);
        this.token = token;
    }

    String url() {
        return base.text();
    }

    Future<JsonObject> get(String path) {
        if (Vertx.currentContext() != null) {
            return exchange(path);
        }
        Promise<JsonObject> answer = Promise.promise();
        context.runOnContext(ignored -> exchange(path).onComplete(answer));
        return answer.future();
    }

    private Future<JsonObject> exchange(String path) {
        RequestOptions options = new RequestOptions().setMethod(HttpMethod.GET).setHost(base.host())
                .setPort(base.port()).setURI(path).setConnectTimeout(TIMEOUT_MILLIS).setIdleTimeout(TIMEOUT_MILLIS);
        token.authorization().ifPresent(header -> options.putHeader("Authorization", header));
        return client.request(options).compose(request -> request.send()).compose(response -> response.body()
                .compose(body -> response.statusCode() == 200 ? Future.succeededFuture(body.toJsonObject())
                        : Future.failedFuture(new IllegalStateException("GET " + base.text() + path + " answered "
                        + response.statusCode() + ": " + body))));
    }
}
