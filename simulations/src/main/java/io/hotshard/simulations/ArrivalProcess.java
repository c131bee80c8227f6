package io.hotshard.simulations;

import io.hotshard.storeload.SimProperties;
import java.util.Arrays;
import java.util.Locale;

/**
 * How the open model spaces its arrivals ({@code hotshard.arrivals}): {@code uniform}, Gatling's evenly spaced
 * users, or {@code poisson}, its {@code randomized()} constant-rate step (exponential gaps), the arrivals the
 * M/M/c model of the report assumes.
 */
public enum ArrivalProcess {
    UNIFORM,
    POISSON;

    /** The name {@code hotshard.arrivals} and {@code run.json}'s {@code generator.arrivals} use. */
    public String label() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Reads {@code hotshard.arrivals}; unknown names fail listing the known ones. */
    public static ArrivalProcess from(SimProperties props) {
        String text = props.string("hotshard.arrivals", "uniform").trim().toUpperCase(Locale.ROOT);
        try {
            return valueOf(text);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("hotshard.arrivals must be one of "
                    + Arrays.toString(values()).toLowerCase(Locale.ROOT) + " but was " + text.toLowerCase(Locale.ROOT),
                    e);
        }
    }
}
