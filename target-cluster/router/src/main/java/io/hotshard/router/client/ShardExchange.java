package io.hotshard.router.client;

import io.netty.handler.codec.http.FullHttpResponse;

/**
 * One request to a shard as a {@link ShardPool} sees it: waits for a connection, is written on it, and
 * ends with the shard's answer or a failure. Every method runs on the pool's event loop.
 */
interface ShardExchange {

    /** True once the exchange has ended (answered, failed, timed out or cancelled): it needs no connection. */
    boolean done();

    /**
     * A connection is ready: the exchange binds itself with {@link ShardLink#start} and returns true, or returns
     * false (it ended meanwhile) and the connection goes back to the pool.
     */
    boolean linked(ShardLink link);

    /** The shard's whole answer; its content is released by the caller after this returns. */
    void answered(FullHttpResponse response);

    /**
     * No answer: {@code onWire} tells whether the request was written to a connection (the shard may have seen
     * it), {@code cause} why not.
     */
    void failed(Throwable cause, boolean onWire);

    /**
     * Its kept-alive connection closed after the request was written and before any byte of the answer: returns true
     * if the exchange goes again on a new connection (once, and only a request the shard may safely see twice),
     * which the pool then opens for it first; false if it fails instead.
     */
    default boolean retryOnNewConnection() {
        return false;
    }

    /** The connection opened for this exchange is up (and bound or idle), failed, or was closed with the pool. */
    default void connectionSettled() {
    }
}
