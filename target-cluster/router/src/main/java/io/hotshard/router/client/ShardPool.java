package io.hotshard.router.client;

import io.hotshard.router.core.HeaderMaps;
import io.hotshard.router.core.ShardUrl;
import io.hotshard.router.core.WholeMessages;
import io.netty.bootstrap.Bootstrap;
import io.netty.channel.Channel;
import io.netty.channel.ChannelFuture;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelInitializer;
import io.netty.handler.codec.http.HttpClientCodec;
import io.netty.handler.codec.http.HttpDecoderConfig;
import io.netty.handler.codec.http.HttpObjectAggregator;
import io.netty.util.AsciiString;
import io.netty.util.NetUtil;
import io.vertx.core.internal.ContextInternal;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.channels.ClosedChannelException;
import java.util.ArrayDeque;

/**
 * The connections of one {@link ShardChannels} to one shard address: at most {@code maxPerShard}, each carrying one
 * request at a time, an idle stack and a queue of the requests waiting for one. Runs on the channels' event loop.
 */
final class ShardPool {

    private static final HttpDecoderConfig ANSWERS = new HttpDecoderConfig().setHeadersFactory(HeaderMaps.TO_SHARDS)
            .setTrailersFactory(HeaderMaps.SHARD_TRAILERS);

    private final ShardChannels channels;
    private final int maxPerShard;
    private final ShardUrl url;
    private final ArrayDeque<ShardLink> idle = new ArrayDeque<>();
    private final ArrayDeque<ShardExchange> waiting = new ArrayDeque<>();
    private int open;
    /** Preconnections still opening: as many waiting exchanges as these take the first of them. */
    private int warming;

    /** The {@code Host} header of every request to this shard, made once. */
    private final AsciiString authority;

    ShardPool(ShardChannels channels, ShardUrl url) {
        this.channels = channels;
        this.maxPerShard = channels.maxPerShard();
        this.url = url;
        this.authority = new AsciiString(url.authority());
    }

    AsciiString authority() {
        return authority;
    }

    void acquire(ShardExchange exchange) {
        while (!idle.isEmpty()) {
            ShardLink link = idle.pollLast();
            if (link.active()) {
                bind(link, exchange);
                return;
            }
        }
        if (open < maxPerShard && waiting.size() >= warming) {
            connect(exchange);
        } else {
            waiting.addLast(exchange);
        }
    }

    void preconnect(Runnable settled) {
        if (open > 0) {
            settled.run();
            return;
        }
        warming++;
        connect(new Preconnection(() -> {
            warmed();
            settled.run();
        }));
    }

    /** A preconnection settled: the exchanges that waited for it beyond what it serves connect themselves. */
    private void warmed() {
        warming--;
        while (open < maxPerShard && waiting.size() > warming) {
            ShardExchange next = nextWaiting();
            if (next == null) {
                return;
            }
            connect(next);
        }
    }

    /** The answer on {@code link} is complete: it serves the next waiting exchange, idles, or closes. */
    void release(ShardLink link, boolean keepAlive) {
        if (!keepAlive || channels.closed() || !link.active()) {
            link.close();
            return;
        }
        link.pooled();
        ShardExchange next = nextWaiting();
        if (next != null) {
            bind(link, next);
        } else {
            idle.addLast(link);
        }
    }

    /**
     * {@code link}'s connection closed: {@code retry}, if not null, opens another for itself first (its
     * kept-alive connection closed under it), else a waiting exchange may open one.
     */
    void closed(ShardLink link, ShardExchange retry) {
        open--;
        channels.forgot(link);
        idle.remove(link);
        if (channels.closed()) {
            if (retry != null) {
                retry.failed(new ClosedChannelException(), true);
            }
            return;
        }
        ShardExchange next = retry != null ? retry : nextWaiting();
        if (next != null && open < maxPerShard) {
            connect(next);
        }
    }

    private void bind(ShardLink link, ShardExchange exchange) {
        if (!exchange.linked(link)) {
            release(link, true);
        }
    }

    private ShardExchange nextWaiting() {
        ShardExchange next = waiting.pollFirst();
        while (next != null && next.done()) {
            next = waiting.pollFirst();
        }
        return next;
    }

    void failWaiting() {
        failWaiting(new ClosedChannelException());
    }

    private void failWaiting(Throwable cause) {
        for (ShardExchange exchange = nextWaiting(); exchange != null; exchange = nextWaiting()) {
            exchange.failed(cause, false);
        }
    }

    /**
     * The connection opened for {@code exchange} never came up: its slot is free, and it fails with every
     * exchange waiting here, in order.
     */
    private void connectFailed(ShardExchange exchange, Throwable cause) {
        open--;
        exchange.failed(cause, false);
        failWaiting(cause);
        exchange.connectionSettled();
    }

    private void connect(ShardExchange exchange) {
        open++;
        ShardLink link = new ShardLink(this);
        int maxAnswerBytes = channels.maxAnswerBytes();
        Bootstrap connecting = channels.bootstrap().handler(new ChannelInitializer<Channel>() {
            @Override
            protected void initChannel(Channel channel) {
                channel.pipeline().addLast(link.answerWatch(), new HttpClientCodec(ANSWERS, false, false),
                        new WholeMessages(maxAnswerBytes), new HttpObjectAggregator(maxAnswerBytes), link);
            }
        });
        InetAddress literal = literal(url.host());
        if (literal != null) {
            connected(link, exchange, connecting.connect(new InetSocketAddress(literal, url.port())));
            return;
        }
        // Resolved off the loop; the listener runs on it again.
        ContextInternal context = channels.context();
        context.owner().nameResolver().resolve(context.nettyEventLoop(), url.host()).addListener(resolved -> {
            if (!resolved.isSuccess()) {
                connectFailed(exchange, resolved.cause());
            } else {
                InetSocketAddress address = (InetSocketAddress) resolved.getNow();
                connected(link, exchange, connecting.connect(new InetSocketAddress(address.getAddress(),
                        url.port())));
            }
        });
    }

    private void connected(ShardLink link, ShardExchange exchange, ChannelFuture connecting) {
        link.attach(connecting.channel());
        channels.opened(link);
        connecting.addListener((ChannelFutureListener) result -> {
            if (!result.isSuccess()) {
                // The channel never became active: closed() is not called for it.
                channels.forgot(link);
                connectFailed(exchange, result.cause());
                return;
            }
            if (channels.closed()) {
                link.close();
            } else {
                ShardExchange first = exchange.done() ? nextWaiting() : exchange;
                if (first == null) {
                    link.pooled();
                    idle.addLast(link);
                } else {
                    bind(link, first);
                }
            }
            exchange.connectionSettled();
        });
    }

    private InetAddress literal(String host) {
        String bare = host.startsWith("[") && host.endsWith("]") ? host.substring(1, host.length() - 1) : host;
        return NetUtil.createInetAddressFromIpAddressString(bare);
    }
}
