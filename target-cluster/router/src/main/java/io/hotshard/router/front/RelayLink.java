package io.hotshard.router.front;

import io.netty.channel.ChannelFuture;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInboundHandlerAdapter;
import io.netty.handler.codec.http.FullHttpRequest;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpHeaderValues;
import io.netty.handler.codec.http.HttpResponse;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.netty.handler.codec.http.HttpUtil;
import io.netty.handler.codec.http.LastHttpContent;
import io.netty.util.ReferenceCountUtil;

/**
 * One connection of an {@link AdminRelay} to the web server: writes a request, passes the answer's head and
 * content to the client as they arrive (flushed after each read, so an event stream flows), stops reading while
 * the client's connection is not writable, and closes the client's connection if the answer breaks off.
 */
final class RelayLink extends ChannelInboundHandlerAdapter {

    private final AdminRelay relay;
    private ChannelHandlerContext backend;
    private ChannelHandlerContext client;
    private Runnable done;
    private boolean headSent;
    private boolean keepAlive;
    private boolean keepAlive10;
    private final ChannelFutureListener clientClosed = closed -> abandon();

    RelayLink(AdminRelay relay) {
        this.relay = relay;
    }

    @Override
    public void handlerAdded(ChannelHandlerContext ctx) {
        backend = ctx;
    }

    /** Relays {@code request}'s answer to {@code client}, then runs {@code whenDone}. */
    void start(ChannelHandlerContext to, FullHttpRequest request, boolean clientKeepAlive10, Runnable whenDone) {
        client = to;
        keepAlive10 = clientKeepAlive10;
        done = whenDone;
        headSent = false;
        client.channel().closeFuture().addListener(clientClosed);
        backend.writeAndFlush(request);
    }

    @Override
    public void channelRead(ChannelHandlerContext ctx, Object message) {
        if (client == null) {
            ReferenceCountUtil.release(message);
            ctx.close();
            return;
        }
        if (message instanceof HttpResponse head) {
            if (head.status().code() == HttpResponseStatus.CONTINUE.code()) {
                ReferenceCountUtil.release(message);
                return;
            }
            keepAlive = HttpUtil.isKeepAlive(head);
            // Hop-by-hop: the client's own connection header is the front's to set.
            head.headers().remove(HttpHeaderNames.CONNECTION).remove(HttpHeaderNames.KEEP_ALIVE);
            if (keepAlive10) {
                head.headers().set(HttpHeaderNames.CONNECTION, HttpHeaderValues.KEEP_ALIVE);
            }
            headSent = true;
        }
        if (message instanceof LastHttpContent) {
            ChannelHandlerContext to = client;
            Runnable whenDone = done;
            finish();
            to.writeAndFlush(message).addListener((ChannelFutureListener) written -> whenDone.run());
            if (keepAlive) {
                relay.idle(ctx.channel());
            } else {
                ctx.close();
            }
            return;
        }
        ChannelFuture written = client.write(message);
        if (!client.channel().isWritable()) {
            // The client reads slowly: read no more from the web server until what was written has left.
            ctx.channel().config().setAutoRead(false);
            client.flush();
            written.addListener(flushed -> ctx.channel().config().setAutoRead(true));
        }
    }

    @Override
    public void channelReadComplete(ChannelHandlerContext ctx) {
        if (client != null) {
            client.flush();
        }
    }

    @Override
    public void channelInactive(ChannelHandlerContext ctx) {
        if (client != null) {
            ChannelHandlerContext to = client;
            boolean started = headSent;
            finish();
            if (started) {
                to.close();
            } else {
                FrontGate.refuse(to, HttpResponseStatus.BAD_GATEWAY, "the router's admin server closed the connection");
            }
        }
    }

    @Override
    public void exceptionCaught(ChannelHandlerContext ctx, Throwable cause) {
        ctx.close();
    }

    private void abandon() {
        if (client != null) {
            finish();
            backend.close();
        }
    }

    private void finish() {
        client.channel().closeFuture().removeListener(clientClosed);
        client = null;
        done = null;
    }
}
