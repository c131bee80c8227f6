package io.hotshard.recording;

import io.hotshard.runformat.EventKind;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.Set;

/**
 * The events of one run, safe from any thread. A membership change made through a cluster handle is also
 * reported by the target itself (the router it went through); the two are paired (same kind and shard, within
 * {@value #PAIRING_MILLIS} ms, in either order) and only the caller's event, which carries more detail, is kept.
 */
final class RunEvents {

    static final long PAIRING_MILLIS = 5_000;
    private static final Set<EventKind> PAIRED = Set.of(EventKind.NODE_ADDED, EventKind.NODE_REMOVED,
            EventKind.PARTITIONER_CHANGED);

    private final List<StampedEvent> events = new ArrayList<>();
    private final List<StampedEvent> unpairedFromCaller = new ArrayList<>();
    private final List<StampedEvent> unpairedFromTarget = new ArrayList<>();
    private boolean changed;

    /** Adds an event recorded by a caller (a simulation or a cluster handle). */
    synchronized void fromCaller(StampedEvent event) {
        changed = true;
        if (PAIRED.contains(event.kind())) {
            StampedEvent twin = takeTwin(unpairedFromTarget, event);
            if (twin != null) {
                events.remove(twin);
            } else {
                unpairedFromCaller.add(event);
            }
        }
        events.add(event);
    }

    /** Adds an event the target reported (a router's log), unless a caller already recorded the same change. */
    synchronized void fromTarget(StampedEvent event) {
        if (PAIRED.contains(event.kind())) {
            if (takeTwin(unpairedFromCaller, event) != null) {
                return;
            }
            unpairedFromTarget.add(event);
        }
        changed = true;
        events.add(event);
    }

    /** The events so far, oldest first. */
    synchronized List<StampedEvent> list() {
        List<StampedEvent> sorted = new ArrayList<>(events);
        sorted.sort(Comparator.comparingLong(StampedEvent::timestampMillis));
        return sorted;
    }

    /** Asks for the manifest to be rewritten at the next opportunity, as after a new event. */
    synchronized void markChanged() {
        changed = true;
    }

    /** Whether events arrived since the previous call. */
    synchronized boolean takeChanged() {
        boolean was = changed;
        changed = false;
        return was;
    }

    private static StampedEvent takeTwin(List<StampedEvent> candidates, StampedEvent event) {
        for (Iterator<StampedEvent> it = candidates.iterator(); it.hasNext(); ) {
            StampedEvent candidate = it.next();
            if (candidate.kind() == event.kind() && candidate.target().equals(event.target())
                    && Math.abs(candidate.timestampMillis() - event.timestampMillis()) <= PAIRING_MILLIS) {
                it.remove();
                return candidate;
            }
        }
        return null;
    }
}
