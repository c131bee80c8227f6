package io.hotshard.metrics;

/**
 * Saturation counters of one service station (a shard): flow counts, queue depth, busy slots and utilisation.
 *
 * <p>Plain fields, not thread-safe: confine an instance to the single thread that serves the station (a Vert.x
 * event loop), which is also where {@link #snapshot(long)} must be called for a consistent reading.
 */
public final class SaturationCounters {

    private final UtilisationMeter utilisation;
    private long arrivals;
    private long completions;
    private long rejections;
    private long errors;
    private long dropped;
    private int busySlots;
    private int queueDepth;
    private int maxQueueDepth;
    private int windowMaxQueueDepth;

    /** Starts counting at {@code nowNanos} for a station with {@code slots} service slots. */
    public SaturationCounters(int slots, long nowNanos) {
        this.utilisation = new UtilisationMeter(slots, nowNanos);
    }

    /** Counts a request that reached the station. */
    public void arrival() {
        arrivals++;
    }

    /** Counts a request that was served (including those answered with an error). */
    public void completion() {
        completions++;
    }

    /** Counts a request turned away because slots and queue were full. */
    public void rejection() {
        rejections++;
    }

    /** Counts a served request that was answered with an error. */
    public void error() {
        errors++;
    }

    /** Counts requests abandoned without an answer, such as those queued when the station went down. */
    public void dropped(int count) {
        dropped += count;
    }

    /** Records the number of busy slots from {@code nowNanos} on. */
    public void busySlots(int busy, long nowNanos) {
        utilisation.busySlots(busy, nowNanos);
        busySlots = busy;
    }

    /** Records the number of slots from {@code nowNanos} on. */
    public void slots(int count, long nowNanos) {
        utilisation.slots(count, nowNanos);
    }

    /** Records the number of requests waiting for a slot. */
    public void queueDepth(int depth) {
        queueDepth = depth;
        maxQueueDepth = Math.max(maxQueueDepth, depth);
        windowMaxQueueDepth = Math.max(windowMaxQueueDepth, depth);
    }

    /** Starts a new window for utilisation and the window's maximum queue depth. */
    public void resetWindow(long nowNanos) {
        utilisation.resetWindow(nowNanos);
        windowMaxQueueDepth = queueDepth;
    }

    /** Returns the current values; call on the owning thread. */
    public SaturationSnapshot snapshot(long nowNanos) {
        return new SaturationSnapshot(arrivals, completions, rejections, errors, dropped, busySlots, queueDepth,
                maxQueueDepth, windowMaxQueueDepth, utilisation.busySlotNanos(nowNanos) / 1000,
                utilisation.slotNanos(nowNanos) / 1000, utilisation.window(nowNanos),
                utilisation.cumulative(nowNanos));
    }
}
