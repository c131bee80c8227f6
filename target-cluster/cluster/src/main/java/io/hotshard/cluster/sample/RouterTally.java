package io.hotshard.cluster.sample;

import io.hotshard.recording.CsvRows;
import io.hotshard.router.metrics.RouterIntervals;
import io.hotshard.router.metrics.RouterMetricsSnapshot;
import io.hotshard.router.metrics.ShardCounts;
import io.hotshard.runformat.RunColumns;
import java.util.HashMap;
import java.util.Map;

/**
 * The router's rows of {@code router.csv} and its totals over the run, from successive cumulative samples; as
 * for shards, rows are differences, and counts that went backwards (a restarted router) restart from zero.
 */
final class RouterTally {

    static final String HEADER = RunColumns.header(RunColumns.ROUTER);

    private RouterMetricsSnapshot previous;
    private long clientRequests;
    private long legsSent;
    private long legsNotSent;
    private long sentLegFailures;
    private final Map<String, ShardAnswers> answers = new HashMap<>();

    /** Starts counting after {@code baseline}, or from zero when it is null. */
    RouterTally(RouterMetricsSnapshot baseline) {
        this.previous = baseline;
    }

    /** Returns the row of {@code second} and adds its differences to the totals. */
    String row(int second, RouterSample sample) {
        RouterMetricsSnapshot now = sample.metrics();
        boolean restarted = previous == null || now.requestsReceived() < previous.requestsReceived();
        Map<Integer, Long> before = restarted ? Map.of() : previous.responses();
        long[] byClass = new long[6];
        now.responses().forEach((status, count) -> {
            int statusClass = Math.min(5, Math.max(1, status / 100));
            byClass[statusClass] += count - before.getOrDefault(status, 0L);
        });
        long requests = now.requestsReceived() - (restarted ? 0 : previous.requestsReceived());
        long fanOut = now.fanOutReceived() - (restarted ? 0 : previous.fanOutReceived());
        clientRequests += requests;
        for (Map.Entry<String, ShardCounts> shard : now.shards().entrySet()) {
            ShardCounts was = restarted ? null : previous.shards().get(shard.getKey());
            legsSent += shard.getValue().sent() - (was == null ? 0 : was.sent());
            legsNotSent += shard.getValue().notSent() - (was == null ? 0 : was.notSent());
            sentLegFailures += failuresAfterSending(shard.getValue()) - (was == null ? 0 : failuresAfterSending(was));
            answers.merge(shard.getKey(), ShardAnswers.between(was, shard.getValue()), ShardAnswers::plus);
        }
        previous = now;
        return second + "," + requests + "," + byClass[2] + "," + byClass[4] + "," + byClass[5] + ","
                + (now.responses().getOrDefault(502, 0L) - before.getOrDefault(502, 0L)) + ","
                + (now.responses().getOrDefault(504, 0L) - before.getOrDefault(504, 0L)) + "," + fanOut + ","
                + CsvRows.percentiles(sample.intervals().map(RouterIntervals::kv).orElse(null));
    }

    private static long failuresAfterSending(ShardCounts c) {
        // A hedged read's losing request was written and then reset: the shard may or may not have read it.
        return c.connectFailures() + c.brokenConnections() + c.timeouts() + c.downRejections() - c.notSent()
                + c.cancelled();
    }

    /** The answers the router received from {@code shardId} over the run; none for a shard it never sent to. */
    ShardAnswers answersFrom(String shardId) {
        return answers.getOrDefault(shardId, ShardAnswers.NONE);
    }

    /** Returns the row of a second in which the router could not be read. */
    String missingRow(int second) {
        return second + ",0,0,0,0,0,0,0,,,,";
    }

    /** Client requests received, a fan-out counting once. */
    long clientRequests() {
        return clientRequests;
    }

    /** Requests to shards, single-key and fan-out legs, that were written to a connection. */
    long legsSent() {
        return legsSent;
    }

    /** Requests to shards that failed before any shard could see them (down, refused, no connection in time). */
    long legsNotSent() {
        return legsNotSent;
    }

    /** Requests to shards that were written to a connection and then got no answer (broken, timed out). */
    long sentLegFailures() {
        return sentLegFailures;
    }
}
