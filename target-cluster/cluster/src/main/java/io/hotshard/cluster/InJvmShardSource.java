package io.hotshard.cluster;

import io.hotshard.cluster.sample.ShardSource;
import io.hotshard.metrics.LatencyRecorder;
import io.hotshard.shard.ShardConfig;
import io.hotshard.shard.ShardIntervals;
import io.hotshard.shard.ShardSample;
import io.hotshard.shard.ShardServer;
import io.vertx.core.Future;
import org.HdrHistogram.Histogram;

/**
 * A shard of an embedded cluster read in the JVM. When the shard leaves the cluster its final sample is taken
 * before it stops ({@link #retire()}); that sample is handed out once, then repeated without new latencies, so
 * the shard's counts stay in a run's totals.
 */
final class InJvmShardSource implements ShardSource {

    private final ShardServer server;
    private final String url;
    private Future<ShardSample> finalSample;
    private Future<ShardConfig> finalConfig;
    private boolean finalHandedOut;

    InJvmShardSource(ShardServer server, String url) {
        this.server = server;
        this.url = url;
    }

    @Override
    public String id() {
        return server.id();
    }

    @Override
    public String url() {
        return url;
    }

    @Override
    public synchronized Future<ShardSample> sample() {
        if (finalSample == null) {
            return server.sampleInterval();
        }
        if (!finalHandedOut) {
            finalHandedOut = true;
            return finalSample;
        }
        return finalSample.map(last -> {
            long now = System.currentTimeMillis();
            return new ShardSample(last.snapshot(), new ShardIntervals(empty(now), empty(now), empty(now)));
        });
    }

    @Override
    public synchronized Future<Long> inFlight() {
        Future<ShardSample> last = finalSample;
        return last == null ? server.snapshot().map(s -> (long) s.saturation().inFlight())
                : last.map(s -> (long) s.snapshot().saturation().inFlight());
    }

    @Override
    public synchronized Future<ShardConfig> config() {
        return finalConfig == null ? server.config() : finalConfig;
    }

    /**
     * Takes the final sample and configuration; call before stopping the shard. Being queued on the shard's
     * event loop after every earlier sample, the final one is also the latest.
     */
    synchronized Future<ShardSample> retire() {
        finalConfig = server.config();
        finalSample = server.sampleInterval();
        return finalConfig.compose(config -> finalSample);
    }

    private static Histogram empty(long nowMillis) {
        Histogram histogram = LatencyRecorder.newHistogram();
        histogram.setStartTimeStamp(nowMillis);
        histogram.setEndTimeStamp(nowMillis);
        return histogram;
    }
}
