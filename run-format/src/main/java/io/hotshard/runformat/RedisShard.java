package io.hotshard.runformat;

/**
 * One shard of a Redis run, a row of {@code redis-shares.csv}: a master and its replicas, named by the master's port
 * when the run began; its predicted, client-placed and measured shares, the calls its nodes counted, its master's
 * main-loop CPU share and the share of wall time it spent executing commands (mean and peak over one-second samples),
 * and the calls its replicas served (reads sent to replicas; 0 when every read went to the master) with the busiest
 * replica's command-busy share (mean and peak); and as the client saw the commands its master served (by the slot map
 * when each was sent): their p99 latency from the intended start (-1 when it saw none) and how many failed or timed
 * out.
 */
public record RedisShard(int port, double predicted, double placed, double measured, long calls,
                         double meanUtilisation, double peakUtilisation, double meanCommandBusy,
                         double peakCommandBusy, long replicaCalls, double replicaMeanCommandBusy,
                         double replicaPeakCommandBusy, long clientP99Micros, long clientFailed) {
}
