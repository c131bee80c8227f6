package io.hotshard.report.run;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogReader;

/** Reads an HdrHistogram interval log written by {@code HistogramLogWriter} (values in microseconds). */
final class HlogReader {

    private HlogReader() {
    }

    /**
     * Parses a log's text.
     *
     * @param runStartMillis the run's start (epoch ms); interval times are made relative to it
     * @param dropTruncatedTail whether a last line without its newline is dropped (an interrupted writer's tail)
     */
    static HlogSeries parse(String name, String text, long runStartMillis, boolean dropTruncatedTail) {
        String body = text;
        if (dropTruncatedTail && !body.endsWith("\n")) {
            body = body.substring(0, body.lastIndexOf('\n') + 1);
        }
        List<EncodableHistogram> decoded = new ArrayList<>();
        try (HistogramLogReader reader =
                     new HistogramLogReader(new ByteArrayInputStream(body.getBytes(StandardCharsets.UTF_8)))) {
            for (EncodableHistogram next = reader.nextIntervalHistogram(); next != null;
                 next = reader.nextIntervalHistogram()) {
                decoded.add(next);
            }
        } catch (RuntimeException e) {
            throw new IllegalArgumentException(name + ": not a readable HdrHistogram interval log ("
                    + e.getClass().getSimpleName() + ": " + e.getMessage() + ")", e);
        }
        List<IntervalHistogram> intervals = new ArrayList<>();
        Histogram total = new Histogram(3);
        for (EncodableHistogram next : decoded) {
            if (!(next instanceof Histogram)) {
                throw new IllegalArgumentException(name + ": interval histograms must hold integer "
                        + "microseconds but found a " + next.getClass().getSimpleName());
            }
            Histogram histogram = (Histogram) next;
            intervals.add(new IntervalHistogram((histogram.getStartTimeStamp() - runStartMillis) / 1000.0,
                    (histogram.getEndTimeStamp() - runStartMillis) / 1000.0, histogram));
            total.add(histogram);
        }
        return new HlogSeries(name, intervals, total);
    }
}
