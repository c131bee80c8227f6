package io.hotshard.router.membership;

import java.util.ArrayDeque;
import java.util.List;
import java.util.function.LongSupplier;

/** The most recent membership events, bounded, numbered and safe to use from any thread. */
public final class EventLog {

    /** Events kept; older ones are dropped first. */
    static final int CAPACITY = 10_000;

    private final ArrayDeque<MembershipEvent> events = new ArrayDeque<>();
    private final LongSupplier clockMillis;
    private long lastSequence;

    public EventLog(LongSupplier clockMillis) {
        this.clockMillis = clockMillis;
    }

    /** Appends an event stamped now and returns it. */
    synchronized MembershipEvent record(MembershipEvent.Type type, String nodeId, String detail) {
        MembershipEvent event = new MembershipEvent(++lastSequence, clockMillis.getAsLong(), type, nodeId, detail);
        if (events.size() == CAPACITY) {
            events.removeFirst();
        }
        events.addLast(event);
        return event;
    }

    /** The kept events with a sequence number above {@code sequence}, oldest first. */
    public synchronized List<MembershipEvent> since(long sequence) {
        return events.stream().filter(e -> e.sequence() > sequence).toList();
    }
}
