package io.hotshard.redisload;

/**
 * What the client did: commands sent, and of those succeeded, failed and timed out; requests refused at the in-flight
 * cap (never sent); write requests and the SET commands they took (one per copy of a salted key); reads sent through
 * the replica connection; reads the client-side cache answered (hits, nothing sent) and those it sent as GETs (misses);
 * commands sent per slot.
 */
public record RedisLoadCounts(long sent, long succeeded, long failed, long timedOut, long refused, long writes,
                         long writeCommands, long replicaReads, long cacheHits, long cacheMisses, long[] perSlot) {

    /** The cache's hit ratio, NaN when no read went through it. */
    public double cacheHitRatio() {
        return cacheHits + cacheMisses == 0 ? Double.NaN : (double) cacheHits / (cacheHits + cacheMisses);
    }

    /** Commands sent whose outcome is not known yet. */
    public long inFlight() {
        return sent - succeeded - failed - timedOut;
    }
}
