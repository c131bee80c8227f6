package io.hotshard.router.client;

import io.hotshard.router.core.FailureKind;
import io.hotshard.router.core.HeaderMaps;
import io.hotshard.router.core.Member;
import io.hotshard.router.core.ShardFailure;
import io.hotshard.router.core.ShardReply;
import io.netty.buffer.ByteBufUtil;
import io.netty.buffer.Unpooled;
import io.netty.channel.ConnectTimeoutException;
import io.netty.handler.codec.http.DefaultFullHttpRequest;
import io.netty.handler.codec.http.EmptyHttpHeaders;
import io.netty.handler.codec.http.FullHttpRequest;
import io.netty.handler.codec.http.FullHttpResponse;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpVersion;
import io.netty.util.concurrent.ScheduledFuture;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.internal.ContextInternal;
import io.vertx.core.internal.buffer.BufferInternal;
import java.net.ConnectException;
import java.time.Instant;
import java.util.concurrent.TimeUnit;

/**
 * Sends one request to a shard over the loop's {@link ShardChannels} with a total deadline: waiting for a pooled
 * connection, connecting, sending and reading the whole answer must fit in {@code timeoutMillis}, after which the
 * request's connection is closed (so a late answer cannot be taken for the next request's) and the call fails
 * with {@link FailureKind#TIMEOUT}. A shard that trickles bytes cannot stretch the deadline. Call from the
 * channels' event loop; every callback runs there, on its Vert.x context.
 */
public final class ShardClient {

    /** Tells the shard when its request left the router (epoch µs), so it can count its wait from then. */
    static final String SENT_HEADER = "X-Hotshard-Sent-Micros";

    private final ShardChannels channels;
    private final long timeoutMillis;
    private final String authorization;

    public ShardClient(ShardChannels channels, long timeoutMillis) {
        this(channels, timeoutMillis, null);
    }

    /** A client whose every request carries {@code authorization} (the admin token's header), if not null. */
    public ShardClient(ShardChannels channels, long timeoutMillis, String authorization) {
        this.channels = channels;
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
    public Future<ShardReply> send(Member target, HttpMethod method, String uri, Buffer body, Runnable onWire) {
        return send(target, method, uri, body, onWire, null);
    }

    /**
     * As {@link #send(Member, HttpMethod, String, Buffer, Runnable)}; completing {@code cancel} before the answer
     * closes the request's connection and fails the call with {@link FailureKind#CANCELLED}; a null
     * {@code cancel} never cancels.
     */
    public Future<ShardReply> send(Member target, HttpMethod method, String uri, Buffer body, Runnable onWire,
                            Future<?> cancel) {
        Call call = new Call(target, method, uri, body, onWire);
        channels.acquire(target.url(), call);
        if (cancel != null && !call.done()) {
            cancel.onComplete(ignored -> call.cancel());
        }
        return call.result.future();
    }

    private static long epochMicros() {
        Instant now = Instant.now();
        return now.getEpochSecond() * 1_000_000 + now.getNano() / 1_000;
    }

    /** One request on its way: its deadline, its connection once it has one, its outcome. */
    private final class Call implements ShardExchange {
        private final Member target;
        private final HttpMethod method;
        private final String uri;
        private final Buffer body;
        private final Runnable onWire;
        private final ContextInternal context = channels.context();
        private final Promise<ShardReply> result = Promise.promise();
        private final ScheduledFuture<?> deadline;
        private ShardLink link;
        private boolean done;

        Call(Member target, HttpMethod method, String uri, Buffer body, Runnable onWire) {
            this.target = target;
            this.method = method;
            this.uri = uri;
            this.body = body;
            this.onWire = onWire;
            this.deadline = context.nettyEventLoop().schedule(this::timedOut, timeoutMillis, TimeUnit.MILLISECONDS);
        }

        @Override
        public boolean done() {
            return done;
        }

        @Override
        public boolean linked(ShardLink onto) {
            if (done) {
                return false;
            }
            link = onto;
            onWire.run();
            link.start(this, request());
            return true;
        }

        private FullHttpRequest request() {
            FullHttpRequest request = new DefaultFullHttpRequest(HttpVersion.HTTP_1_1, method.toNetty(), uri,
                    body == null ? Unpooled.EMPTY_BUFFER : ((BufferInternal) body).getByteBuf(),
                    HeaderMaps.TO_SHARDS.newHeaders(), EmptyHttpHeaders.INSTANCE);
            request.headers().set(HttpHeaderNames.HOST, link.authority())
                    .set(SENT_HEADER, Long.toString(epochMicros()));
            if (body != null || method == HttpMethod.PUT || method == HttpMethod.POST) {
                request.headers().setInt(HttpHeaderNames.CONTENT_LENGTH, request.content().readableBytes());
            }
            if (authorization != null) {
                request.headers().set(HttpHeaderNames.AUTHORIZATION, authorization);
            }
            return request;
        }

        @Override
        public void answered(FullHttpResponse response) {
            if (done) {
                return;
            }
            ShardReply reply = new ShardReply(target.id(), response.status().code(),
                    response.headers().get(HttpHeaderNames.CONTENT_TYPE),
                    Buffer.buffer(ByteBufUtil.getBytes(response.content())));
            end();
            context.emit(reply, result::complete);
        }

        @Override
        public void failed(Throwable cause, boolean written) {
            if (done) {
                return;
            }
            String id = target.id();
            ShardFailure failure;
            if (cause instanceof ConnectTimeoutException) {
                failure = timeout();
            } else if (cause instanceof ConnectException) {
                failure = new ShardFailure(FailureKind.CONNECT, id, written,
                        "shard " + id + " refused the connection at " + target.url());
            } else {
                failure = new ShardFailure(FailureKind.BROKEN, id, written,
                        "shard " + id + " broke the connection: " + cause.getMessage());
            }
            fail(failure);
        }

        private void cancel() {
            fail(new ShardFailure(FailureKind.CANCELLED, target.id(), link != null,
                    "request to shard " + target.id() + " was cancelled"));
        }

        private void timedOut() {
            fail(timeout());
        }

        private ShardFailure timeout() {
            return new ShardFailure(FailureKind.TIMEOUT, target.id(), link != null,
                    "shard " + target.id() + " did not answer within " + timeoutMillis + " ms");
        }

        private void fail(ShardFailure failure) {
            if (done) {
                return;
            }
            end();
            if (link != null) {
                // The answer may still come: the connection cannot carry another request.
                link.close();
            }
            context.emit(failure, result::fail);
        }

        private void end() {
            done = true;
            deadline.cancel(false);
        }
    }
}
