package io.hotshard.cassandraload;

/** How long a run's start took: the cluster's start (0 for a target) and the preload, in milliseconds. */
record StartTimes(long clusterMillis, long preloadMillis, int preloadRows) {
}
