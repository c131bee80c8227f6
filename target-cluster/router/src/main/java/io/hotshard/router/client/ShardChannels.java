package io.hotshard.router.client;

import io.hotshard.router.core.EdgeCounters;
import io.hotshard.router.core.EdgeLimits;
import io.hotshard.router.core.ShardUrl;
import io.netty.bootstrap.Bootstrap;
import io.netty.channel.ChannelOption;
import io.vertx.core.Context;
import io.vertx.core.Future;
import io.vertx.core.Promise;
import io.vertx.core.internal.ContextInternal;
import java.nio.channels.ClosedChannelException;
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

    private final ContextInternal context;
    private final Bootstrap bootstrap;
    private final int maxPerShard;
    private final int maxAnswerBytes;
    private final EdgeCounters counters;
    private final Map<ShardUrl, ShardPool> pools = new HashMap<>();
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

    int maxPerShard() {
        return maxPerShard;
    }

    /** Whether {@link #close} was called: a connection released now closes, and none opens. */
    boolean closed() {
        return closed;
    }

    /** A new connection to a shard, not open yet. */
    Bootstrap bootstrap() {
        return bootstrap.clone();
    }

    /** {@code link} is connecting or open: {@link #close} closes it. */
    void opened(ShardLink link) {
        links.add(link);
    }

    /** {@code link} is closed or never opened. */
    void forgot(ShardLink link) {
        links.remove(link);
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
        pools.computeIfAbsent(url, this::pool).acquire(exchange);
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
                    pools.computeIfAbsent(url, this::pool).preconnect(one);
                }
            }
            one.run();
        });
        return done.future();
    }

    private ShardPool pool(ShardUrl url) {
        return new ShardPool(this, url);
    }

    /** Closes every connection; requests in flight or waiting fail. Completes once all are closed. */
    public Future<Void> close() {
        Promise<Void> done = context.promise();
        context.runOnContext(ignored -> {
            closed = true;
            List<ShardLink> open = new ArrayList<>(links);
            for (ShardPool pool : pools.values()) {
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
}
