package io.hotshard.router.front;

import io.hotshard.http.RequestChecks;
import io.hotshard.http.RequestLimits;
import io.hotshard.router.data.KvRoutes;
import io.netty.buffer.ByteBufUtil;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.SimpleChannelInboundHandler;
import io.netty.handler.codec.http.FullHttpRequest;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaderValues;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.netty.handler.codec.http.HttpUtil;
import io.netty.handler.codec.http.HttpVersion;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.internal.ContextInternal;
import java.util.ArrayDeque;

/**
 * One client connection to the router, the last handler of its pipeline: serves one whole request at a time, the
 * next only once this one's answer is written (so answers keep the order of pipelined requests, and a client that
 * reads slowly holds back its own requests: a shard is asked nothing more for it, and once {@code maxPipelined}
 * requests or one largest body's worth of bytes wait, the connection stops reading, and a flow-control handler
 * after the decoder holds back whatever one read decoded beyond that), serves {@code GET|PUT|DELETE /kv/{key}} on
 * this loop's {@link KvRoutes} and hands every other request to the loop's {@link AdminRelay} (admin API, fan-out,
 * metrics, dashboard), after the key and query checks of the front door. A {@code PUT} body over the value limit
 * is refused (413) here when it came chunked; an exception of the routes is answered 500.
 */
public final class FrontConnection extends SimpleChannelInboundHandler<FullHttpRequest> {

    private static final System.Logger LOG = System.getLogger(FrontConnection.class.getName());

    private final FrontLoop loop;
    private final RequestLimits limits;
    /** Bytes of waiting bodies past which the connection stops reading: one largest body. */
    private final long maxWaitingBytes;
    private long waitingBytes;
    /** Requests a client sent before the answer to the one in progress (pipelining), answered in order. */
    private final ArrayDeque<FullHttpRequest> pending = new ArrayDeque<>();
    /** What an answer runs once written: {@link #next()}. */
    private final Runnable afterAnswer = this::next;
    private ChannelHandlerContext ctx;
    private boolean busy;
    private boolean serving;
    private boolean answeredWhileServing;
    private boolean keepAlive10;

    FrontConnection(FrontLoop loop) {
        this.loop = loop;
        this.limits = loop.limits();
        this.maxWaitingBytes = Math.max(limits.maxValueBytes(), limits.maxAdminBodyBytes());
    }

    @Override
    public void handlerAdded(ChannelHandlerContext context) {
        ctx = context;
    }

    @Override
    protected void channelRead0(ChannelHandlerContext context, FullHttpRequest request) {
        if (busy) {
            // Pipelined requests wait their turn; past a few, the connection stops reading until they are served.
            pending.addLast(request.retain());
            waitingBytes += request.content().readableBytes();
            if (pending.size() >= loop.maxPipelined() || waitingBytes >= maxWaitingBytes) {
                ctx.channel().config().setAutoRead(false);
            }
            return;
        }
        busy = true;
        serveInTurn(request, false);
    }

    /**
     * Serves {@code request}, then the waiting ones as long as each is answered before its serve returns (a loop,
     * not a recursion, however many a client pipelined); {@code owned}: release it when served.
     */
    private void serveInTurn(FullHttpRequest first, boolean owned) {
        FullHttpRequest request = first;
        boolean release = owned;
        while (true) {
            serving = true;
            answeredWhileServing = false;
            try {
                serve(request);
            } finally {
                serving = false;
                if (release) {
                    request.release();
                }
            }
            if (!answeredWhileServing || !ctx.channel().isActive()) {
                return;
            }
            request = nextWaiting();
            release = true;
            if (request == null) {
                idle();
                return;
            }
        }
    }

    @Override
    public void channelInactive(ChannelHandlerContext context) {
        for (FullHttpRequest request = pending.pollFirst(); request != null; request = pending.pollFirst()) {
            request.release();
        }
        context.fireChannelInactive();
    }

    private void serve(FullHttpRequest request) {
        // An HTTP/1.0 client keeps its connection only when both sides say so.
        keepAlive10 = request.protocolVersion() == HttpVersion.HTTP_1_0 && HttpUtil.isKeepAlive(request);
        String uri = request.uri();
        int query = uri.indexOf('?');
        String path = query < 0 ? uri : uri.substring(0, query);
        if (path.startsWith("/kv/")) {
            kv(request, uri, path);
            return;
        }
        RequestChecks.Refusal tooMany = RequestChecks.query(limits, query < 0 ? null : uri.substring(query + 1));
        if (tooMany != null) {
            refuse(tooMany);
            return;
        }
        loop.relay().forward(ctx, request.retain(), keepAlive10, this::next);
    }

