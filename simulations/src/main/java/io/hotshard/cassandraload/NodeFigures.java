package io.hotshard.cassandraload;

/**
 * One node's figures at the end of a run: its predicted and measured shares of the local reads and writes of
 * hotshard's table, the counts they come from, the client requests it coordinated, and the peaks of its ReadStage
 * and Native-Transport-Requests queues (-1 when not exposed).
 */
public record NodeFigures(String address, double predictedReadShare, double measuredReadShare, long localReads,
                          double predictedWriteShare, double measuredWriteShare, long localWrites,
                          long coordinatorRequests, long peakReadPending, long peakNativePending) {
}
