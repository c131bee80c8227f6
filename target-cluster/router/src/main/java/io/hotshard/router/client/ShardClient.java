package io.hotshard.router.client;

import io.hotshard.router.core.FailureKind;
import io.hotshard.router.core.HeaderMaps;
import io.hotshard.router.core.Member;
import io.hotshard.router.core.ShardFailure;
import io.hotshard.router.core.ShardReply;
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

    /** What a caller may do with a request on its way: cancel it. */
    public interface Sent {

        /**
         * Closes the request's connection if it has one and fails it with {@link FailureKind#CANCELLED}, unless it
         * has already ended.
         */
        void cancel();
    }

    /**
     * Sends the request; its end reaches {@code callback} (see {@link ShardCallback}), before this call returns
     * when it fails at once (a closed client, a refused connection).
     */
    public Sent send(Member target, HttpMethod method, String uri, Buffer body, ShardCallback callback) {
        Call call = new Call(target, method, uri, body, callback);
        channels.acquire(target.url(), call);
        return call;
    }

    /**
     * As {@link #send(Member, HttpMethod, String, Buffer, ShardCallback)}, for callers that compose: the answer
     * with a copy of its body, or failed with {@link ShardFailure}. {@code onWire} runs once the request is handed
     * to a connection, i.e. when the shard may see it.
     */
    public Future<ShardReply> send(Member target, HttpMethod method, String uri, Buffer body, Runnable onWire) {
        ReplyPromise reply = new ReplyPromise(onWire);
        send(target, method, uri, body, reply);
        return reply.future();
    }

    private static long epochMicros() {
        Instant now = Instant.now();
        return now.getEpochSecond() * 1_000_000 + now.getNano() / 1_000;
    }

    /** One request on its way: its deadline, its connection once it has one, its outcome. */
    private final class Call implements ShardExchange, Sent {
        private final Member target;
        private final HttpMethod method;
        private final String uri;
        private final Buffer body;
        private final ShardCallback callback;
        private final ContextInternal context = channels.context();
        private final ScheduledFuture<?> deadline;
        private ShardLink link;
        private boolean done;

        Call(Member target, HttpMethod method, String uri, Buffer body, ShardCallback callback) {
            this.target = target;
            this.method = method;
            this.uri = uri;
            this.body = body;
            this.callback = callback;
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
            callback.onWire();
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
            end();
            // As Vert.x emits an event: inside the loop's context, a handler's exception reported to it.
            ContextInternal previous = context.beginDispatch();
            try {
                callback.answered(target.id(), response.status().code(),
                        response.headers().get(HttpHeaderNames.CONTENT_TYPE), response.content());
            } catch (Throwable e) {
                context.reportException(e);
            } finally {
                context.endDispatch(previous);
            }
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

        @Override
        public void cancel() {
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
            ContextInternal previous = context.beginDispatch();
            try {
                callback.failed(failure);
            } catch (Throwable e) {
                context.reportException(e);
            } finally {
                context.endDispatch(previous);
            }
        }

        private void end() {
            done = true;
            deadline.cancel(false);
        }
    }
}
