package io.hotshard.router.front;

import io.hotshard.router.core.EdgeCounters;
import io.netty.bootstrap.Bootstrap;
import io.netty.channel.Channel;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelHandlerContext;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelOption;
import io.netty.channel.EventLoop;
import io.netty.handler.codec.http.FullHttpRequest;
import io.netty.handler.codec.http.HttpClientCodec;
import io.netty.handler.codec.http.HttpHeaderNames;
import io.netty.handler.codec.http.HttpResponseStatus;
import io.netty.handler.codec.http.HttpVersion;
import io.netty.util.concurrent.ScheduledFuture;
import io.vertx.core.internal.ContextInternal;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.ArrayDeque;
import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.TimeUnit;

/**
 * Hands the requests that are not single-key data (admin API, fan-out, metrics, dashboard and its event stream) to
 * the Vert.x web server of the same event loop, listening on loopback only, and streams its answer back to the
 * client as it comes (an event stream included), reading no faster than the client takes it. Connections to that
 * server are kept alive and reused, at most {@code maxConnections} of them: a request beyond waits for one to come
 * free, in order, and after {@code maxWaitMillis} is answered 503. Every method runs on the loop.
 */
public final class AdminRelay {

    private final Bootstrap bootstrap;
    private final EventLoop loop;
    private final int maxConnections;
    private final long maxWaitMillis;
    private final EdgeCounters counters;
    private final ArrayDeque<Channel> idle = new ArrayDeque<>();
    private final Set<Channel> open = new HashSet<>();
    private final ArrayDeque<Waiting> waiting = new ArrayDeque<>();
    private int opening;
    private InetSocketAddress backend;
    private boolean closed;

    /** A relay of at most {@code maxConnections} connections, where a request waits at most {@code maxWaitMillis}. */
    public AdminRelay(ContextInternal context, int maxConnections, long maxWaitMillis, EdgeCounters counters) {
        this.loop = context.nettyEventLoop();
        this.maxConnections = maxConnections;
        this.maxWaitMillis = maxWaitMillis;
        this.counters = counters;
        bootstrap = new Bootstrap().group(loop)
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
        Waiting relayed = new Waiting(client, request, keepAlive10, done);
        Channel channel = idle.pollLast();
        while (channel != null && !channel.isActive()) {
            channel = idle.pollLast();
        }
        if (channel != null) {
            relayed.start(channel);
        } else if (open.size() + opening < maxConnections) {
            connect(relayed);
        } else {
            relayed.expiry = loop.schedule(() -> expire(relayed), maxWaitMillis, TimeUnit.MILLISECONDS);
            waiting.addLast(relayed);
            counters.relayWaiting(1);
        }
    }

    private void connect(Waiting relayed) {
        opening++;
        counters.relayOpening();
        bootstrap.connect(backend).addListener((ChannelFutureListener) connected -> {
            opening--;
            if (!connected.isSuccess()) {
                counters.relayClosed();
                relayed.request.release();
                FrontGate.refuse(relayed.client, HttpResponseStatus.BAD_GATEWAY,
                        "the router's admin server did not accept a connection: " + connected.cause().getMessage());
                connectForNext();
                return;
            }
            Channel channel = connected.channel();
            open.add(channel);
            channel.closeFuture().addListener(ignored -> closed(channel));
            relayed.start(channel);
        });
    }

    /** {@code channel} answered completely and may carry another request: the next waiting one, if any. */
    void idle(Channel channel) {
        if (closed) {
            channel.close();
            return;
        }
        Waiting next = nextWaiting();
        if (next != null) {
            next.start(channel);
        } else {
            idle.addLast(channel);
        }
    }

    private void closed(Channel channel) {
        open.remove(channel);
        idle.remove(channel);
        counters.relayClosed();
        connectForNext();
    }

    /** A connection's place came free: the next waiting request opens one. */
    private void connectForNext() {
        if (closed) {
            return;
        }
        Waiting next = nextWaiting();
        if (next != null) {
            connect(next);
        }
    }

    /** The first waiting request whose client is still connected; the others are dropped on the way. */
    private Waiting nextWaiting() {
        for (Waiting next = waiting.pollFirst(); next != null; next = waiting.pollFirst()) {
            counters.relayWaiting(-1);
            next.expiry.cancel(false);
            if (next.client.channel().isActive()) {
                return next;
            }
            next.request.release();
        }
        return null;
    }

    private void expire(Waiting relayed) {
        if (!waiting.remove(relayed)) {
            return;
        }
        counters.relayWaiting(-1);
        counters.relayRefused();
        relayed.request.release();
        FrontGate.refuse(relayed.client, HttpResponseStatus.SERVICE_UNAVAILABLE, "the router's " + maxConnections
                + " admin relay connections of this event loop stayed busy for " + maxWaitMillis + " ms");
    }

    /** Closes every connection to the web server; requests still waiting for one get 503. */
    public void close() {
        closed = true;
        for (Waiting relayed = waiting.pollFirst(); relayed != null; relayed = waiting.pollFirst()) {
            counters.relayWaiting(-1);
            relayed.expiry.cancel(false);
            relayed.request.release();
            FrontGate.refuse(relayed.client, HttpResponseStatus.SERVICE_UNAVAILABLE, "the router is stopping");
        }
        for (Channel channel : Set.copyOf(open)) {
            channel.close();
        }
    }

    /** One request to relay, with what its answer goes back to. */
    private static final class Waiting {
        private final ChannelHandlerContext client;
        private final FullHttpRequest request;
        private final boolean keepAlive10;
        private final Runnable done;
        private ScheduledFuture<?> expiry;

        Waiting(ChannelHandlerContext client, FullHttpRequest request, boolean keepAlive10, Runnable done) {
            this.client = client;
            this.request = request;
            this.keepAlive10 = keepAlive10;
            this.done = done;
        }

        void start(Channel channel) {
            channel.pipeline().get(RelayLink.class).start(client, request, keepAlive10, done);
        }
    }
}
