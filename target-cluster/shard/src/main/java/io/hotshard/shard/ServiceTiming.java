package io.hotshard.shard;

/**
 * Where one served request spent its time, in nanoseconds. Queue wait and service are the modelled times, measured
 * from the request's arrival at the shard; total is observed from arrival to the answer, and {@code lateNanos} is
 * how long after its intended end the service's end actually ran (timer error, event-loop delay or a stall).
 */
record ServiceTiming(long queueWaitNanos, long serviceNanos, long totalNanos, long lateNanos) {
}
