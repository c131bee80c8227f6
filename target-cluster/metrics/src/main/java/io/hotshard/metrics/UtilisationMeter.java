package io.hotshard.metrics;

/**
 * Time-weighted utilisation of a pool of service slots: the integral of busy slots over time divided by the
 * integral of available slots over time (the operational-law definition U = B / T, Denning and Buzen 1978).
 *
 * <p>Not thread-safe: confine an instance to one thread (a Vert.x event loop) and pass that thread's monotonic
 * clock readings in nanoseconds. Both integrals are kept cumulatively and from the last window reset, so any
 * reader can also compute utilisation over its own window by differencing {@link #busySlotNanos(long)}.
 */
public final class UtilisationMeter {

    private int busySlots;
    private int slots;
    private long lastNanos;
    private long busySlotNanos;
    private long slotNanos;
    private long windowBusySlotNanos;
    private long windowSlotNanos;

    /** Starts measuring at {@code nowNanos} with all of {@code slots} idle. */
    public UtilisationMeter(int slots, long nowNanos) {
        this.slots = requireSlots(slots);
        this.lastNanos = nowNanos;
    }

    /** Sets how many slots are busy from {@code nowNanos} on. */
    public void busySlots(int busy, long nowNanos) {
        if (busy < 0) {
            throw new IllegalArgumentException("busy slots must be >= 0 but was " + busy);
        }
        advance(nowNanos);
        busySlots = busy;
    }

    /** Sets how many slots exist from {@code nowNanos} on. */
    public void slots(int count, long nowNanos) {
        advance(nowNanos);
        slots = requireSlots(count);
    }

    /** Returns busy slot-time over available slot-time since creation; 0 before any time has passed. */
    public double cumulative(long nowNanos) {
        advance(nowNanos);
        return ratio(busySlotNanos, slotNanos);
    }

    /** Returns busy slot-time over available slot-time since the last {@link #resetWindow(long)}. */
    public double window(long nowNanos) {
        advance(nowNanos);
        return ratio(busySlotNanos - windowBusySlotNanos, slotNanos - windowSlotNanos);
    }

    /** Starts a new window at {@code nowNanos}. */
    public void resetWindow(long nowNanos) {
        advance(nowNanos);
        windowBusySlotNanos = busySlotNanos;
        windowSlotNanos = slotNanos;
    }

    /** Returns the integral of busy slots over time since creation, in slot-nanoseconds. */
    public long busySlotNanos(long nowNanos) {
        advance(nowNanos);
        return busySlotNanos;
    }

    /** Returns the integral of available slots over time since creation, in slot-nanoseconds. */
    public long slotNanos(long nowNanos) {
        advance(nowNanos);
        return slotNanos;
    }

    private void advance(long nowNanos) {
        long elapsed = nowNanos - lastNanos;
        if (elapsed < 0) {
            throw new IllegalArgumentException("clock went back by " + -elapsed + " ns");
        }
        busySlotNanos += busySlots * elapsed;
        slotNanos += slots * elapsed;
        lastNanos = nowNanos;
    }

    private static double ratio(long busy, long available) {
        return available == 0 ? 0.0 : (double) busy / available;
    }

    private static int requireSlots(int count) {
        if (count < 1) {
            throw new IllegalArgumentException("slots must be >= 1 but was " + count);
        }
        return count;
    }
}
