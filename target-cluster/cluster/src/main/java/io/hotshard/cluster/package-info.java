/**
 * An embedded cluster: N fake shards and a ring router in one JVM on 127.0.0.1, configured by one validated
 * {@link io.hotshard.cluster.ClusterConfig} (shard template plus per-shard overrides, partitioner, router
 * settings, ports, seed), with chaos operations (add, remove, kill, revive, pause, resume, slow) that record run
 * events. {@link io.hotshard.cluster.EmbeddedCluster#record} starts a run recording of the cluster.
 */
package io.hotshard.cluster;