    private void kv(FullHttpRequest request, String uri, String path) {
        RequestChecks.Refusal tooLong = RequestChecks.key(limits, path.substring(4));
        if (tooLong != null) {
            refuse(tooLong);
            return;
        }
        String raw = KvRoutes.rawKey(path);
        HttpMethod method = HttpMethod.fromNetty(request.method());
        if (raw == null) {
            refuse(new RequestChecks.Refusal(HttpResponseStatus.NOT_FOUND.code(), "no route for " + method.name()
                    + " " + path + ": a key is one non-empty path segment after /kv/"));
            return;
        }
        if (method != HttpMethod.GET && method != HttpMethod.PUT && method != HttpMethod.DELETE) {
            loop.counters().refusedAtFront();
            FrontAnswer answer = answer(HttpMethod.GET, "", null);
            answer.putHeader("Allow", "GET, PUT, DELETE");
            answer.answerText(405, method.name() + " is not allowed on /kv/{key}: GET, PUT or DELETE");
            return;
        }
        int bodyBytes = request.content().readableBytes();
        if (method == HttpMethod.PUT && bodyBytes > limits.maxValueBytes()) {
            // A chunked body declares no length for the gate to check, and the aggregator's bound is the larger of
            // the value and admin-body limits.
            refuse(new RequestChecks.Refusal(HttpResponseStatus.REQUEST_ENTITY_TOO_LARGE.code(),
                    "body must be at most " + limits.maxValueBytes() + " bytes but was " + bodyBytes));
            return;
        }
        Buffer body = method == HttpMethod.PUT ? Buffer.buffer(ByteBufUtil.getBytes(request.content())) : null;
        FrontAnswer answer = answer(method, uri, request.headers().get(HttpHeaderNames.CONTENT_TYPE));
        // On the loop's context, as a Vert.x handler would run: what the routes start (timers, futures) stays here.
        ContextInternal previous = loop.context().beginDispatch();
        try {
            loop.kv().serve(answer, raw, body);
        } catch (RuntimeException e) {
            // Left to the pipeline, the exception would close the connection with this and every pipelined
            // request unanswered.
            loop.counters().internalError();
            LOG.log(System.Logger.Level.WARNING, "serving " + method + " " + path + " threw; it is answered 500", e);
            if (!answer.answered()) {
                answer.answerText(500, "the router failed on " + method.name() + " " + path + ": " + e);
            }
        } finally {
            loop.context().endDispatch(previous);
        }
    }

    /** The answer to the current request is written: serve the next one waiting, or read more. */
    private void next() {
        if (serving) {
            answeredWhileServing = true;
            return;
        }
        if (!ctx.channel().isActive()) {
            return;
        }
        FullHttpRequest waiting = nextWaiting();
        if (waiting == null) {
            idle();
            return;
        }
        serveInTurn(waiting, true);
    }

    private FullHttpRequest nextWaiting() {
        FullHttpRequest waiting = pending.pollFirst();
        if (waiting != null) {
            waitingBytes -= waiting.content().readableBytes();
        }
        return waiting;
    }

    /** Nothing waits: the next request is served as it arrives, and the connection reads again if it stopped. */
    private void idle() {
        busy = false;
        if (!ctx.channel().config().isAutoRead()) {
            ctx.channel().config().setAutoRead(true);
        }
    }

    /** The answer to the current request, confirming an HTTP/1.0 client's keep-alive. */
    private FrontAnswer answer(HttpMethod method, String uri, String contentType) {
        FrontAnswer answer = new FrontAnswer(ctx, afterAnswer, method, uri, contentType);
        if (keepAlive10) {
            answer.putHeader(HttpHeaderNames.CONNECTION.toString(), HttpHeaderValues.KEEP_ALIVE.toString());
        }
        return answer;
    }

    private void refuse(RequestChecks.Refusal refusal) {
        loop.counters().refusedAtFront();
        answer(HttpMethod.GET, "", null).answer(refusal.status(), "text/plain; charset=utf-8",
                Buffer.buffer(refusal.message()));
    }

    @Override
    public void exceptionCaught(ChannelHandlerContext context, Throwable cause) {
        context.close();
    }
}
