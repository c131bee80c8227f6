package io.hotshard.timeseries;

import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import java.util.function.Predicate;

/**
 * A claim a time-series run must bear out, with the figure it rests on.
 *
 * @param claim    what is claimed
 * @param holds    whether the figures bear it out
 * @param measured the figure shown beside the verdict
 */
public record TimeSeriesClaim(String claim, Predicate<TimeSeriesFigures> holds,
                              Function<TimeSeriesFigures, Object> measured) {

    /** Largest max/mean of writes per shard that still counts as spread. */
    public static final double SPREAD_BOUND = 1.25;
    /** Smallest write share of the newest range that counts as a hot spot. */
    public static final double HOT_RANGE_SHARE = 0.9;
    /** Smallest mean utilisation of the newest range's shard that counts as saturated. */
    public static final double SATURATED = 0.8;

    /** The claims of {@code settings}' layout over {@code shards} shards. */
    public static List<TimeSeriesClaim> forLayout(TimeSeriesSettings settings, int shards) {
        int legs = settings.legsPerRead(shards);
        TimeSeriesClaim answered = new TimeSeriesClaim("window reads were answered and found events",
                f -> f.reads() > 0 && f.eventsPerRead() > 0,
                f -> f.reads() + " reads, " + fmt(f.eventsPerRead()) + " events per read");
        TimeSeriesClaim cost = new TimeSeriesClaim("every window read cost " + legs + " shard request(s)",
                f -> f.minLegs() == legs && f.maxLegs() == legs, f -> "min " + f.minLegs() + " max " + f.maxLegs());
        if (settings.layout() == TimeSeriesLayout.RANGE) {
            return List.of(answered, cost,
                    new TimeSeriesClaim("the newest range takes more than 90% of the writes",
                            f -> f.hottestWriteShare() > HOT_RANGE_SHARE, f -> fmt(f.hottestWriteShare())),
                    new TimeSeriesClaim("its shard saturates: mean utilisation at least " + SATURATED,
                            f -> f.hottestUtilisation() >= SATURATED, f -> fmt(f.hottestUtilisation())));
        }
        return List.of(answered, cost, new TimeSeriesClaim("writes spread: max/mean of writes per shard below "
                + SPREAD_BOUND, f -> f.writeMaxOverMean() < SPREAD_BOUND, f -> fmt(f.writeMaxOverMean())));
    }

    private static String fmt(double value) {
        return String.format(Locale.ROOT, "%.3f", value);
    }
}
