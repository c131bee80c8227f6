package io.hotshard.router.front;

import io.hotshard.http.RequestChecks.Refusal;
import io.hotshard.http.RequestChecks;
import io.hotshard.http.RequestLimits;
import io.hotshard.router.core.EdgeCounters;
import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.handler.codec.http.DefaultFullHttpResponse;
import io.netty.handler.codec.http.FullHttpResponse;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaderValues;
import io.netty.handler.codec.http.HttpMethod;
import io.netty.handler.codec.http.HttpRequest;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.netty.handler.codec.http.HttpVersion;
import io.netty.handler.codec.http.TooLongHttpHeaderException;
import io.netty.handler.codec.http.TooLongHttpLineException;
import io.netty.util.ReferenceCountUtil;
import java.nio.charset.StandardCharsets;

/**
 * The checks a request's head passes before its body is read, between the HTTP decoder and the aggregator: a
 * malformed head (414 for the initial line, 431 for the headers, else 400) and a declared body over its limit
 * ({@code PUT /kv/*}: the value limit; anything else: the admin-body limit; 413) are answered here and the
 * connection is closed, so the body is never read.
 */
public final class FrontGate extends ChannelInboundHandlerAdapter {

    private final RequestLimits limits;
    private final EdgeCounters counters;
    private boolean refused;

    FrontGate(RequestLimits limits, EdgeCounters counters) {
        this.limits = limits;
        this.counters = counters;
    }

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object message) {
        if (refused) {
            ReferenceCountUtil.release(message);
            return;
        }
        if (message instanceof HttpRequest request) {
            Refusal refusal = refusal(request);
            if (refusal != null) {
                refused = true;
                counters.refusedAtFront();
                ReferenceCountUtil.release(message);
                refuse(ctx, HttpResponseStatus.valueOf(refusal.status()), refusal.message());
                return;
            }
        }
        ctx.fireChannelRead(message);
    }

    private Refusal refusal(HttpRequest request) {
        if (request.decoderResult().isFailure()) {
            Throwable cause = request.decoderResult().cause();
            if (cause instanceof TooLongHttpLineException) {
                return new Refusal(HttpResponseStatus.REQUEST_URI_TOO_LONG.code(), cause.getMessage());
            }
            if (cause instanceof TooLongHttpHeaderException) {
                return new Refusal(HttpResponseStatus.REQUEST_HEADER_FIELDS_TOO_LARGE.code(), cause.getMessage());
            }
            return new Refusal(HttpResponseStatus.BAD_REQUEST.code(), "malformed request: " + cause.getMessage());
        }
        boolean value = request.method() == HttpMethod.PUT && request.uri().startsWith("/kv/");
        return RequestChecks.declaredBody(limits, request.headers().get(HttpHeaderNames.CONTENT_LENGTH), value);
    }

    /** Answers {@code status} with a text body and closes the connection once it is written. */
    static void refuse(ChannelHandlerContext ctx, HttpResponseStatus status, String text) {
        FullHttpResponse response = new DefaultFullHttpResponse(HttpVersion.HTTP_1_1, status,
                Unpooled.copiedBuffer(text, StandardCharsets.UTF_8));
        response.headers().set(HttpHeaderNames.CONTENT_TYPE, "text/plain; charset=utf-8")
                .setInt(HttpHeaderNames.CONTENT_LENGTH, response.content().readableBytes())
                .set(HttpHeaderNames.CONNECTION, HttpHeaderValues.CLOSE);
        ctx.writeAndFlush(response).addListener(ChannelFutureListener.CLOSE);
    }
}
