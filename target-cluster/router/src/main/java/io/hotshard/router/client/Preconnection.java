package io.hotshard.router.client;

import io.netty.handler.codec.http.FullHttpResponse;

/**
 * The exchange a preconnection opens its connection for: it carries no request, so the connection goes to the
 * first request waiting for it, or idles; {@code settled} runs once the connection is up, has failed, or was closed.
 */
final class Preconnection implements ShardExchange {

    private final Runnable settled;

    Preconnection(Runnable settled) {
        this.settled = settled;
    }

    @Override
    public boolean done() {
        return true;
    }

    @Override
    public boolean linked(ShardLink link) {
        return false;
    }

    @Override
    public void answered(FullHttpResponse response) {
        // Never sent a request.
    }

    @Override
    public void failed(Throwable cause, boolean onWire) {
        // Settled below: a shard that is not up yet is connected to again by its first request.
    }

    @Override
    public void connectionSettled() {
        settled.run();
    }
}
