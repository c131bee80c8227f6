/**
 * The router's port: a Netty server ({@link io.hotshard.router.front.FrontServer}) whose connections are spread over
 * the router's event loops, checked against the request limits ({@link io.hotshard.router.front.FrontGate}), served
 * one whole request at a time ({@link io.hotshard.router.front.FrontConnection}): {@code /kv/{key}} by the data
 * path, every other path relayed to the loop's Vert.x web server ({@link io.hotshard.router.front.AdminRelay}) over
 * at most {@code maxRelayConnections} connections per loop. What the front refuses is counted in the router's edge
 * counters.
 */
package io.hotshard.router.front;
