package io.hotshard.simulations;

import io.hotshard.metrics.LatencyRecorder;
import io.vertx.core.json.JsonObject;
import java.util.concurrent.atomic.LongAdder;

/**
 * What the load generator did with each arrival of its open model: refused it (its host at the connection cap,
 * nothing sent) or sent it, and then whether the sent request ended well. {@code offered = refused + sent} and,
 * once every sent request has ended, {@code sent = ok + failed}.
 */
public final class GeneratorCounts {

    private final LongAdder refused = new LongAdder();
    private final LongAdder sent = new LongAdder();
    private final LongAdder ok = new LongAdder();
    private final LongAdder failed = new LongAdder();
    private final LatencyRecorder latency = new LatencyRecorder();
    private final java.util.concurrent.atomic.AtomicLong firstArrivalNanos = new java.util.concurrent.atomic.AtomicLong();
    private volatile long lastArrivalNanos;

    /** An arrival that was not sent. */
    public void refused() {
        arrived();
        refused.increment();
    }

    /** An arrival that was sent. */
    public void sent() {
        arrived();
        sent.increment();
    }

    /** A sent request ended: answered as expected, or failed (bad status, time-out, connection error). */
    public void ended(boolean answeredOk) {
        (answeredOk ? ok : failed).increment();
    }

    /** A sent request ended {@code latencyMicros} after its virtual user started it; the latency is recorded. */
    public void ended(boolean answeredOk, long latencyMicros) {
        latency.recordMicros(Math.max(0, latencyMicros));
        ended(answeredOk);
    }

    /** The client latencies of the sent requests that ended, microseconds. */
    public LatencyRecorder latency() {
        return latency;
    }

    private void arrived() {
        long now = System.nanoTime();
        firstArrivalNanos.compareAndSet(0, now);
        lastArrivalNanos = now;
    }

    /** When the first arrival (sent or refused) happened, {@link System#nanoTime()}; 0 before any. */
    public long firstArrivalNanos() {
        return firstArrivalNanos.get();
    }

    /** When the last arrival (sent or refused) happened, {@link System#nanoTime()}; 0 before any. */
    public long lastArrivalNanos() {
        return lastArrivalNanos;
    }

    /** {@code requests} (sent, as the router counts them), {@code offered}, {@code refused}, {@code ok}, {@code failed}. */
    public JsonObject toJson() {
        long refusedNow = refused.sum();
        long sentNow = sent.sum();
        return new JsonObject().put("requests", sentNow).put("offered", sentNow + refusedNow).put("refused", refusedNow)
                .put("ok", ok.sum()).put("failed", failed.sum());
    }
}
