package io.hotshard.report.analysis;

/**
 * One shard's measured queueing figures beside the M/M/c (Erlang C) prediction.
 *
 * @param arrivalRatePerSecond accepted arrivals per second (arrivals minus rejections)
 * @param serviceSource "measured" (from the service-time log) or "configured"
 * @param measuredMeanWaitMicros the shards' own queue wait from arrival; in older runs mean total minus mean
 *                               service; NaN when a log is missing
 * @param predictedMeanWaitMicros Erlang C mean wait; infinite when the offered load reaches c
 * @param probabilityOfWait Erlang C, C(c, a); NaN when unstable
 */
public record QueueingRow(String id, int concurrency, double arrivalRatePerSecond,
                          double meanServiceMicros, String serviceSource, double measuredUtilisation,
                          double predictedUtilisation, double measuredMeanWaitMicros,
                          double predictedMeanWaitMicros, double probabilityOfWait) {

    /** Whether the M/M/c queue with these figures is stable. */
    public boolean stable() {
        return predictedUtilisation < 1;
    }
}
