package io.hotshard.timeseries;

import java.util.Arrays;
import java.util.Locale;
import java.util.stream.Collectors;

/** How time-ordered keys are laid out over the shards, by the name users type. */
public enum TimeSeriesLayout {

    /** Ordered ranges over {@code event:<timestamp>}: the newest range takes every new event. */
    RANGE("range", "range", false),
    /** Ordered ranges over {@code <salt>:event:<timestamp>}, one range per group of salts: writes spread, a window
     * read asks every salt. */
    SALTED_RANGE("salted-range", "range", true),
    /** A consistent-hashing ring over {@code event:<timestamp>}: writes spread, a window read asks every shard. */
    HASH("hash", "ring", false);

    private final String label;
    private final String partitioner;
    private final boolean salted;

    TimeSeriesLayout(String label, String partitioner, boolean salted) {
        this.label = label;
        this.partitioner = partitioner;
        this.salted = salted;
    }

    /** The name users type, e.g. {@code salted-range}. */
    public String label() {
        return label;
    }

    /** The partitioner the layout needs ({@code range} or {@code ring}). */
    public String partitioner() {
        return partitioner;
    }

    /** Whether keys carry a salt prefix. */
    public boolean salted() {
        return salted;
    }

    /** The layout with this label (case-insensitive); fails listing the known labels. */
    public static TimeSeriesLayout byName(String name) {
        String wanted = name == null ? null : name.trim().toLowerCase(Locale.ROOT);
        for (TimeSeriesLayout layout : values()) {
            if (layout.label.equals(wanted)) {
                return layout;
            }
        }
        throw new IllegalArgumentException("unknown time-series layout '" + name + "'; known: "
                + Arrays.stream(values()).map(TimeSeriesLayout::label).collect(Collectors.joining(", ")));
    }

    @Override
    public String toString() {
        return label;
    }
}
