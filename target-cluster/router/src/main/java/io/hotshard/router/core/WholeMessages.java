package io.hotshard.router.core;

import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.handler.codec.http.DefaultFullHttpRequest;
import io.netty.handler.codec.http.DefaultFullHttpResponse;
import io.netty.handler.codec.http.FullHttpMessage;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpMessage;
import io.netty.handler.codec.http.HttpObjectAggregator;
import io.netty.handler.codec.http.HttpRequest;
import io.netty.handler.codec.http.HttpResponse;
import io.netty.handler.codec.http.HttpUtil;
import io.netty.handler.codec.http.LastHttpContent;

/**
 * Makes one full message of an HTTP head and the last content that follows it (a request without a body, a small
 * body or answer read with its head: nearly every message the router sees), placed just before Netty's
 * {@link HttpObjectAggregator}, which passes full messages on untouched. The message keeps the decoder's body
 * buffer, where the aggregator would wrap it in a composite buffer and the message in one more object. Every other
 * head goes on to the aggregator as it came, with what follows it: a body in several pieces, a chunked one, a head
 * that expects {@code 100-continue} (the aggregator answers it), a declared length over {@code maxContentBytes} (the
 * aggregator refuses it) and a head the decoder could not parse. As with the aggregator, a full message states its
 * {@code Content-Length}.
 */
public final class WholeMessages extends ChannelInboundHandlerAdapter {

    private final long maxContentBytes;
    /** A head waiting for its last content. */
    private HttpMessage held;

    /** Joins heads and bodies of at most {@code maxContentBytes}. */
    public WholeMessages(long maxContentBytes) {
        this.maxContentBytes = maxContentBytes;
    }

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object message) {
        HttpMessage head = held;
        if (head != null) {
            held = null;
            if (message instanceof LastHttpContent last && last.content().readableBytes() <= maxContentBytes) {
                ctx.fireChannelRead(joined(head, last));
                return;
            }
            ctx.fireChannelRead(head);
        } else if (message instanceof HttpMessage next && !(message instanceof FullHttpMessage) && joinable(next)) {
            held = next;
            return;
        }
        ctx.fireChannelRead(message);
    }

    @Override
    public void channelInactive(ChannelHandlerContext ctx) {
        // A head holds no buffer; the aggregator after it has nothing of this message either.
        held = null;
        ctx.fireChannelInactive();
    }

    private boolean joinable(HttpMessage head) {
        return head.decoderResult().isSuccess()
                && (head instanceof HttpRequest || head instanceof HttpResponse)
                && !HttpUtil.is100ContinueExpected(head)
                && !HttpUtil.isTransferEncodingChunked(head)
                && HttpUtil.getContentLength(head, 0L) <= maxContentBytes;
    }

    private static FullHttpMessage joined(HttpMessage head, LastHttpContent last) {
        FullHttpMessage full = head instanceof HttpRequest request
                ? new DefaultFullHttpRequest(request.protocolVersion(), request.method(), request.uri(), last.content(),
                        request.headers(), last.trailingHeaders())
                : new DefaultFullHttpResponse(head.protocolVersion(), ((HttpResponse) head).status(), last.content(),
                        head.headers(), last.trailingHeaders());
        full.setDecoderResult(last.decoderResult().isSuccess() ? head.decoderResult() : last.decoderResult());
        if (!HttpUtil.isContentLengthSet(full)) {
            full.headers().set(HttpHeaderNames.CONTENT_LENGTH, String.valueOf(full.content().readableBytes()));
        }
        return full;
    }
}
