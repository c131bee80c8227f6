package io.hotshard.report.run;

import io.hotshard.runformat.RunFiles;
import io.hotshard.runformat.ManifestShard;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.HdrHistogram.Histogram;

/**
 * A shard's fidelity logs, whole-run histograms in microseconds: queue wait counted from the arrival at the shard
 * ({@code shard-<id>-wait.hlog}), lateness of service ends ({@code -late.hlog}), network and event-loop delay
 * before the service queue ({@code -delay.hlog}) and gaps between arrivals ({@code -gaps.hlog}). Runs recorded
 * before these logs existed have none; a shard missing one has no entry.
 *
 * @param queueWaitIntervals the queue waits second by second, for the precision of their mean
 */
public record FidelityLogs(Histogram queueWait, Histogram lateness, Histogram delay, Histogram arrivalGaps,
                           List<IntervalHistogram> queueWaitIntervals) {

    /** Copies the intervals. */
    public FidelityLogs {
        queueWaitIntervals = List.copyOf(queueWaitIntervals);
    }

    /** The logs of every shard of {@code run} that has all four. */
    public static Map<String, FidelityLogs> read(RunData run) {
        Map<String, FidelityLogs> out = new LinkedHashMap<>();
        long start = run.manifest().startedAt().toEpochMilli();
        for (ManifestShard shard : run.manifest().cluster().shards()) {
            Optional<HlogSeries> wait = log(run.dir(), shard.id(), "-wait", start);
            Optional<HlogSeries> late = log(run.dir(), shard.id(), "-late", start);
            Optional<HlogSeries> delay = log(run.dir(), shard.id(), "-delay", start);
            Optional<HlogSeries> gaps = log(run.dir(), shard.id(), "-gaps", start);
            if (wait.isPresent() && late.isPresent() && delay.isPresent() && gaps.isPresent()) {
                out.put(shard.id(), new FidelityLogs(wait.get().total(), late.get().total(), delay.get().total(),
                        gaps.get().total(), wait.get().intervals()));
            }
        }
        return out;
    }

    /** The arrivals' coefficient of variation (1 for Poisson, 0 for evenly spaced); NaN with too few gaps. */
    public double arrivalCv() {
        return arrivalGaps.getTotalCount() > 1 && arrivalGaps.getMean() > 0
                ? arrivalGaps.getStdDeviation() / arrivalGaps.getMean() : Double.NaN;
    }

    private static Optional<HlogSeries> log(Path dir, String id, String suffix, long start) {
        String log = RunFiles.shardLog(id, suffix);
        for (String name : new String[] {log, log + RunFiles.PART_SUFFIX}) {
            Path file = dir.resolve(name);
            if (Files.isRegularFile(file)) {
                try {
                    return Optional.of(HlogReader.parse(name, Files.readString(file), start, true));
                } catch (IOException e) {
                    throw new UncheckedIOException(e);
                }
            }
        }
        return Optional.empty();
    }
}
