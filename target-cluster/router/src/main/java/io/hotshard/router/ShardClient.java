package io.hotshard.router;

import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.Vertx;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpClientRequest;
import io.vertx.core.http.HttpClientResponse;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.RequestOptions;
import java.net.ConnectException;
import java.time.Instant;
import java.util.concurrent.TimeoutException;

/**
 * Sends one request to a shard over a pooled client with a total deadline: waiting for a pooled connection,
 * connecting, sending and reading the whole answer must fit in {@code timeoutMillis}, after which the request
 * is reset (closing its connection, so a late answer cannot be taken for the next request's) and the call fails
 * with {@link FailureKind#TIMEOUT}. Vert.x's own request timeout is an idle timeout, which a shard that trickles
 * bytes would never trip, hence the router's own timer. Call from an event loop; every callback runs there.
 */
final class ShardClient {

    /** Tells the shard when its request left the router (epoch µs), so it can count its wait from then. */
    static final String SENT_HEADER = "X-Hotshard-Sent-Micros";

    private final Vertx vertx;
    private final HttpClient client;
    private final long timeoutMillis;
    private final String authorization;

    ShardClient(Vertx vertx, HttpClient client, long timeoutMillis) {
        this(vertx, client, timeoutMillis, null);
    }

    /** A client whose every request carries {@code authorization} (the admin token's header), if not null. */
    ShardClient(Vertx vertx, HttpClient client, long timeoutMillis, String authorization) {
        this.vertx = vertx;
        this.client = client;
        this.timeoutMillis = timeoutMillis;
        this.authorization = authorization;
    }

    long timeoutMillis() {
        return timeoutMillis;
    }

    /**
     * Sends the request; fails with {@link ShardFailure}. {@code onWire} runs once the request is handed to a
     * connection, i.e. when the shard may see it.
     */
    Future<ShardReply> send(Member target, HttpMethod method, String uri, Buffer body, Runnable onWire) {
        return new Call(target, onWire).start(method, uri, body);
    }

    /**
     * As {@link #send(Member, HttpMethod, String, Buffer, Runnable)}; completing {@code cancel} before the answer
     * resets the request and fails the call with {@link FailureKind#CANCELLED}; a null {@code cancel} never cancels.
     */
    Future<ShardReply> send(Member target, HttpMethod method, String uri, Buffer body, Runnable onWire,
                            Future<?> cancel) {
        Call call = new Call(target, onWire);
        Future<ShardReply> result = call.start(method, uri, body);
        if (cancel != null) {
            cancel.onComplete(ignored -> call.cancel());
        }
        return result;
    }

    private static long epochMicros() {
        Instant now = Instant.now();
        return now.getEpochSecond() * 1_000_000 + now.getNano() / 1_000;
    }

    private final class Call {
        private final Member target;
        private final Runnable onWire;
        private final Promise<ShardReply> result = Promise.promise();
        private HttpClientRequest request;
        private boolean reached;
        private long timerId;

        Call(Member target, Runnable onWire) {
            this.target = target;
            this.onWire = onWire;
        }

        Future<ShardReply> start(HttpMethod method, String uri, Buffer body) {
            timerId = vertx.setTimer(timeoutMillis, id -> timedOut());
            RequestOptions options = new RequestOptions().setMethod(method).setHost(target.url().host())
                    .setPort(target.url().port()).setURI(uri).setConnectTimeout(timeoutMillis);
            if (authorization != null) {
                options.putHeader("Authorization", authorization);
            }
            client.request(options).onComplete(obtained -> {
                if (obtained.failed()) {
                    fail(obtained.cause());
                    return;
                }
                if (result.future().isComplete()) {
                    obtained.result().reset();
                    return;
                }
                request = obtained.result();
                reached = true;
                onWire.run();
                request.putHeader(SENT_HEADER, Long.toString(epochMicros()));
                Future<HttpClientResponse> sent = body == null ? request.send() : request.send(body);
                sent.compose(response -> response.body().map(bytes -> new ShardReply(target.id(),
                                response.statusCode(), response.getHeader("content-type"), bytes)))
                        .onComplete(answer -> {
                            if (answer.succeeded()) {
                                vertx.cancelTimer(timerId);
                                result.tryComplete(answer.result());
                            } else {
                                fail(answer.cause());
                            }
                        });
            });
            return result.future();
        }

        private void cancel() {
            if (result.tryFail(new ShardFailure(FailureKind.CANCELLED, target.id(), reached,
                    "request to shard " + target.id() + " was cancelled"))) {
                vertx.cancelTimer(timerId);
                if (request != null) {
                    request.reset();
                }
            }
        }

        private void timedOut() {
            if (result.tryFail(new ShardFailure(FailureKind.TIMEOUT, target.id(), reached,
                    "shard " + target.id() + " did not answer within " + timeoutMillis + " ms")) && request != null) {
                request.reset();
            }
        }

        private void fail(Throwable cause) {
            vertx.cancelTimer(timerId);
            ShardFailure failure;
            if (cause instanceof ConnectException) {
                failure = new ShardFailure(FailureKind.CONNECT, target.id(), reached,
                        "shard " + target.id() + " refused the connection at " + target.url());
            } else if (cause instanceof TimeoutException) {
                failure = new ShardFailure(FailureKind.TIMEOUT, target.id(), reached,
                        "shard " + target.id() + " did not answer within " + timeoutMillis + " ms");
            } else {
                failure = new ShardFailure(FailureKind.BROKEN, target.id(), reached,
                        "shard " + target.id() + " broke the connection: " + cause.getMessage());
            }
            result.tryFail(failure);
        }
    }
}
