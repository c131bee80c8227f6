package io.hotshard.redisload;

import io.hotshard.runformat.RedisFailover;
import java.util.BitSet;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Times one failover from the client's side: once armed with the slots of the master that was stopped, the first
 * failed request on those slots and the first successful one after it. Thread-safe.
 */
public final class FailoverWatch {

    private volatile BitSet slots = new BitSet();
    private final AtomicLong armedNanos = new AtomicLong();
    private final AtomicLong firstFailureNanos = new AtomicLong();
    private final AtomicLong recoveredNanos = new AtomicLong();
    private final AtomicLong failuresAfterArming = new AtomicLong();

    /** Starts watching {@code watched} slots from now. */
    public void arm(BitSet watched) {
        slots = (BitSet) watched.clone();
        armedNanos.set(System.nanoTime());
    }

    /** Records the outcome of a request on {@code slot} that completed at {@code nanos}. */
    public void record(int slot, boolean ok, long nanos) {
        if (armedNanos.get() == 0 || !slots.get(slot)) {
            return;
        }
        if (!ok) {
            failuresAfterArming.incrementAndGet();
            firstFailureNanos.compareAndSet(0, nanos);
        } else if (firstFailureNanos.get() != 0 && nanos > firstFailureNanos.get()) {
            recoveredNanos.compareAndSet(0, nanos);
        }
    }

    /**
     * What was seen: whether it was armed; the outage from the first failure to the first success after it; when each
     * came after the signal (a failure is seen when it completes: a time-out, the command's deadline after it was
     * sent).
     */
    public RedisFailover result() {
        long failure = firstFailureNanos.get();
        long recovered = recoveredNanos.get();
        return new RedisFailover(armedNanos.get() != 0, failure != 0, recovered != 0,
                failure != 0 && recovered != 0 ? (recovered - failure) / 1_000_000 : -1,
                failure != 0 ? (failure - armedNanos.get()) / 1_000_000 : -1,
                recovered != 0 ? (recovered - armedNanos.get()) / 1_000_000 : -1, failuresAfterArming.get());
    }

}
