/**
 * The owner of the router's ring ({@link io.hotshard.router.membership.Membership}): it swaps one immutable
 * snapshot per change, serialised on a worker thread, checks each change ({@code Transitions}), logs it as an event,
 * shares it with the other routers of a group, and marks shards up or down from health probes
 * ({@link io.hotshard.router.membership.HealthChecker}).
 */
package io.hotshard.router.membership;
