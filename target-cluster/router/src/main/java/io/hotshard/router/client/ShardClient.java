package io.hotshard.router.client;

import io.hotshard.router.core.EdgeCounters;
import io.hotshard.router.core.FailureKind;
import io.hotshard.router.core.HeaderMaps;
import io.hotshard.router.core.Member;
import io.hotshard.router.core.ShardFailure;
import io.hotshard.router.core.ShardReply;
import io.netty.buffer.Unpooled;
import io.netty.channel.ConnectTimeoutException;
import io.netty.handler.codec.DecoderException;
import io.netty.handler.codec.TooLongFrameException;
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
import java.net.NoRouteToHostException;
import java.net.UnknownHostException;
import java.time.Instant;
import java.util.concurrent.TimeUnit;

/**
 * Sends one request to a shard over the loop's {@link ShardChannels} with a total deadline: waiting for a pooled
 * connection, connecting, sending and reading the whole answer must fit in {@code timeoutMillis}, after which the
 * request's connection is closed (so a late answer cannot be taken for the next request's) and the call fails
 * with {@link FailureKind#TIMEOUT}. A shard that trickles bytes cannot stretch the deadline. A {@code GET} or
 * {@code HEAD} whose kept-alive connection closes before any byte of the answer goes once more on a new connection,
 * within the same deadline. A callback that throws is logged and counted, and then told {@link ShardCallback#failed}
 * with {@link FailureKind#INTERNAL}, so that its client still gets an answer. Call from the channels' event loop;
 * every callback runs there, on its Vert.x context.
 */
public final class ShardClient {

    private static final System.Logger LOG = System.getLogger(ShardClient.class.getName());

    /** Tells the shard when its request left the router (epoch µs), so it can count its wait from then. */
    static final String SENT_HEADER = "X-Hotshard-Sent-Micros";

    private final ShardChannels channels;
    private final long timeoutMillis;
    private final String authorization;
    private final EdgeCounters counters;

    public ShardClient(ShardChannels channels, long timeoutMillis) {
        this(channels, timeoutMillis, null);
    }

    /** A client whose every request carries {@code authorization} (the admin token's header), if not null. */
    public ShardClient(ShardChannels channels, long timeoutMillis, String authorization) {
        this.channels = channels;
        this.timeoutMillis = timeoutMillis;
        this.authorization = authorization;
        this.counters = channels.counters();
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
        /** Written to a connection at least once: the shard may have seen it. */
        private boolean written;
        private boolean retried;
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
            if (!written) {
                written = true;
                callback.onWire();
            }
            link.start(this, request());
            return true;
        }

        @Override
        public boolean retryOnNewConnection() {
            if (done || retried || body != null || method != HttpMethod.GET && method != HttpMethod.HEAD) {
                return false;
            }
            retried = true;
            link = null;
            counters.retried();
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
            // As Vert.x emits an event: inside the loop's context.
            ContextInternal previous = context.beginDispatch();
            try {
                callback.answered(target.id(), response.status().code(),
                        response.headers().get(HttpHeaderNames.CONTENT_TYPE), response.content());
            } catch (Throwable e) {
                crashed(e);
            } finally {
                context.endDispatch(previous);
            }
        }

        @Override
        public void failed(Throwable cause, boolean onWire) {
            if (done) {
                return;
            }
            fail(failure(cause));
        }

        private ShardFailure failure(Throwable cause) {
            String id = target.id();
            Throwable problem = cause instanceof DecoderException && cause.getCause() != null ? cause.getCause()
                    : cause;
            if (problem instanceof ConnectTimeoutException) {
                return timeout();
            }
            if (problem instanceof ConnectException) {
                return new ShardFailure(FailureKind.CONNECT, id, written,
                        "shard " + id + " refused the connection at " + target.url());
            }
            if (problem instanceof UnknownHostException || problem instanceof NoRouteToHostException) {
                return new ShardFailure(FailureKind.CONNECT, id, written,
                        "shard " + id + " could not be reached at " + target.url() + ": " + problem.getMessage());
            }
            if (problem instanceof TooLongFrameException) {
                counters.oversizedAnswer();
                return new ShardFailure(FailureKind.BROKEN, id, written, "shard " + id
                        + " sent an answer over the limit of " + channels.maxAnswerBytes() + " bytes");
            }
            return new ShardFailure(FailureKind.BROKEN, id, written,
                    "shard " + id + " broke the connection: " + problem.getMessage());
        }

        @Override
        public void cancel() {
            fail(new ShardFailure(FailureKind.CANCELLED, target.id(), written,
                    "request to shard " + target.id() + " was cancelled"));
        }

        private void timedOut() {
            fail(timeout());
        }

        private ShardFailure timeout() {
            return new ShardFailure(FailureKind.TIMEOUT, target.id(), written,
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
                crashed(e);
            } finally {
                context.endDispatch(previous);
            }
        }

        /**
         * The callback threw: the bug is logged and counted, and the callback is told to fail with a 500 once more,
         * so that whoever waits on it (a client, a pipelined request behind it) is not left without an answer.
         */
        private void crashed(Throwable e) {
            counters.internalError();
            LOG.log(System.Logger.Level.WARNING, "handling the end of a request to shard " + target.id()
                    + " threw; it is answered 500", e);
            try {
                callback.failed(new ShardFailure(FailureKind.INTERNAL, target.id(), written,
                        "the router failed on the answer of shard " + target.id() + ": " + e));
            } catch (Throwable again) {
                context.reportException(again);
            }
        }

        private void end() {
            done = true;
            deadline.cancel(false);
        }
    }
}
