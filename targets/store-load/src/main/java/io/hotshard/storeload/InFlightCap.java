package io.hotshard.storeload;

import java.time.Duration;
import java.util.concurrent.Semaphore;

/**
 * A store load's cap on requests in flight, and its stop: after {@link #stop} nothing more is sent, and the stop
 * waits a while for those in flight to end. A request that would pass the cap is refused, never queued, so none is
 * sent late because of it.
 */
public final class InFlightCap {

    private final int max;
    private final Semaphore permits;
    private volatile boolean stopped;

    /** A cap of {@code max} permits in flight. */
    public InFlightCap(int max) {
        this.max = max;
        this.permits = new Semaphore(max);
    }

    /** The cap. */
    public int max() {
        return max;
    }

    /** True once {@link #stop} was called: nothing more is to be sent. */
    public boolean stopped() {
        return stopped;
    }

    /** Takes {@code n} permits; false, taking none, when fewer are free. */
    public boolean tryAcquire(int n) {
        return permits.tryAcquire(n);
    }

    /** Gives back {@code n} permits when what held them ends. */
    public void release(int n) {
        permits.release(n);
    }

    /** The permits free now. */
    public int available() {
        return permits.availablePermits();
    }

    /** Sends nothing more from now on; waits up to {@code limit} for what is in flight to end: the permits still held. */
    public int stop(Duration limit) {
        stopped = true;
        long deadline = System.nanoTime() + limit.toNanos();
        try {
            while (permits.availablePermits() < max && System.nanoTime() < deadline) {
                Thread.sleep(10);
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return max - permits.availablePermits();
    }
}
