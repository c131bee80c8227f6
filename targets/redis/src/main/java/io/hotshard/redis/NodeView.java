package io.hotshard.redis;

/**
 * A node as its last sample saw it, for a live view: role ({@code down} when it did not answer), operations per
 * second, the share of the last interval spent in the load's commands and on its main thread's CPU, connected
 * clients, link to its master and the cluster state it sees.
 */
public record NodeView(int port, long epochMillis, String role, long opsPerSecond, double commandBusy,
                       double utilisation, long clients, String masterLink, String clusterState) {
}
