package io.hotshard.cluster.sample;

import io.hotshard.recording.ClientSideTarget;
import io.hotshard.recording.CsvRows;
import io.hotshard.recording.EventSink;
import io.hotshard.recording.HlogFiles;
import io.hotshard.recording.Measurements;
import io.hotshard.recording.Reconciliation;
import io.hotshard.router.membership.MembershipEvent;
import io.hotshard.router.metrics.RouterIntervals;
import io.hotshard.runformat.RunFiles;
import io.hotshard.shard.ShardConfig;
import io.hotshard.shard.ShardIntervals;
import io.hotshard.shard.ShardSample;
import io.vertx.core.Future;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * One run's measurements of a hotshard router and its shards: samples them once per call, appends the rows of
 * {@code timeline.csv} and {@code router.csv}, the intervals of the {@code .hlog} files, and passes on the router's
 * new events. Confined to the recorder's thread, which may block here: it is never an event loop.
 */
final class Sampler implements Measurements {

    /** How long one round waits for all its sources. */
    static final long SOURCE_TIMEOUT_MILLIS = 800;
    static final String SINGLE_KEY_LOG = RunFiles.ROUTER_SINGLE_KEY_LOG;
    static final String FANOUT_LOG = RunFiles.ROUTER_FANOUT_LOG;

    private final Path directory;
    private final MetricSources sources;
    private final EventSink eventSink;
    private final HlogFiles logs;
    private final CsvRows timeline = new CsvRows(ShardTally.HEADER);
    private final CsvRows routerTable = new CsvRows(RouterTally.HEADER);
    private final Map<String, ShardTally> shards = new LinkedHashMap<>();
    private final Map<String, ShardDescription> described = new LinkedHashMap<>();
    private RouterTally router;
    private RingView ring;
    private long eventCursor;
    private volatile double busiestUtilisation;

    Sampler(Path directory, long startMillis, MetricSources sources, EventSink routerEvents) {
        this.directory = directory;
        this.sources = sources;
        this.eventSink = routerEvents;
        this.logs = new HlogFiles(directory, startMillis);
    }

    /** Takes the counts the run starts from, discards earlier latencies and skips earlier router events. */
    @Override
    public void baseline() {
        // Shards the router already knows are part of the baseline; only later ones are counted from zero.
        await(sources.refresh(), System.currentTimeMillis() + SOURCE_TIMEOUT_MILLIS);
        long deadline = System.currentTimeMillis() + SOURCE_TIMEOUT_MILLIS;
        Future<RouterSample> routerSample = sources.router().sample();
        Future<List<MembershipEvent>> past = sources.router().eventsSince(0);
        Map<String, Future<ShardSample>> shardSamples = new LinkedHashMap<>();
        sources.shards().forEach((id, source) -> shardSamples.put(id, source.sample()));
        RouterSample first = await(routerSample, deadline);
        router = new RouterTally(first == null ? null : first.metrics());
        List<MembershipEvent> earlier = await(past, deadline);
        eventCursor = earlier == null ? 0 : earlier.stream().mapToLong(MembershipEvent::sequence).max().orElse(0);
        shardSamples.forEach((id, sample) -> {
            ShardSample baseline = await(sample, deadline);
            shards.put(id, new ShardTally(id, baseline == null ? null : baseline.snapshot().saturation()));
        });
        describe();
    }

    /** Samples every source for second {@code second} and appends what it read. */
    @Override
    public void sample(int second) throws IOException {
        long deadline = System.currentTimeMillis() + SOURCE_TIMEOUT_MILLIS;
        Future<RouterSample> routerSample = sources.router().sample();
        Future<List<MembershipEvent>> newEvents = sources.router().eventsSince(eventCursor);
        Map<String, Future<ShardSample>> shardSamples = new LinkedHashMap<>();
        sources.shards().forEach((id, source) -> shardSamples.put(id, source.sample()));
        RouterSample routerNow = await(routerSample, deadline);
        routerTable.add(routerNow == null ? router.missingRow(second) : router.row(second, routerNow));
        if (routerNow != null && routerNow.intervals().isPresent()) {
            RouterIntervals intervals = routerNow.intervals().get();
            logs.write(SINGLE_KEY_LOG, intervals.kv());
            logs.write(FANOUT_LOG, intervals.fanOut());
        }
        for (Map.Entry<String, Future<ShardSample>> entry : shardSamples.entrySet()) {
            shards.computeIfAbsent(entry.getKey(), id -> new ShardTally(id, null));
        }
        for (ShardTally tally : shards.values()) {
            Future<ShardSample> pending = shardSamples.get(tally.id());
            ShardSample sample = pending == null ? null : await(pending, deadline);
            if (sample == null) {
                timeline.add(tally.missingRow(second));
                continue;
            }
            timeline.add(tally.row(second, sample));
            logs.write(totalLog(tally.id()), sample.intervals().total());
            logs.write(serviceLog(tally.id()), sample.intervals().service());
            writeFidelityLogs(tally.id(), sample.intervals());
        }
        busiestUtilisation = shards.values().stream().mapToDouble(ShardTally::utilisation).max().orElse(0);
        List<MembershipEvent> routerEvents = await(newEvents, deadline);
        if (routerEvents != null) {
            for (MembershipEvent event : routerEvents) {
                eventCursor = Math.max(eventCursor, event.sequence());
                eventSink.accept(RouterEvents.toRunEvent(event));
            }
        }
    }

