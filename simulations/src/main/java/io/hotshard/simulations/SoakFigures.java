package io.hotshard.simulations;

import io.hotshard.report.run.RouterSecond;
import io.hotshard.report.run.RunData;
import io.hotshard.report.run.ShardSecond;
import io.hotshard.runformat.EventKind;
import io.hotshard.runformat.RunEvent;
import io.hotshard.runformat.ManifestShard;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * What a soak run shows, from its run directory and the {@link SoakWatch} samples: how far past capacity the
 * hottest shard was driven, whether its queue stayed within its bound, how much of the excess was shed (503 or
 * time-out), whether heap after GC and open descriptors stayed flat, and how soon after the overload the router's
 * per-second p99 was back near the baseline's. Phases come from the run's {@code phase} events named
 * {@code baseline}, {@code overload} and {@code recovery}.
 *
 * @param offeredToCapacity  the hottest shard's arrivals per second during the overload over its capacity
 * @param queueDepthMax      the deepest any shard's queue got
 * @param queueCapacity      that shard's queue bound
 * @param shedShare          rejections and router time-outs during the overload over the hottest shard's arrivals
 * @param heapFirstBytes     heap used after GC at the first sample of the overload
 * @param heapLastBytes      heap used after GC at the last sample
 * @param overloadFirst      descriptors open at the first sample of the overload, by kind
 * @param overloadLast       descriptors open at the last sample of the overload
 * @param socketsMax         most sockets open at any sample
 * @param beforeRun          descriptors open before the cluster and the generator started
 * @param afterRun           descriptors open once both stopped and their sockets were closed (see
 *                           {@link DescriptorCensus#awaitSocketsAtMost})
 * @param baselineP99Micros  median of the router's per-second p99 over the baseline
 * @param recoverySeconds    from the overload's end to the end of the first second whose p99 is back within
 *                           {@link #recoveredBelowMicros()}; infinite when none is
 */
public record SoakFigures(double offeredToCapacity, double queueDepthMax, int queueCapacity, double shedShare,
                          long heapFirstBytes, long heapLastBytes, DescriptorCensus overloadFirst,
                          DescriptorCensus overloadLast, int socketsMax, DescriptorCensus beforeRun,
                          DescriptorCensus afterRun, double baselineP99Micros, double recoverySeconds) {

    /** Skip the baseline's first seconds: the step from the ramp and the JIT's last compilations. */
    private static final int BASELINE_SKIP_SECONDS = 2;
    /** Heap after GC may move by this much without being called growth (allocator and GC bookkeeping). */
    public static final long HEAP_SLACK_BYTES = 32L << 20;
    /**
     * Descriptors of one kind may move by this much: the JDK opens a few on demand (the DNS resolver's, a
     * selector's) and keeps them.
     */
    public static final int FILES_SLACK = 8;
    /** Recovered means a p99 within twice the baseline's plus this. */
    public static final double RECOVERY_SLACK_MICROS = 2_000;
    /** The longest recovery that passes. */
    public static final double RECOVERY_LIMIT_SECONDS = 5;

    /** The figures of {@code run}, with the samples its soak watch took during the overload. */
    public static SoakFigures of(RunData run, List<SoakWatch.Sample> samples, DescriptorCensus beforeRun,
                                 DescriptorCensus afterRun) {
        if (samples.isEmpty()) {
            throw new IllegalArgumentException("no soak samples were taken during the overload");
        }
        double baselineAt = phase(run, "baseline");
        double overloadAt = phase(run, "overload");
        double recoveryAt = phase(run, "recovery");
        Map<String, List<ShardSecond>> byShard = run.timeline().stream()
                .filter(s -> s.second() >= Math.ceil(overloadAt) && s.second() + 1 <= recoveryAt)
                .collect(Collectors.groupingBy(ShardSecond::shard));
        String hottest = byShard.entrySet().stream().max(java.util.Comparator.comparingLong(
                e -> e.getValue().stream().mapToLong(ShardSecond::arrivals).sum())).map(Map.Entry::getKey)
                .orElseThrow(() -> new IllegalArgumentException("no timeline rows during the overload"));
        ManifestShard config = run.manifest().cluster().shards().stream().filter(s -> s.id().equals(hottest))
                .findFirst().orElseThrow();
        double capacity = config.concurrency() * 1e6 / config.meanServiceMicros();
        List<ShardSecond> hot = byShard.get(hottest);
        long arrivals = hot.stream().mapToLong(ShardSecond::arrivals).sum();
        long shed = byShard.values().stream().flatMap(List::stream).mapToLong(ShardSecond::rejections).sum()
                + run.router().stream().filter(r -> r.second() >= Math.ceil(overloadAt) && r.second() + 1 <= recoveryAt)
                .mapToLong(RouterSecond::failures504).sum();
        // A second whose sample was missed has empty cells, read as NaN: no depth to compare.
        ShardSecond deepest = run.timeline().stream().filter(s -> !Double.isNaN(s.queueDepthMax()))
                .max(java.util.Comparator.comparingDouble(ShardSecond::queueDepthMax))
                .orElseThrow(() -> new IllegalArgumentException("no queue depth was recorded"));
        int deepestCapacity = run.manifest().cluster().shards().stream().filter(s -> s.id().equals(deepest.shard()))
                .mapToInt(ManifestShard::queueCapacity).findFirst().orElse(-1);
        double baselineP99 = median(run.router().stream()
                .filter(r -> r.second() >= baselineAt + BASELINE_SKIP_SECONDS && r.second() + 1 <= overloadAt
                        && r.requests() > 0)
                .mapToDouble(RouterSecond::p99Micros).toArray());
        double recovered = 2 * baselineP99 + RECOVERY_SLACK_MICROS;
        double recovery = run.router().stream().filter(r -> r.second() >= Math.floor(recoveryAt) && r.requests() > 0
                        && r.p99Micros() <= recovered).mapToDouble(r -> r.second() + 1 - recoveryAt).findFirst()
                .orElse(Double.POSITIVE_INFINITY);
        SoakWatch.Sample first = samples.get(0);
        SoakWatch.Sample last = samples.get(samples.size() - 1);
        return new SoakFigures(arrivals / (double) hot.size() / capacity, deepest.queueDepthMax(), deepestCapacity,
                arrivals == 0 ? 0 : shed / (double) arrivals, first.heapBytes(), last.heapBytes(),
                first.descriptors(), last.descriptors(),
                samples.stream().mapToInt(s -> s.descriptors().sockets()).max().orElse(-1), beforeRun, afterRun,
                baselineP99, recovery);
    }

    /** The p99 a second must be back within to count as recovered. */
    public double recoveredBelowMicros() {
        return 2 * baselineP99Micros + RECOVERY_SLACK_MICROS;
    }

    /** Whether heap after GC grew by no more than {@link #HEAP_SLACK_BYTES} or a quarter, whichever is more. */
    public boolean heapFlat() {
        return heapFirstBytes > 0 && heapLastBytes - heapFirstBytes <= Math.max(HEAP_SLACK_BYTES, heapFirstBytes / 4);
    }

    /**
     * Whether the overload opened no file, pipe or anonymous inode it kept: its last sample holds no more of them
     * than its first, within {@link #FILES_SLACK} (a table being replaced atomically holds its temporary file for
     * a moment). A file or client opened per interval and never closed shows here; connections in use do not: the
     * number the pools hold moves with the load, up to their bounds.
     */
    public boolean nonSocketsFlat() {
        return overloadFirst.sockets() >= 0 && overloadLast.nonSockets() - overloadFirst.nonSockets() <= FILES_SLACK;
    }

    /**
     * Whether every socket the run opened was closed once it stopped, and nothing else it opened stayed open:
     * after the run, sockets, pipes and anonymous inodes within {@link #FILES_SLACK} of their count before it,
     * and no file held more often than before (class-path jars aside: the class loader opens those once, on
     * first use, and keeps them). A connection lost by its pool, or a client never closed, stays open here.
     */
    public boolean descriptorsReleased() {
        return beforeRun.sockets() >= 0 && afterRun.sockets() - beforeRun.sockets() <= FILES_SLACK
                && afterRun.pipes() - beforeRun.pipes() <= FILES_SLACK
                && afterRun.anonInodes() - beforeRun.anonInodes() <= FILES_SLACK
                && nonClassPath(afterRun.filesAddedSince(beforeRun)).isEmpty();
    }

    /** What the run left open, for the check's message: the surplus of each kind and the files added. */
    public String leftOpen() {
        return String.format(Locale.ROOT, "sockets %+d, pipes %+d, anon_inode %+d, files %s",
                afterRun.sockets() - beforeRun.sockets(), afterRun.pipes() - beforeRun.pipes(),
                afterRun.anonInodes() - beforeRun.anonInodes(), nonClassPath(afterRun.filesAddedSince(beforeRun)));
    }

    /** Files the overload kept open, for the check's message. */
    public String overloadAdded() {
        return String.format(Locale.ROOT, "non-socket descriptors %d -> %d, files added %s",
                overloadFirst.nonSockets(), overloadLast.nonSockets(),
                nonClassPath(overloadLast.filesAddedSince(overloadFirst)));
    }

    private static Map<String, Integer> nonClassPath(Map<String, Integer> files) {
        return files.entrySet().stream().filter(e -> !e.getKey().endsWith(".jar"))
                .collect(Collectors.toMap(Map.Entry::getKey, Map.Entry::getValue, Integer::sum,
                        java.util.TreeMap::new));
    }

    /** The figures in one line for the console. */
    public String line() {
        return String.format(Locale.ROOT, "soak: hottest shard offered %.2fx its capacity; queue depth max %.0f of"
                        + " %d; %.0f%% of its arrivals shed (503 or time-out); heap after GC %.1f -> %.1f MB;"
                        + " open descriptors before the run %s, overload %s -> %s (sockets max %d), after the run %s;"
                        + " baseline p99 %.2f ms, back within %.2f ms %.1f s after the"
                        + " overload", offeredToCapacity, queueDepthMax, queueCapacity, 100 * shedShare,
                heapFirstBytes / 1048576.0, heapLastBytes / 1048576.0, beforeRun.summary(), overloadFirst.summary(),
                overloadLast.summary(), socketsMax, afterRun.summary(),
                baselineP99Micros / 1e3, recoveredBelowMicros() / 1e3, recoverySeconds);
    }

    private static double phase(RunData run, String name) {
        return run.manifest().events().stream()
                .filter(e -> e.kind() == EventKind.PHASE && name.equals(e.detail().get("name")))
                .mapToDouble(e -> e.atMillis() / 1e3).findFirst()
                .orElseThrow(() -> new IllegalArgumentException("the run has no phase event named " + name + "; found "
                        + run.manifest().events().stream().map(RunEvent::detail).toList()));
    }

    private static double median(double[] values) {
        if (values.length == 0) {
            throw new IllegalArgumentException("no router seconds with requests in the baseline");
        }
        java.util.Arrays.sort(values);
        return values[values.length / 2];
    }
}
