package io.hotshard.report.analysis;

/**
 * A stretch of a run in which requests stopped being answered and then were answered late all at once: a
 * stop-the-world pause of a shard or the router (GC, a stalled disk, {@code /admin/stall}).
 *
 * @param fromSecond       start of the first second of the run that held a stalled request
 * @param toSecond         end of the last such second
 * @param maxMicros        the longest wait recorded there: about the length of the stall
 * @param heldRequests     requests recorded there at {@code thresholdMicros} or more: the ones the stall caught
 * @param thresholdMicros  the latency above which a request counts as held (100 × the run's median p50)
 * @param shard            the shard a {@code node-paused} event names at that time, or an empty string
 */
public record Stall(double fromSecond, double toSecond, long maxMicros, long heldRequests, long thresholdMicros,
                    String shard) {
}
