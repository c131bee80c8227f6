package io.hotshard.shard;

import io.hotshard.metrics.LatencyRecorder;
import io.hotshard.metrics.SaturationCounters;
import io.hotshard.metrics.SaturationSnapshot;
import io.micrometer.core.instrument.FunctionCounter;
import io.micrometer.core.instrument.Gauge;
import io.micrometer.core.instrument.Timer;
import io.micrometer.prometheusmetrics.PrometheusConfig;
import io.micrometer.prometheusmetrics.PrometheusMeterRegistry;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.function.ToDoubleFunction;
import java.util.stream.Stream;

/**
 * One shard's measurements: saturation counters (confined to the shard's event loop), HdrHistogram recorders
 * of queue wait, service and total time, lateness of service ends, delay before the queue and gaps between
 * arrivals (recorded on the event loop, the timer's lateness on the timer's thread; read from any thread), and the
 * same figures as Micrometer meters for Prometheus. Meters read the snapshot taken by the last
 * {@link #scrape(long)}, so a scrape is consistent. The recorders hold no histogram until their first value, so an
 * idle shard costs little when a thousand run in one JVM.
 */
final class ShardMetrics {

    private static final String PREFIX = "hotshard.shard.";

    private final SaturationCounters counters;
    private final LatencyRecorder queueWait = LatencyRecorder.forShardSingleWriter();
    private final LatencyRecorder service = LatencyRecorder.forShardSingleWriter();
    private final LatencyRecorder total = LatencyRecorder.forShardSingleWriter();
    private final LatencyRecorder lateness = LatencyRecorder.forShardSingleWriter();
    private final LatencyRecorder loopDelay = LatencyRecorder.forShardSingleWriter();
    private final LatencyRecorder arrivalGaps = LatencyRecorder.forShardSingleWriter();
    private final LatencyRecorder timerLateness = LatencyRecorder.forShardSingleWriter();
    private long lastArrivalNanos = Long.MIN_VALUE;
    private final PrometheusMeterRegistry registry = new PrometheusMeterRegistry(PrometheusConfig.DEFAULT);
    private final Timer queueWaitTimer;
    private final Timer serviceTimer;
    private final Timer totalTimer;
    private final Timer latenessTimer;
    private final Timer delayTimer;
    private volatile SaturationSnapshot scraped;
    private volatile int slots;

    ShardMetrics(String shardId, int slots, long nowNanos) {
        this.counters = new SaturationCounters(slots, nowNanos);
        this.slots = slots;
        this.scraped = counters.snapshot(nowNanos);
        queueWaitTimer = timer("queue.wait", shardId, "time from arrival to a free service slot");
        serviceTimer = timer("service.time", shardId, "time holding a service slot");
        totalTimer = timer("total.time", shardId, "time from arrival to the answer");
        latenessTimer = timer("lateness", shardId, "time from a service's intended end to its actual end");
        delayTimer = timer("arrival.delay", shardId, "network and event-loop time from arrival to the service queue");
        counter("arrivals", shardId, "requests that reached the shard", SaturationSnapshot::arrivals);
        counter("completions", shardId, "requests served, errors included", SaturationSnapshot::completions);
        counter("rejections", shardId, "requests shed with 503, slots and queue full", SaturationSnapshot::rejections);
        counter("errors", shardId, "served requests answered with an injected 500", SaturationSnapshot::errors);
        counter("dropped", shardId, "waiting requests abandoned when the shard went down", SaturationSnapshot::dropped);
        counter("busy.slot.seconds", shardId, "integral of busy slots over time; rate() / slots is utilisation",
                s -> s.busySlotMicros() / 1e6);
        gauge("in.flight", shardId, "requests waiting or in service", SaturationSnapshot::inFlight);
        gauge("busy.slots", shardId, "service slots in use", SaturationSnapshot::busySlots);
        gauge("queue.depth", shardId, "requests waiting for a slot", SaturationSnapshot::queueDepth);
        gauge("queue.depth.max", shardId, "largest queue depth since start", SaturationSnapshot::maxQueueDepth);
        gauge("utilisation", shardId, "busy slot-time over slot-time since start",
                SaturationSnapshot::utilisationCumulative);
        Gauge.builder(PREFIX + "slots", this, m -> m.slots).tag("shard", shardId).strongReference(true)
                .description("service slots (concurrency)").register(registry);
    }

