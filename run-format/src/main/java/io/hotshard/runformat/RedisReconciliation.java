package io.hotshard.runformat;

/**
 * A Redis run's commands sent against Σ the calls its nodes counted, in {@code run.json}'s {@code redis} section; what
 * may tell them apart for a named reason: failed or timed-out commands (which a node may or may not have run),
 * commands still in flight at the end, and those in flight when a killed node's last sample began or sent after it.
 */
public record RedisReconciliation(long sent, long served, long failedOrTimedOut, long inFlightAtEnd, long killWindow,
                                  boolean exact, boolean withinTolerance) {
}
