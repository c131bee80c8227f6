package io.hotshard.cassandraload;

import java.io.FileNotFoundException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogReader;

/**
 * The client's 99th percentile before, during and after a span of the run (a bootstrap), from the one-second interval
 * histograms of {@code client.hlog}: an interval belongs to the span when it overlaps it, before when it ends by the
 * span's start, after when it starts at its end or later. Milliseconds; -1 where no request fell.
 *
 * @param beforeMs p99 before the span
 * @param duringMs p99 during it
 * @param afterMs  p99 after it
 */
public record PhaseLatency(double beforeMs, double duringMs, double afterMs) {

    /** Splits {@code intervals} (values in microseconds, timestamps epoch ms) around {@code [startMillis, endMillis)}. */
    static PhaseLatency of(List<Histogram> intervals, long startMillis, long endMillis) {
        Histogram before = new Histogram(3);
        Histogram during = new Histogram(3);
        Histogram after = new Histogram(3);
        for (Histogram interval : intervals) {
            if (interval.getEndTimeStamp() <= startMillis) {
                before.add(interval);
            } else if (interval.getStartTimeStamp() >= endMillis) {
                after.add(interval);
            } else {
                during.add(interval);
            }
        }
        return new PhaseLatency(p99(before), p99(during), p99(after));
    }

    /** The interval histograms of the log {@code file}, their timestamps epoch ms. */
    static List<Histogram> read(Path file) {
        List<Histogram> intervals = new ArrayList<>();
        try (HistogramLogReader reader = new HistogramLogReader(file.toFile())) {
            for (EncodableHistogram next = reader.nextIntervalHistogram(); next != null;
                 next = reader.nextIntervalHistogram()) {
                if (next instanceof Histogram histogram) {
                    intervals.add(histogram);
                }
            }
        } catch (FileNotFoundException e) {
            throw new UncheckedIOException(e);
        }
        return intervals;
    }

    private static double p99(Histogram histogram) {
        return histogram.getTotalCount() == 0 ? -1 : histogram.getValueAtPercentile(99) / 1000.0;
    }
}
