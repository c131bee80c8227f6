package io.hotshard.router.client;

import io.netty.channel.Channel;
import io.netty.channel.ChannelFuture;
import io.netty.channel.ChannelHandler;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.channel.SimpleChannelInboundHandler;
import io.netty.handler.codec.http.FullHttpRequest;
import io.netty.handler.codec.http.FullHttpResponse;
import io.netty.handler.codec.http.HttpUtil;
import io.netty.util.AsciiString;
import java.io.IOException;

/**
 * One kept-alive HTTP/1.1 connection to a shard, the last handler of its pipeline: carries one exchange at a time
 * (no pipelining, so the shard sees exactly the concurrency the router has in flight), hands the connection back
 * to its pool after a complete answer the shard lets it keep, and fails the exchange in flight when the connection
 * breaks or closes. A kept-alive connection that closes before any byte of the answer most likely crossed the
 * shard's own close of an idle connection: the exchange may then go again on a new connection (see
 * {@link ShardExchange#retryOnNewConnection()}), as Envoy, HAProxy and OkHttp retry such a request once.
 */
public final class ShardLink extends SimpleChannelInboundHandler<FullHttpResponse> {

    private final ShardPool pool;
    /** First in the pipeline: notes that bytes of an answer arrived, before the decoder makes anything of them. */
    private final ChannelHandler answerWatch = new AnswerWatch();
    private Channel channel;
    private ShardExchange current;
    private Throwable problem;
    /** The connection idled in the pool or carried an answer before: the shard may have closed it meanwhile. */
    private boolean pooled;
    /** Bytes arrived since the current exchange was written. */
    private boolean answering;

    ShardLink(ShardPool pool) {
        this.pool = pool;
    }

    /** The connection this link is the last handler of, known once it is being opened. */
    void attach(Channel opening) {
        channel = opening;
    }

    /** The handler that goes first in this connection's pipeline. */
    ChannelHandler answerWatch() {
        return answerWatch;
    }

    /** The connection went back to the pool: from now on the shard may close it while it waits. */
    void pooled() {
        pooled = true;
    }

    /**
     * Writes {@code request} for {@code exchange}; its failure to be written reaches {@link #exceptionCaught} (the
     * channel's void promise: no promise and no listener per request), which closes the connection and so fails the
     * exchange.
     */
    void start(ShardExchange exchange, FullHttpRequest request) {
        current = exchange;
        answering = false;
        channel.writeAndFlush(request, channel.voidPromise());
    }

    /** The {@code Host} header of requests on this connection. */
    AsciiString authority() {
        return pool.authority();
    }

    /** Closes the connection; an exchange in flight on it fails. */
    void close() {
        channel.close();
    }

    ChannelFuture closeFuture() {
        return channel.closeFuture();
    }

    boolean active() {
        return channel.isActive();
    }

    @Override
    protected void channelRead0(ChannelHandlerContext ctx, FullHttpResponse response) {
        ShardExchange exchange = current;
        current = null;
        if (exchange == null) {
            // An answer nobody asked for: the connection cannot be trusted any more.
            ctx.close();
            return;
        }
        boolean keep = HttpUtil.isKeepAlive(response) && response.decoderResult().isSuccess();
        if (!response.decoderResult().isSuccess()) {
            ctx.close();
            exchange.failed(response.decoderResult().cause(), true);
            return;
        }
        pool.release(this, keep);
        exchange.answered(response);
    }

    @Override
    public void channelInactive(ChannelHandlerContext ctx) {
        ShardExchange exchange = current;
        current = null;
        if (exchange != null && pooled && !answering && exchange.retryOnNewConnection()) {
            pool.closed(this, exchange);
            return;
        }
        pool.closed(this, null);
        if (exchange != null) {
            exchange.failed(problem != null ? problem : new IOException("the shard closed the connection"), true);
        }
    }

    @Override
    public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
        if (problem == null) {
            problem = cause;
        }
        ctx.close();
    }

    /** Marks the current exchange's answer as begun on the first bytes read after it was written. */
    private final class AnswerWatch extends ChannelInboundHandlerAdapter {
        @Override
        public void channelRead(ChannelHandlerContext ctx, Object message) {
            answering = true;
            ctx.fireChannelRead(message);
        }
    }
}
