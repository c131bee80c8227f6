package io.hotshard.router.front;

import io.hotshard.http.RequestLimits;
import io.hotshard.router.core.EdgeCounters;
import io.hotshard.router.core.HeaderMaps;
import io.hotshard.router.core.LoopGroup;
import io.hotshard.router.core.WholeMessages;
import io.netty.bootstrap.ServerBootstrap;
import io.netty.channel.Channel;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelOption;
import io.netty.channel.EventLoop;
import io.netty.channel.group.ChannelGroup;
import io.netty.channel.group.DefaultChannelGroup;
import io.netty.handler.codec.http.HttpDecoderConfig;
import io.netty.handler.codec.http.HttpMessage;
import io.netty.handler.codec.http.HttpObjectAggregator;
import io.netty.handler.codec.http.HttpServerCodec;
import io.netty.handler.codec.http.HttpServerKeepAliveHandler;
import io.netty.handler.flow.FlowControlHandler;
import io.netty.util.concurrent.GlobalEventExecutor;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.internal.VertxInternal;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The router's listening socket: a Netty server whose accepted connections are spread over the router's event
 * loops ({@link LoopGroup}), each served by a pipeline of the HTTP/1.1 codec (with the initial-line and header
 * limits), flow control (while a connection does not read, what one read decoded waits here, not as aggregated
 * requests), keep-alive handling ({@code Connection: close}, HTTP/1.0), the {@link FrontGate}, an aggregator bounded
 * by the body limits (which also answers {@code 100-continue}) and a {@link FrontConnection}.
 */
public final class FrontServer {

    private final Channel listening;
    private final ChannelGroup connections;

    private FrontServer(Channel listening, ChannelGroup connections) {
        this.listening = listening;
        this.connections = connections;
    }

    /** Listens on {@code host:port} (0: any free port) for connections served on {@code loops}. */
    public static Future<FrontServer> start(VertxInternal vertx, List<FrontLoop> loops, String host, int port) {
        Map<EventLoop, FrontLoop> byLoop = new IdentityHashMap<>();
        List<EventLoop> distinct = new ArrayList<>();
        for (FrontLoop loop : loops) {
            if (byLoop.putIfAbsent(loop.eventLoop(), loop) == null) {
                distinct.add(loop.eventLoop());
            }
        }
        RequestLimits limits = loops.get(0).limits();
        EdgeCounters counters = loops.get(0).counters();
        int maxBody = (int) Math.max(limits.maxValueBytes(), limits.maxAdminBodyBytes());
        HttpDecoderConfig requests = new HttpDecoderConfig().setMaxInitialLineLength(limits.maxInitialLineBytes())
                .setMaxHeaderSize(limits.maxHeaderBytes()).setMaxChunkSize(8_192)
                .setHeadersFactory(HeaderMaps.FROM_CLIENTS).setTrailersFactory(HeaderMaps.CLIENT_TRAILERS);
        ChannelGroup connections = new DefaultChannelGroup("hotshard-router", GlobalEventExecutor.INSTANCE);
        ServerBootstrap bootstrap = new ServerBootstrap()
                .group(vertx.acceptorEventLoopGroup(), new LoopGroup(distinct))
                .channelFactory(vertx.transport().serverChannelFactory(false))
                .option(ChannelOption.SO_BACKLOG, 1_024)
                .option(ChannelOption.SO_REUSEADDR, true)
                .childOption(ChannelOption.TCP_NODELAY, true)
                .childHandler(new ChannelInitializer<Channel>() {
                    @Override
                    protected void initChannel(Channel channel) {
                        connections.add(channel);
                        FrontLoop loop = byLoop.get(channel.eventLoop());
                        channel.pipeline().addLast(
                                new HttpServerCodec(requests), new FlowControlHandler(),
                                new HttpServerKeepAliveHandler(), new FrontGate(limits, counters),
                                new WholeMessages(maxBody), new BodyLimit(maxBody, counters),
                                new FrontConnection(loop));
                    }
                });
        Promise<FrontServer> started = Promise.promise();
        bootstrap.bind(new InetSocketAddress(host, port)).addListener((ChannelFutureListener) bound -> {
            if (bound.isSuccess()) {
                started.complete(new FrontServer(bound.channel(), connections));
            } else {
                started.fail(bound.cause());
            }
        });
        return started.future();
    }

    public int port() {
        return ((InetSocketAddress) listening.localAddress()).getPort();
    }

    /** The aggregator, counting the bodies it refuses (413) as front refusals. */
    private static final class BodyLimit extends HttpObjectAggregator {
        private final EdgeCounters counters;

        BodyLimit(int maxBody, EdgeCounters counters) {
            super(maxBody);
            this.counters = counters;
        }

        @Override
        protected void handleOversizedMessage(ChannelHandlerContext ctx, HttpMessage oversized) throws Exception {
            counters.refusedAtFront();
            super.handleOversizedMessage(ctx, oversized);
        }
    }

    /** Stops accepting and closes every client connection. */
    public Future<Void> close() {
        Promise<Void> closed = Promise.promise();
        listening.close().addListener(ignored -> connections.close().addListener(all -> closed.tryComplete()));
        return closed.future();
    }
}
