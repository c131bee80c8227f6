package io.hotshard.timeseries;

import java.util.ArrayList;
import java.util.List;

/**
 * The keys of one layout: what event {@code n} is written as, which prefixes a window read scans, and the range
 * boundaries the layout's partitioner needs.
 *
 * @param layout   range, salted range or hash
 * @param timeline event times and windows
 * @param salts    the salts (used by the salted layout only)
 */
public record TimeSeriesKeys(TimeSeriesLayout layout, EventTimeline timeline, Salts salts) {

    /** Time each older range spans before the run's first event. */
    public static final long HISTORY_RANGE_MICROS = 86_400_000_000L;

    /** The key event {@code n} is written as. */
    public String writeKey(long n) {
        long ts = timeline.timestampOf(n);
        String key = EventTimeline.key(ts);
        return layout.salted() ? salts.salted(salts.saltOf(ts), key) : key;
    }

    /** The prefixes a read of window {@code window} scans: one, or one per salt. */
    public List<String> windowPrefixes(long window) {
        String prefix = timeline.windowPrefix(window);
        if (!layout.salted()) {
            return List.of(prefix);
        }
        List<String> prefixes = new ArrayList<>(salts.count());
        for (int s = 0; s < salts.count(); s++) {
            prefixes.add(salts.salted(s, prefix));
        }
        return List.copyOf(prefixes);
    }

    /**
     * The range split points for {@code shards} shards, empty for the hash layout. Unsalted: the older ranges each
     * hold a day of the history before the run's origin and the last range everything from a day before it on,
     * as ranges split while the history was loaded would; salted: runs of whole salts.
     */
    public List<String> boundaries(int shards) {
        return switch (layout) {
            case HASH -> List.of();
            case SALTED_RANGE -> salts.boundaries(shards);
            case RANGE -> historyBoundaries(shards);
        };
    }

    private List<String> historyBoundaries(int shards) {
        List<String> result = new ArrayList<>();
        for (int i = 1; i < shards; i++) {
            long at = timeline.originMicros() - (shards - i) * HISTORY_RANGE_MICROS;
            if (at < 0) {
                throw new IllegalArgumentException("origin " + timeline.originMicros() + " µs is too early for "
                        + shards + " ranges of one day of history");
            }
            result.add(EventTimeline.key(at));
        }
        return result;
    }
}
