package io.hotshard.shard;

import io.hotshard.metrics.LatencyRecorder;
import io.vertx.core.Future;
import io.vertx.core.json.JsonObject;
import java.util.SplittableRandom;
import java.util.function.Consumer;
import java.util.function.LongSupplier;
import java.util.function.Function;

/**
 * The shard's behaviour under load: every data request passes through the {@link ServiceQueue}, is held for a
 * service time drawn from the configured distribution (scaled by the slowness multiplier), may be turned into an
 * injected 500, and only then touches the store.
 *
 * <p>All state, including the seeded {@link SplittableRandom}, is confined to the shard's event loop.
 */
final class ShardService {

    private final ShardStore store;
    private final ShardMetrics metrics;
    private final LongSupplier nanoClock;
    private final ServiceQueue queue;
    private ShardConfig config;
    private SplittableRandom random;

    ShardService(ShardConfig config, Scheduler scheduler, LongSupplier nanoClock, ShardMetrics metrics) {
        this(config, scheduler, nanoClock, metrics, new MemoryStore());
    }

    ShardService(ShardConfig config, Scheduler scheduler, LongSupplier nanoClock, ShardMetrics metrics,
                 ShardStore store) {
        this.store = store;
        this.config = config;
        this.random = new SplittableRandom(config.seed());
        this.metrics = metrics;
        this.nanoClock = nanoClock;
        this.queue = new ServiceQueue(config.concurrency(), config.queueCapacity(), this::nextServiceNanos,
                scheduler, nanoClock, metrics.counters());
    }

    /** Admits a request arriving now; see {@link #serve(long, Function, Consumer)}. */
    void serve(Function<ShardStore, Future<Reply>> operation, Consumer<Reply> answer) {
        serve(nanoClock.getAsLong(), operation, answer);
    }

    /**
     * Admits a request that reached the shard at {@code arrivalNanos}, and once served answers with
     * {@code operation}'s reply, or 500 or 503 as modelled. The operation runs on the store after the modelled
     * service time and holds its slot until the store answers.
     */
    void serve(long arrivalNanos, Function<ShardStore, Future<Reply>> operation, Consumer<Reply> answer) {
        metrics.arrived(arrivalNanos, nanoClock.getAsLong());
        boolean admitted = queue.offer(new ServiceQueue.Job() {
            private Reply reply;

            @Override
            public void work(Runnable done) {
                if (config.errorRate() > 0 && random.nextDouble() < config.errorRate()) {
                    metrics.counters().error();
                    reply = Reply.text(500, "injected error");
                    done.run();
                    return;
                }
                operation.apply(store).onComplete(result -> {
                    if (result.succeeded()) {
                        reply = result.result();
                    } else {
                        metrics.counters().error();
                        reply = Reply.text(500, "store failed: " + result.cause().getMessage());
                    }
                    done.run();
                });
            }

            @Override
            public void served(ServiceTiming timing) {
                metrics.served(timing);
                answer.accept(reply);
            }
        }, arrivalNanos);
        if (!admitted) {
            answer.accept(Reply.text(503, "shard overloaded"));
        }
    }

    /** Records the port actually bound, so the reported configuration names it. */
    void boundTo(int port) {
        config = config.withPort(port);
    }

    ShardStore store() {
        return store;
    }

    ShardConfig config() {
        return config;
    }

    /** Applies a validated partial change; on a bad value throws and leaves everything as it was. */
    ShardConfig reconfigure(JsonObject patch) {
        ShardConfig next = config.patched(patch);
        if (next.seed() != config.seed()) {
            random = new SplittableRandom(next.seed());
        }
        if (next.concurrency() != config.concurrency()) {
            metrics.slots(next.concurrency(), nanoClock.getAsLong());
        }
        config = next;
        queue.resize(next.concurrency(), next.queueCapacity());
        return next;
    }

    void stall(long millis) {
        if (millis < 0) {
            throw new IllegalArgumentException("stall millis must be >= 0 but was " + millis);
        }
        queue.stall(millis);
    }

    boolean stalled() {
        return queue.stalled();
    }

    int dropWaiting() {
        return queue.dropWaiting();
    }

    long nowNanos() {
        return nanoClock.getAsLong();
    }

    void resetWindow() {
        metrics.counters().resetWindow(nanoClock.getAsLong());
    }

    /** Returns counters and cumulative latency summaries; call on the event loop. */
    ShardSnapshot snapshot(boolean up) {
        return new ShardSnapshot(config.id(), System.currentTimeMillis(), up, queue.stalled(),
                config.concurrency(), config.queueCapacity(), metrics.counters().snapshot(nanoClock.getAsLong()),
                metrics.queueWait().cumulativePercentiles(), metrics.service().cumulativePercentiles(),
                metrics.total().cumulativePercentiles());
    }

    private long nextServiceNanos() {
        double micros = config.latency().sampleMicros(random) * config.slownessMultiplier();
        // Heavy tails can draw absurd values; an hour is beyond any client timeout and keeps nanos from overflowing.
        return Math.round(Math.min(micros, LatencyRecorder.HIGHEST_TRACKABLE_MICROS) * 1_000);
    }
}
