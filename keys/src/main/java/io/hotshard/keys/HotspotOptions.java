package io.hotshard.keys;

/**
 * Parameters of the {@code hotspot} distribution (YCSB {@code hotspotdatafraction}, {@code hotspotopnfraction}).
 *
 * @param hotDataFraction the fraction of ids in the hot set, in [0, 1]
 * @param hotOpFraction the fraction of requests sent to the hot set, in [0, 1]
 */
public record HotspotOptions(double hotDataFraction, double hotOpFraction) {

    /** YCSB's defaults: 20% of the data gets 80% of the requests. */
    public static final HotspotOptions DEFAULT = new HotspotOptions(0.2, 0.8);

    /** Validates both fractions. */
    public HotspotOptions {
        KeyChecks.fraction("hot data fraction", hotDataFraction);
        KeyChecks.fraction("hot op fraction", hotOpFraction);
    }

    /** Returns the size of the hot set among {@code items} ids, floor(items * hotDataFraction) as in YCSB. */
    public long hotItems(long items) {
        return (long) Math.floor(items * hotDataFraction);
    }
}
