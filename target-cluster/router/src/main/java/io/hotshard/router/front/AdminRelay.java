package io.hotshard.router.front;

import io.netty.bootstrap.Bootstrap;
import io.netty.channel.Channel;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelOption;
import io.netty.handler.codec.http.FullHttpRequest;
import io.netty.handler.codec.http.HttpClientCodec;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.netty.handler.codec.http.HttpVersion;
import io.vertx.core.internal.ContextInternal;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.ArrayDeque;
import java.util.HashSet;
import java.util.Set;

/**
 * Hands the requests that are not single-key data (admin API, fan-out, metrics, dashboard and its event stream) to
 * the Vert.x web server of the same event loop, listening on loopback only, and streams its answer back to the
 * client as it comes (an event stream included), reading no faster than the client takes it. Connections to that
 * server are kept alive and reused. Every method runs on the loop.
 */
public final class AdminRelay {

    private final Bootstrap bootstrap;
    private final ArrayDeque<Channel> idle = new ArrayDeque<>();
    private final Set<Channel> open = new HashSet<>();
    private InetSocketAddress backend;
    private boolean closed;

    public AdminRelay(ContextInternal context) {
        bootstrap = new Bootstrap().group(context.nettyEventLoop())
                .channelFactory(context.owner().transport().channelFactory(false))
                .option(ChannelOption.TCP_NODELAY, true)
                .handler(new ChannelInitializer<Channel>() {
                    @Override
                    protected void initChannel(Channel channel) {
                        channel.pipeline().addLast(new HttpClientCodec(), new RelayLink(AdminRelay.this));
                    }
                });
    }

    /** The web server's port on loopback, once it listens. */
    public void target(int port) {
        backend = new InetSocketAddress(InetAddress.getLoopbackAddress(), port);
    }

    /**
     * Sends {@code request} (which this relay releases) to the web server and relays its answer to {@code client};
     * {@code done} runs once the whole answer is written, or never if the client's connection closes first;
     * {@code keepAlive10}: the client speaks HTTP/1.0 and asked to keep its connection, which the answer confirms.
     */
    void forward(ChannelHandlerContext client, FullHttpRequest request, boolean keepAlive10, Runnable done) {
        if (closed || backend == null) {
            request.release();
            FrontGate.refuse(client, HttpResponseStatus.SERVICE_UNAVAILABLE, "the router is stopping");
            return;
        }
        // The hop to the web server is HTTP/1.1 kept alive whatever the client spoke; the front answered any
        // 100-continue already.
        request.setProtocolVersion(HttpVersion.HTTP_1_1);
        request.headers().remove(HttpHeaderNames.CONNECTION).remove(HttpHeaderNames.EXPECT)
                .remove(HttpHeaderNames.KEEP_ALIVE);
        Channel channel = idle.pollLast();
        while (channel != null && !channel.isActive()) {
            channel = idle.pollLast();
        }
        if (channel != null) {
            channel.pipeline().get(RelayLink.class).start(client, request, keepAlive10, done);
            return;
        }
        bootstrap.connect(backend).addListener((ChannelFutureListener) connected -> {
            if (!connected.isSuccess()) {
                request.release();
                FrontGate.refuse(client, HttpResponseStatus.BAD_GATEWAY,
                        "the router's admin server did not accept a connection: " + connected.cause().getMessage());
                return;
            }
            open.add(connected.channel());
            connected.channel().closeFuture().addListener(ignored -> {
                open.remove(connected.channel());
                idle.remove(connected.channel());
            });
            connected.channel().pipeline().get(RelayLink.class).start(client, request, keepAlive10, done);
        });
    }

    /** {@code channel} answered completely and may carry another request. */
    void idle(Channel channel) {
        if (closed) {
            channel.close();
        } else {
            idle.addLast(channel);
        }
    }

    /** Closes every connection to the web server. */
    public void close() {
        closed = true;
        for (Channel channel : Set.copyOf(open)) {
            channel.close();
        }
    }
}
