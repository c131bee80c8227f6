package io.hotshard.router.core;

import io.netty.channel.Channel;
import io.netty.channel.ChannelFuture;
import io.netty.channel.ChannelPromise;
import io.netty.channel.EventLoop;
import io.netty.channel.EventLoopGroup;
import io.netty.util.concurrent.AbstractEventExecutorGroup;
import io.netty.util.concurrent.EventExecutor;
import io.netty.util.concurrent.Future;
import io.netty.util.concurrent.ImmediateEventExecutor;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * The router's own event loops as the child group of its front server: each accepted connection is registered on
 * the next of them in turn, so it is served on a loop that holds that loop's routes and shard connections. The
 * loops belong to Vert.x: shutting this group down does nothing.
 */
public final class LoopGroup extends AbstractEventExecutorGroup implements EventLoopGroup {

    private final List<EventLoop> loops;
    private int next;

    public LoopGroup(List<EventLoop> loops) {
        if (loops.isEmpty()) {
            throw new IllegalArgumentException("a loop group needs at least one event loop");
        }
        this.loops = List.copyOf(loops);
    }

    @Override
    public synchronized EventLoop next() {
        EventLoop loop = loops.get(next);
        next = (next + 1) % loops.size();
        return loop;
    }

    @Override
    public ChannelFuture register(Channel channel) {
        return next().register(channel);
    }

    @Override
    public ChannelFuture register(ChannelPromise promise) {
        return next().register(promise);
    }

    @Override
    @Deprecated
    public ChannelFuture register(Channel channel, ChannelPromise promise) {
        return next().register(promise);
    }

    @Override
    public Iterator<EventExecutor> iterator() {
        return new ArrayList<EventExecutor>(loops).iterator();
    }

    @Override
    public boolean isShuttingDown() {
        return false;
    }

    @Override
    public Future<?> shutdownGracefully(long quietPeriod, long timeout, TimeUnit unit) {
        return terminationFuture();
    }

    @Override
    public Future<?> terminationFuture() {
        return ImmediateEventExecutor.INSTANCE.newSucceededFuture(null);
    }

    @Override
    @Deprecated
    public void shutdown() {
        // The loops belong to Vert.x.
    }

    @Override
    public boolean isShutdown() {
        return false;
    }

    @Override
    public boolean isTerminated() {
        return false;
    }

    @Override
    public boolean awaitTermination(long timeout, TimeUnit unit) {
        return false;
    }
}
