package io.hotshard.timeseries;

import io.hotshard.storeload.SimProperties;

/**
 * The {@code hotshard.timeseries.*} settings: layout, salts, event spacing and windows.
 *
 * @param layout        {@code hotshard.timeseries.layout}: range, salted-range or hash
 * @param salts         {@code hotshard.timeseries.salts}: salts of the salted layout (default: the shard count)
 * @param timeline      {@code .origin} (µs since the epoch, default 2026-01-01T00:00Z), {@code .tickMicros} (default:
 *                      one arrival interval at {@code hotshard.rate}) and {@code .windowDigits} (default 6: 1 s)
 * @param recentWindows {@code hotshard.timeseries.recentWindows}: reads pick one of this many newest windows
 */
public record TimeSeriesSettings(TimeSeriesLayout layout, int salts, EventTimeline timeline, int recentWindows) {

    /** 2026-01-01T00:00:00Z in microseconds since the epoch. */
    public static final long DEFAULT_ORIGIN_MICROS = 1_767_225_600_000_000L;

    /** Reads the settings; {@code shards} and {@code ratePerSecond} give the defaults of salts and spacing. */
    public static TimeSeriesSettings from(SimProperties props, int shards, long ratePerSecond) {
        TimeSeriesLayout layout = TimeSeriesLayout.byName(props.string("hotshard.timeseries.layout", "range"));
        int salts = props.intValue("hotshard.timeseries.salts", shards, 1, 10_000);
        EventTimeline timeline = new EventTimeline(
                props.longValue("hotshard.timeseries.origin", DEFAULT_ORIGIN_MICROS, 0, 9_000_000_000_000_000L),
                props.longValue("hotshard.timeseries.tickMicros", Math.max(1, 1_000_000 / ratePerSecond), 1,
                        86_400_000_000L),
                props.intValue("hotshard.timeseries.windowDigits", 6, 1, 15));
        return new TimeSeriesSettings(layout, salts,
                timeline, props.intValue("hotshard.timeseries.recentWindows", 3, 1, 1_000));
    }

    /** The keys these settings describe, salts seeded with {@code seed}. */
    public TimeSeriesKeys keys(long seed) {
        return new TimeSeriesKeys(layout, timeline, new Salts(salts, seed));
    }

    /** Shard requests one window read costs by construction: 1 (range), the salts, or every shard (hash). */
    public int legsPerRead(int shards) {
        return switch (layout) {
            case RANGE -> 1;
            case SALTED_RANGE -> salts;
            case HASH -> shards;
        };
    }
}
