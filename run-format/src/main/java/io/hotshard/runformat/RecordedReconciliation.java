package io.hotshard.runformat;

/** The {@code reconciliation} section of {@code run.json}, as the run recorded it. */
public record RecordedReconciliation(long routerRequests, long shardCompleted, long shardRejected,
                                     long shardErrored, long routerFailures, boolean matches) {
}
