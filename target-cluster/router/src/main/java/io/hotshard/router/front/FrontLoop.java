package io.hotshard.router.front;

import io.hotshard.http.RequestLimits;
import io.hotshard.router.core.EdgeCounters;
import io.hotshard.router.data.KvRoutes;
import io.netty.channel.EventLoop;
import io.vertx.core.internal.ContextInternal;

/**
 * What the front's connections on one event loop use: the loop's Vert.x context (its routes run as on it, so timers
 * and futures they create stay on this loop), its {@code /kv} routes, its relay to the loop's web server, the
 * request limits, the requests a connection may have waiting, and the counters of what the front refuses.
 */
public record FrontLoop(ContextInternal context, KvRoutes kv, AdminRelay relay, RequestLimits limits,
                        int maxPipelined, EdgeCounters counters) {

    /** The Netty event loop the context runs on, which serves the connections of this loop. */
    EventLoop eventLoop() {
        return context.nettyEventLoop();
    }
}
