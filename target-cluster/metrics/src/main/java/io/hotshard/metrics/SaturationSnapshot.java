package io.hotshard.metrics;

/**
 * Saturation counters of one station at one instant.
 *
 * <p>{@code completions} includes {@code errors}; {@code arrivals = completions + rejections + dropped +
 * inFlight()} once every arrival has been accounted for. Utilisation is busy slot-time over available slot-time,
 * over the current window and since start; the two integrals let a reader compute it over any window.
 */
public record SaturationSnapshot(long arrivals, long completions, long rejections, long errors, long dropped,
                                 int busySlots, int queueDepth, int maxQueueDepth, int windowMaxQueueDepth,
                                 long busySlotMicros, long slotMicros, double utilisationWindow,
                                 double utilisationCumulative) {

    /** Returns the requests accepted but not yet answered: waiting plus in service. */
    public int inFlight() {
        return busySlots + queueDepth;
    }
}
