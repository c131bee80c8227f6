package io.hotshard.shard;

/**
 * Where one served request spent its time, in nanoseconds. Queue wait and service are the modelled times; total
 * is observed from arrival to the answer, so {@code total - (queueWait + service)} is timer lateness or a stall.
 */
record ServiceTiming(long queueWaitNanos, long serviceNanos, long totalNanos) {
}
