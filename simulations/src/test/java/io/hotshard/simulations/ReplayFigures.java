package io.hotshard.simulations;

import io.hotshard.keys.queries.QueryFigures;
import io.hotshard.report.analysis.RunAnalysis;
import java.io.PrintStream;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

/**
 * A query log's replay measured beside {@code keys analyze --queries}' prediction for the queries it sent. The shard
 * requests are the shards' arrivals from the run's recording, which starts after the warm-up and the preload, so
 * neither is counted.
 *
 * @param replay         the replay, ended
 * @param predicted      its prediction
 * @param shardRequests  requests the shards received during the run
 * @param perQuery       shard requests per query sent
 * @param hottestShard   the shard that received most
 * @param hottestShare   its share of the shard requests
 * @param fanOutP99      the router's fan-out p99 (µs), NaN without fan-outs
 * @param singleKeyP99   the router's single-key p99 (µs), NaN without single-key requests
 */
record ReplayFigures(QueryReplay replay, QueryFigures predicted, long shardRequests, double perQuery,
                     String hottestShard, double hottestShare, double fanOutP99, double singleKeyP99) {

    static ReplayFigures of(RunAnalysis analysis, QueryReplay replay) {
        long requests = analysis.load().totalRequests();
        return new ReplayFigures(replay, replay.predicted(), requests,
                replay.sent() == 0 ? Double.NaN : requests / (double) replay.sent(), analysis.load().hottest().id(),
                analysis.load().hottest().share(), analysis.fanout().p99Micros(), analysis.singleKey().p99Micros());
    }

    /** Whether {@code measured} is within {@code tolerance} of {@code predicted}, relatively. */
    static boolean within(double measured, double predicted, double tolerance) {
        return Math.abs(measured - predicted) <= tolerance * predicted;
    }

    void print(PrintStream out) {
        out.printf(Locale.ROOT, "  query log: %d queries sent (%d single-key, %d multi-key fan-outs, %d scatters; "
                        + "%d lines not understood, %d passes)%n", replay.sent(), single(), replay.sent(
                        QueryRequest.Kind.KEYS), replay.sent(QueryRequest.Kind.SCATTER), replay.notUnderstood(),
                replay.passes());
        out.printf(Locale.ROOT, "  shard requests per query %.3f measured (%d shard requests), %.3f predicted%n",
                perQuery, shardRequests, predicted.shardRequestsPerQuery());
        out.printf(Locale.ROOT, "  hottest shard %s at %.1f%% of shard requests measured, %.1f%% predicted%n",
                hottestShard, hottestShare * 100, predicted.hottestShareOfWork() * 100);
        out.printf(Locale.ROOT, "  p99 fan-out %.0f µs, single-key %.0f µs measured; keys analyze's p99 of the mix "
                + "over one shard's: %.2f%n", fanOutP99, singleKeyP99, predicted.p99OverOneShard());
    }

    /** The figures under the names {@code trace.json} gives them. */
    Map<String, Object> json() {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("queriesSent", replay.sent());
        json.put("singleKeyQueries", single());
        json.put("multiKeyQueries", replay.sent(QueryRequest.Kind.KEYS));
        json.put("scatterQueries", replay.sent(QueryRequest.Kind.SCATTER));
        json.put("notUnderstoodLines", replay.notUnderstood());
        json.put("passes", replay.passes());
        json.put("measuredShardRequests", shardRequests);
        json.put("measuredShardRequestsPerQuery", number(perQuery));
        json.put("predictedShardRequestsPerQuery", number(predicted.shardRequestsPerQuery()));
        json.put("measuredHottestShare", number(hottestShare));
        json.put("measuredHottestShard", hottestShard);
        json.put("predictedHottestShare", number(predicted.hottestShareOfWork()));
        json.put("measuredFanOutP99Micros", number(fanOutP99));
        json.put("measuredSingleKeyP99Micros", number(singleKeyP99));
        json.put("predictedP99OverOneShard", number(predicted.p99OverOneShard()));
        json.put("predictedSingleShardShare", number(predicted.all().singleShard()));
        json.put("predictedScatterShare", number(predicted.all().scatter()));
        return json;
    }

    private long single() {
        return replay.sent(QueryRequest.Kind.GET) + replay.sent(QueryRequest.Kind.PUT);
    }

    private static Double number(double value) {
        return Double.isNaN(value) ? null : value;
    }
}