    /** Asks for shards that joined, then describes every shard not yet described. */
    @Override
    public void describe() {
        long deadline = System.currentTimeMillis() + SOURCE_TIMEOUT_MILLIS;
        await(sources.refresh(), deadline);
        RingView now = await(sources.router().ring(), deadline);
        ring = now == null ? ring : now;
        sources.shards().forEach((id, source) -> {
            if (!described.containsKey(id)) {
                ShardConfig config = await(source.config(), deadline);
                RingView.Node node = ring == null ? null : ring.nodes().get(id);
                if (config != null) {
                    described.put(id, new ShardDescription(id, source.url(), node == null ? 1.0 : node.weight(),
                            config));
                }
            }
        });
    }

    /** Whether no request is in flight at the router or at any shard; false if one of them cannot be read. */
    @Override
    public boolean drained() {
        long deadline = System.currentTimeMillis() + SOURCE_TIMEOUT_MILLIS;
        Long atRouter = await(sources.router().inFlight(), deadline);
        if (atRouter == null || atRouter > 0) {
            return false;
        }
        for (ShardSource source : sources.shards().values()) {
            Long atShard = await(source.inFlight(), deadline);
            if (atShard != null && atShard > 0) {
                return false;
            }
        }
        return true;
    }

    /** The utilisation over the run so far of the busiest shard; readable from any thread. */
    @Override
    public double busiestUtilisation() {
        return busiestUtilisation;
    }

    @Override
    public Reconciliation reconciliation() {
        return Reconcile.of(router, shards.values());
    }

    /** The {@code cluster} section of the manifest. */
    @Override
    public JsonObject cluster() {
        JsonArray shardArray = new JsonArray();
        described.values().forEach(d -> shardArray.add(d.toJson()));
        JsonObject cluster = ring == null ? new JsonObject().put("partitioner", "unknown")
                : new JsonObject().put("partitioner", ring.partitioner()).put("hash", ring.hash())
                .put("vnodes", ring.vnodes()).put("epsilon", ring.epsilon());
        return cluster.put("shards", shardArray);
    }

    @Override
    public List<Path> writeTables() throws IOException {
        timeline.write(directory.resolve(RunFiles.TIMELINE));
        routerTable.write(directory.resolve(RunFiles.ROUTER));
        return List.of(directory.resolve(RunFiles.TIMELINE), directory.resolve(RunFiles.ROUTER));
    }

    @Override
    public List<Path> closeLogs() throws IOException {
        return logs.close();
    }

    @Override
    public List<Path> writeRing(String name, long atMillis) throws IOException {
        return RingFiles.write(directory, name, sources.router(), atMillis).stream().toList();
    }

    @Override
    public JsonObject target() {
        return new JsonObject().put("kind", ClientSideTarget.HOTSHARD).put("url", sources.router().url());
    }

    /** The {@code routers} section when several routers are read as one. */
    @Override
    public Map<String, JsonObject> sections() {
        return sources.router() instanceof RouterSum group ? Map.of("routers", group.toJson()) : Map.of();
    }

    /** {@code shard-<id>.hlog}, without repeating a {@code shard-} prefix the id already has. */
    static String totalLog(String shardId) {
        return RunFiles.shardLog(shardId, "");
    }

    /** {@code shard-<id>-service.hlog}, named as {@link #totalLog(String)}. */
    static String serviceLog(String shardId) {
        return RunFiles.shardLog(shardId, "-service");
    }

    /** {@code shard-<id>-wait.hlog}, {@code -late.hlog}, {@code -delay.hlog}, {@code -gaps.hlog}: see run-directory.md. */
    private void writeFidelityLogs(String shardId, ShardIntervals intervals) throws IOException {
        logs.write(RunFiles.shardLog(shardId, "-wait"), intervals.queueWait());
        logs.write(RunFiles.shardLog(shardId, "-late"), intervals.lateness());
        logs.write(RunFiles.shardLog(shardId, "-delay"), intervals.loopDelay());
        logs.write(RunFiles.shardLog(shardId, "-gaps"), intervals.arrivalGaps());
    }

    private static <T> T await(Future<T> future, long deadlineMillis) {
        long remaining = Math.max(1, deadlineMillis - System.currentTimeMillis());
        try {
            return future.toCompletionStage().toCompletableFuture().get(remaining, TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return null;
        } catch (ExecutionException | TimeoutException e) {
            return null;
        }
    }
}
