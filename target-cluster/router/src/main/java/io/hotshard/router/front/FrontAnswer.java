package io.hotshard.router.front;

import io.hotshard.router.core.HeaderMaps;
import io.hotshard.router.data.KvRequest;
import io.hotshard.router.data.KvRoutes;
import io.netty.buffer.ByteBuf;
import io.netty.buffer.Unpooled;
import io.netty.channel.ChannelFuture;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.handler.codec.http.DefaultFullHttpResponse;
import io.netty.handler.codec.http.EmptyHttpHeaders;
import io.netty.handler.codec.http.FullHttpResponse;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaders;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.netty.handler.codec.http.HttpVersion;
import io.vertx.core.buffer.Buffer;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.internal.buffer.BufferInternal;

/**
 * A request of a client connection as {@link KvRoutes} sees it, answered once with a whole response (status,
 * headers, content length, body); {@code written} runs when the answer has been handed to the socket or failed.
 */
final class FrontAnswer implements KvRequest, ChannelFutureListener {

    private final ChannelHandlerContext ctx;
    private final Runnable written;
    private final HttpMethod method;
    private final String uri;
    private final String contentType;
    private final HttpHeaders headers = HeaderMaps.ANSWERS.newHeaders();
    private boolean answered;

    FrontAnswer(ChannelHandlerContext ctx, Runnable written, HttpMethod method, String uri, String contentType) {
        this.ctx = ctx;
        this.written = written;
        this.method = method;
        this.uri = uri;
        this.contentType = contentType;
    }

    @Override
    public HttpMethod method() {
        return method;
    }

    @Override
    public String uri() {
        return uri;
    }

    @Override
    public String header(String name) {
        return HttpHeaderNames.CONTENT_TYPE.contentEqualsIgnoreCase(name) ? contentType : null;
    }

    @Override
    public void putHeader(String name, String value) {
        headers.set(name, value);
    }

    @Override
    public boolean answered() {
        return answered;
    }

    @Override
    public void answer(int status, String type, Buffer body) {
        forward(status, type, body == null ? Unpooled.EMPTY_BUFFER : ((BufferInternal) body).getByteBuf());
    }

    @Override
    public void forward(int status, String type, ByteBuf content) {
        if (answered) {
            content.release();
            return;
        }
        answered = true;
        if (type != null) {
            headers.set(HttpHeaderNames.CONTENT_TYPE, type);
        }
        headers.setInt(HttpHeaderNames.CONTENT_LENGTH, content.readableBytes());
        FullHttpResponse response = new DefaultFullHttpResponse(HttpVersion.HTTP_1_1,
                HttpResponseStatus.valueOf(status), content, headers,
                EmptyHttpHeaders.INSTANCE);
        ctx.writeAndFlush(response).addListener(this);
    }

    /** The answer is written or failed. */
    @Override
    public void operationComplete(ChannelFuture done) {
        written.run();
    }
}
