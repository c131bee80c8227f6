package io.hotshard.router.core;

import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.LongAdder;

/**
 * What the router's edges met of misbehaving peers, counted where it happens (the shard connections, the front,
 * the admin relay) on any event loop; safe from any thread.
 */
public final class EdgeCounters {

    private final LongAdder retried = new LongAdder();
    private final LongAdder internalErrors = new LongAdder();
    private final LongAdder oversizedAnswers = new LongAdder();
    private final LongAdder refusedAtFront = new LongAdder();
    private final LongAdder relayRefused = new LongAdder();
    private final AtomicLong relayConnections = new AtomicLong();
    private final AtomicLong relayConnectionsPeak = new AtomicLong();
    private final AtomicLong relayWaiting = new AtomicLong();

    /** A request was sent again on a new connection after its kept-alive one closed before any answer. */
    public void retried() {
        retried.increment();
    }

    /** The router failed on a request (an exception in its own code) and answered 500. */
    public void internalError() {
        internalErrors.increment();
    }

    /** A shard's answer was over the answer limit. */
    public void oversizedAnswer() {
        oversizedAnswers.increment();
    }

    /**
     * The front refused a request before routing it: a head or a body over a limit, a malformed head or key path,
     * a method {@code /kv} does not take.
     */
    public void refusedAtFront() {
        refusedAtFront.increment();
    }

    /** A connection to an admin web server is being opened. */
    public void relayOpening() {
        relayConnectionsPeak.accumulateAndGet(relayConnections.incrementAndGet(), Math::max);
    }

    /** A connection to an admin web server failed to open or closed. */
    public void relayClosed() {
        relayConnections.decrementAndGet();
    }

    /** A request started ({@code +1}) or stopped ({@code -1}) waiting for a relay connection. */
    public void relayWaiting(int change) {
        relayWaiting.addAndGet(change);
    }

    /** A request waited for a relay connection past the request timeout and was answered 503. */
    public void relayRefused() {
        relayRefused.increment();
    }

    public long retriedCount() {
        return retried.sum();
    }

    public long internalErrorCount() {
        return internalErrors.sum();
    }

    public long oversizedAnswerCount() {
        return oversizedAnswers.sum();
    }

    public long refusedAtFrontCount() {
        return refusedAtFront.sum();
    }

    public long relayRefusedCount() {
        return relayRefused.sum();
    }

    /** Relay connections open or opening now. */
    public long relayConnectionCount() {
        return relayConnections.get();
    }

    /** The most relay connections open or opening at once since start. */
    public long relayConnectionPeak() {
        return relayConnectionsPeak.get();
    }

    /** Requests waiting for a relay connection now. */
    public long relayWaitingCount() {
        return relayWaiting.get();
    }
}
