package io.hotshard.router.client;

import io.hotshard.router.core.EdgeCounters;
import io.hotshard.router.core.EdgeLimits;
import io.hotshard.router.core.HeaderMaps;
import io.hotshard.router.core.ShardUrl;
import io.hotshard.router.core.WholeMessages;
import io.netty.bootstrap.Bootstrap;
import io.netty.channel.Channel;
import io.netty.channel.ChannelFuture;
import io.netty.channel.ChannelFutureListener;
import io.netty.channel.ChannelInitializer;
import io.netty.channel.ChannelOption;
import io.netty.handler.codec.http.HttpClientCodec;
import io.netty.handler.codec.http.HttpDecoderConfig;
import io.netty.handler.codec.http.HttpObjectAggregator;
import io.netty.util.AsciiString;
import io.netty.util.NetUtil;
import io.vertx.core.Context;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.internal.ContextInternal;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.channels.ClosedChannelException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Keep-alive HTTP/1.1 connections to the shards, owned by one event loop and opened on that same loop, so a
 * request and its shard's answer never change threads: per shard address at most {@code maxPerShard} connections,
 * each carrying one request at a time, and a queue of the requests waiting for one. Every method runs on the
 * loop of the context the channels were made for.
 *
 * <p>{@link #preconnect} opens one connection to a shard ahead of its first request (as Envoy's preconnect policy
 * does), so that the first fan-out over a thousand shards does not also open a thousand connections: requests that
 * arrive while it opens wait for it rather than open more.
 *
 * <p>A connection that fails to open (refused, unresolvable, timed out) fails its request and every request queued
 * for the shard, in order, as Envoy's pool purges its pending requests on a connect failure: they do not wait out
 * their deadlines for a connection that is not coming. A shard's answer is buffered up to {@code maxAnswerBytes};
 * a larger one breaks its connection.
 */
public final class ShardChannels {

    private static final HttpDecoderConfig ANSWERS = new HttpDecoderConfig().setHeadersFactory(HeaderMaps.TO_SHARDS)
            .setTrailersFactory(HeaderMaps.SHARD_TRAILERS);

    private final ContextInternal context;
    private final Bootstrap bootstrap;
    private final int maxPerShard;
    private final int maxAnswerBytes;
    private final EdgeCounters counters;
    private final Map<ShardUrl, Pool> pools = new HashMap<>();
    private final Set<ShardLink> links = new HashSet<>();
    private boolean closed;

    private ShardChannels(ContextInternal context, int maxPerShard, long connectTimeoutMillis, int maxAnswerBytes,
                          EdgeCounters counters) {
        this.context = context;
        this.maxPerShard = maxPerShard;
        this.maxAnswerBytes = maxAnswerBytes;
        this.counters = counters;
        this.bootstrap = new Bootstrap().group(context.nettyEventLoop())
                .channelFactory(context.owner().transport().channelFactory(false))
                .option(ChannelOption.TCP_NODELAY, true)
                .option(ChannelOption.CONNECT_TIMEOUT_MILLIS, (int) Math.min(Integer.MAX_VALUE, connectTimeoutMillis));
    }

    /**
     * Channels on {@code context}'s event loop, at most {@code maxPerShard} per shard address, answers of at most
     * {@link EdgeLimits#DEFAULT_MAX_SHARD_ANSWER_BYTES}, counted apart from any router's.
     */
    public static ShardChannels on(Context context, int maxPerShard, long connectTimeoutMillis) {
        return on(context, maxPerShard, connectTimeoutMillis, EdgeLimits.DEFAULT_MAX_SHARD_ANSWER_BYTES,
                new EdgeCounters());
    }

    /**
     * Channels on {@code context}'s event loop, at most {@code maxPerShard} per shard address, answers of at most
     * {@code maxAnswerBytes}; retries, oversized answers and failing callbacks are counted in {@code counters}.
     */
    public static ShardChannels on(Context context, int maxPerShard, long connectTimeoutMillis, int maxAnswerBytes,
                                   EdgeCounters counters) {
        if (maxPerShard < 1) {
            throw new IllegalArgumentException("maxPerShard must be at least 1 but was " + maxPerShard);
        }
        if (maxAnswerBytes < 1) {
            throw new IllegalArgumentException("maxAnswerBytes must be at least 1 but was " + maxAnswerBytes);
        }
        return new ShardChannels((ContextInternal) context, maxPerShard, connectTimeoutMillis, maxAnswerBytes,
                counters);
    }

    ContextInternal context() {
        return context;
    }

    int maxAnswerBytes() {
        return maxAnswerBytes;
    }

    EdgeCounters counters() {
        return counters;
    }

    /** Finds {@code exchange} a connection to {@code url}: an idle one, a new one, or the next one released. */
    void acquire(ShardUrl url, ShardExchange exchange) {
        if (closed) {
            exchange.failed(new ClosedChannelException(), false);
            return;
        }
        pools.computeIfAbsent(url, Pool::new).acquire(exchange);
    }

    /**
     * Opens one idle connection to each of {@code urls} that has none yet; completes once every one is open or has
     * failed (a shard that is not up yet is not an error here: its first request connects again).
     */
    public Future<Void> preconnect(Collection<ShardUrl> urls) {
        Promise<Void> done = context.promise();
        context.runOnContext(ignored -> {
            int[] left = {1};
            Runnable one = () -> {
                if (--left[0] == 0) {
                    done.tryComplete();
                }
            };
            for (ShardUrl url : urls) {
                if (!closed) {
                    left[0]++;
                    pools.computeIfAbsent(url, Pool::new).preconnect(one);
                }
            }
            one.run();
        });
        return done.future();
    }

    /** Closes every connection; requests in flight or waiting fail. Completes once all are closed. */
    public Future<Void> close() {
        Promise<Void> done = context.promise();
        context.runOnContext(ignored -> {
            closed = true;
            List<ShardLink> open = new ArrayList<>(links);
            for (Pool pool : pools.values()) {
                pool.failWaiting();
            }
            if (open.isEmpty()) {
                done.tryComplete();
                return;
            }
            int[] left = {open.size()};
            for (ShardLink link : open) {
                link.closeFuture().addListener(closedOne -> {
                    if (--left[0] == 0) {
                        done.tryComplete();
                    }
                });
                link.close();
            }
        });
        return done.future();
    }

    /** The connections to one shard address. */
    final class Pool {
        private final ShardUrl url;
        private final ArrayDeque<ShardLink> idle = new ArrayDeque<>();
        private final ArrayDeque<ShardExchange> waiting = new ArrayDeque<>();
        private int open;
        /** Preconnections still opening: as many waiting exchanges as these take the first of them. */
        private int warming;

        /** The {@code Host} header of every request to this shard, made once. */
        private final AsciiString authority;

        private Pool(ShardUrl url) {
            this.url = url;
            this.authority = new AsciiString(url.authority());
        }

        AsciiString authority() {
            return authority;
        }

        private void acquire(ShardExchange exchange) {
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

        private void preconnect(Runnable settled) {
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
            if (!keepAlive || closed || !link.active()) {
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
            links.remove(link);
            idle.remove(link);
            if (closed) {
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

        private void failWaiting() {
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
            Bootstrap connecting = bootstrap.clone().handler(new ChannelInitializer<Channel>() {
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
            links.add(link);
            connecting.addListener((ChannelFutureListener) result -> {
                if (!result.isSuccess()) {
                    // The channel never became active: closed() is not called for it.
                    links.remove(link);
                    connectFailed(exchange, result.cause());
                    return;
                }
                if (closed) {
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
}
