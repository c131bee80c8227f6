package io.hotshard.shard;

import io.vertx.core.Future;

/** Chaos control over whether the shard accepts connections at all. */
interface Availability {

    /** Closes the listening socket and every connection; waiting requests are abandoned. */
    Future<Void> down();

    /** Listens again on the same port and returns it. */
    Future<Integer> up();

    /** Goes down now and comes back up after {@code millis} unless another change of state came first. */
    Future<Void> downFor(long millis);

    boolean isUp();
}
