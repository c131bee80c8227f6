package io.hotshard.report.analysis;

/**
 * One shard's measured queueing figures beside its {@link QueueModel}'s prediction.
 *
 * @param arrivalRatePerSecond accepted arrivals per second (arrivals minus rejections)
 * @param serviceSource "measured" (from the service-time log) or "configured"
 * @param measuredMeanWaitMicros the shards' own queue wait from arrival; in older runs mean total minus mean
 *                               service; NaN when a log is missing
 * @param predictedMeanWaitMicros the model's mean wait, second by second; infinite when the offered load of a second
 *                                reaches c
 * @param probabilityOfWait Erlang C, C(c, a) at the run's mean rate; NaN when unstable
 * @param arrivalScv the model's Ca²
 * @param serviceScv the model's Cs²
 */
public record QueueingRow(String id, int concurrency, double arrivalRatePerSecond,
                          double meanServiceMicros, String serviceSource, double measuredUtilisation,
                          double predictedUtilisation, double measuredMeanWaitMicros,
                          double predictedMeanWaitMicros, double probabilityOfWait, double arrivalScv,
                          double serviceScv) {

    /** Whether the model's queue is stable in every second. */
    public boolean stable() {
        return predictedUtilisation < 1 && !Double.isInfinite(predictedMeanWaitMicros);
    }
}
