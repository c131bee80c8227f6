package io.hotshard.timeseries;

/**
 * The figures a time-series run's claims rest on.
 *
 * @param hottestWriteShare  the hottest shard's share of the writes
 * @param writeMaxOverMean   most writes on one shard over the mean per shard
 * @param reads              answered window reads
 * @param eventsPerRead      mean events a window read found
 * @param minLegs            fewest shard requests of one window read
 * @param maxLegs            most shard requests of one window read
 * @param hottestUtilisation the hottest shard's mean utilisation (from the recorded run)
 */
public record TimeSeriesFigures(double hottestWriteShare, double writeMaxOverMean, long reads, double eventsPerRead,
                                long minLegs, long maxLegs, double hottestUtilisation) {

    /** The tally's figures beside the recorded utilisation. */
    public static TimeSeriesFigures of(TimeSeriesTally tally, int shards, double hottestUtilisation) {
        return new TimeSeriesFigures(tally.hottestWriteShare(), tally.writeMaxOverMean(shards), tally.reads(),
                tally.eventsPerRead(), tally.minLegs(), tally.maxLegs(), hottestUtilisation);
    }
}