    /** How many of the shard's latency recorders hold histograms, i.e. have recorded a value. */
    int allocatedRecorders() {
        return (int) Stream.of(queueWait, service, total, lateness, loopDelay, arrivalGaps, timerLateness)
                .filter(LatencyRecorder::allocated).count();
    }

    SaturationCounters counters() {
        return counters;
    }

    /** Records where one served request spent its time. */
    void served(ServiceTiming timing) {
        queueWait.recordMicros(timing.queueWaitNanos() / 1000);
        service.recordMicros(timing.serviceNanos() / 1000);
        total.recordMicros(timing.totalNanos() / 1000);
        lateness.recordMicros(timing.lateNanos() / 1000);
        latenessTimer.record(timing.lateNanos(), TimeUnit.NANOSECONDS);
        queueWaitTimer.record(timing.queueWaitNanos(), TimeUnit.NANOSECONDS);
        serviceTimer.record(timing.serviceNanos(), TimeUnit.NANOSECONDS);
        totalTimer.record(timing.totalNanos(), TimeUnit.NANOSECONDS);
    }

    /**
     * Records an arrival at the shard ({@link ArrivalStamp}: the client's send time or the request handler's first
     * line) and how long it took from there to the service queue (network and event-loop delay); call on the event
     * loop. Gaps between arrivals give their coefficient
     * of variation (1 for a Poisson stream, 0 for a uniform one).
     */
    void arrived(long arrivalNanos, long queuedNanos) {
        long delayNanos = Math.max(0, queuedNanos - arrivalNanos);
        loopDelay.recordMicros(delayNanos / 1000);
        delayTimer.record(delayNanos, TimeUnit.NANOSECONDS);
        if (lastArrivalNanos != Long.MIN_VALUE) {
            arrivalGaps.recordMicros(Math.max(0, arrivalNanos - lastArrivalNanos) / 1000);
        }
        lastArrivalNanos = Math.max(lastArrivalNanos, arrivalNanos);
    }

    /** How late the service-end timer fired, in microseconds, before the event loop got to the end. */
    LatencyRecorder timerLateness() {
        return timerLateness;
    }

    void slots(int count, long nowNanos) {
        counters.slots(count, nowNanos);
        slots = count;
    }

    LatencyRecorder queueWait() {
        return queueWait;
    }

    LatencyRecorder service() {
        return service;
    }

    LatencyRecorder total() {
        return total;
    }

    /** Returns the interval histograms since the previous call; safe from any thread. */
    ShardIntervals intervals() {
        return new ShardIntervals(queueWait.intervalHistogram(), service.intervalHistogram(),
                total.intervalHistogram(), lateness.intervalHistogram(), loopDelay.intervalHistogram(),
                arrivalGaps.intervalHistogram());
    }

    /** Refreshes the meters from the counters and returns the Prometheus text format; call on the event loop. */
    String scrape(long nowNanos) {
        scraped = counters.snapshot(nowNanos);
        return registry.scrape();
    }

    PrometheusMeterRegistry registry() {
        return registry;
    }

    void close() {
        registry.close();
    }

    private Timer timer(String name, String shardId, String description) {
        return Timer.builder(PREFIX + name).tag("shard", shardId).description(description)
                .publishPercentileHistogram().minimumExpectedValue(Duration.ofNanos(100_000))
                .maximumExpectedValue(Duration.ofSeconds(60)).register(registry);
    }

    private void counter(String name, String shardId, String description,
                         ToDoubleFunction<SaturationSnapshot> value) {
        FunctionCounter.builder(PREFIX + name, this, m -> value.applyAsDouble(m.scraped)).tag("shard", shardId)
                .description(description).register(registry);
    }

    private void gauge(String name, String shardId, String description, ToDoubleFunction<SaturationSnapshot> value) {
        Gauge.builder(PREFIX + name, this, m -> value.applyAsDouble(m.scraped)).tag("shard", shardId)
                .description(description).strongReference(true).register(registry);
    }
}
