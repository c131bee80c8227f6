package io.hotshard.redisload;

/**
 * What the client did: commands sent, and of those succeeded, failed and timed out; requests refused at the in-flight
 * cap (never sent); write requests and the SET commands they took (one per copy of a salted key); commands sent per
 * slot.
 */
public record LoadCounts(long sent, long succeeded, long failed, long timedOut, long refused, long writes,
                         long writeCommands, long[] perSlot) {

    /** Commands sent whose outcome is not known yet. */
    public long inFlight() {
        return sent - succeeded - failed - timedOut;
    }
}
