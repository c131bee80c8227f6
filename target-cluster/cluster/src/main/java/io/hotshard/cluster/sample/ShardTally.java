package io.hotshard.cluster.sample;

import io.hotshard.metrics.SaturationSnapshot;
import io.hotshard.recording.CsvRows;
import io.hotshard.runformat.RunColumns;
import io.hotshard.shard.ShardSample;
import org.HdrHistogram.Histogram;

/**
 * One shard's rows of {@code timeline.csv} and its totals over the run, from successive cumulative samples.
 *
 * <p>Each row holds the differences from the previous sample, so the rows always add up to the totals. A
 * sample whose counts went backwards comes from a restarted shard process and is counted from zero. The
 * {@code completions} column counts requests served without an injected error; those are in {@code errors},
 * so that {@code completions + errors} are the requests the shard served. When a shard process dies (killed,
 * restarted by its orchestrator), the requests its last sample showed arrived but not yet answered died with it:
 * they are counted as {@link #diedInFlight()}, since no later sample of that process can tell their fate.
 */
final class ShardTally {

    static final String HEADER = RunColumns.header(RunColumns.TIMELINE);

    private final String id;
    private SaturationSnapshot previous;
    private long arrivals;
    private long completed;
    private long rejected;
    private long errored;
    private long dropped;
    private long diedInFlight;
    private long runBusySlotMicros;
    private long runSlotMicros;
    private int restarts;
    private boolean unreadable;

    /** Starts counting after {@code baseline}, or from zero when it is null (a shard that joined later). */
    ShardTally(String id, SaturationSnapshot baseline) {
        this.id = id;
        this.previous = baseline;
    }

    /** Returns the row of {@code second} and adds its differences to the totals. */
    String row(int second, ShardSample sample) {
        SaturationSnapshot now = sample.snapshot().saturation();
        boolean restarted = previous != null && now.arrivals() < previous.arrivals();
        if (restarted) {
            diedInFlight += unanswered(previous);
            restarts++;
        }
        unreadable = false;
        SaturationSnapshot before = previous == null || restarted ? zero() : previous;
        long newArrivals = now.arrivals() - before.arrivals();
        long newErrors = now.errors() - before.errors();
        long newCompleted = now.completions() - before.completions() - newErrors;
        long newRejected = now.rejections() - before.rejections();
        long slotMicros = now.slotMicros() - before.slotMicros();
        double utilisation = slotMicros > 0 ? (double) (now.busySlotMicros() - before.busySlotMicros()) / slotMicros
                : 0.0;
        if (slotMicros > 0) {
            runBusySlotMicros += now.busySlotMicros() - before.busySlotMicros();
            runSlotMicros += slotMicros;
        }
        arrivals += newArrivals;
        completed += newCompleted;
        errored += newErrors;
        rejected += newRejected;
        dropped += now.dropped() - before.dropped();
        Histogram total = sample.intervals().total();
        previous = now;
        return second + "," + id + "," + newArrivals + "," + newCompleted + "," + newRejected + "," + newErrors + ","
                + CsvRows.ratio(utilisation) + "," + now.queueDepth() + "," + now.windowMaxQueueDepth() + ","
                + now.inFlight() + "," + CsvRows.percentiles(total);
    }

    /** Returns the row of a second in which the shard could not be read: no counts, no gauges. */
    String missingRow(int second) {
        unreadable = true;
        return second + "," + id + ",0,0,0,0,,,,,,,,";
    }

    String id() {
        return id;
    }

    long arrivals() {
        return arrivals;
    }

    long completed() {
        return completed;
    }

    long rejected() {
        return rejected;
    }

    long errored() {
        return errored;
    }

    /** Requests the shard accepted and then abandoned when it went down. */
    long dropped() {
        return dropped;
    }

    /**
     * Requests a dead process of this shard had accepted and not answered when it was last sampled, including
     * those of a shard that could not be read at the end of the run.
     */
    long diedInFlight() {
        return diedInFlight + (unreadable && previous != null ? unanswered(previous) : 0);
    }

    /**
     * Whether the counts of one of this shard's processes end before that process did: it was restarted, or it
     * could not be read at the end. What such a process served after its last sample is known only to the router.
     */
    boolean countsCutShort() {
        return restarts > 0 || unreadable;
    }

    /** The share of its slots this shard kept busy over the run; 0 before any sample. */
    double utilisation() {
        return runSlotMicros > 0 ? (double) runBusySlotMicros / runSlotMicros : 0.0;
    }

    private static long unanswered(SaturationSnapshot s) {
        return s.arrivals() - s.completions() - s.rejections() - s.dropped();
    }

    private static SaturationSnapshot zero() {
        return new SaturationSnapshot(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.0, 0.0);
    }
}
