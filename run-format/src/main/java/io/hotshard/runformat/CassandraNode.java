package io.hotshard.runformat;

/**
 * One node's figures at the end of a Cassandra run, a row of {@code cassandra-shares.csv} and an entry of
 * {@code run.json}'s {@code cassandra} section: its predicted and measured shares of the local reads and writes of
 * hotshard's table, the counts they come from, the client requests it coordinated, and the peaks of its ReadStage
 * and Native-Transport-Requests queues (-1 when not exposed).
 */
public record CassandraNode(String address, double predictedReadShare, double measuredReadShare, long localReads,
                            double predictedWriteShare, double measuredWriteShare, long localWrites,
                            long coordinatorRequests, long peakReadPending, long peakNativePending) {
}
