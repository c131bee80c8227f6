package io.hotshard.metrics;

import java.io.Closeable;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.regex.Pattern;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogWriter;

/**
 * Writes one metric's interval histograms as an HdrHistogram interval log ({@code .hlog}, format 1.3).
 *
 * <p>The log is written to a sibling {@code .part} file and moved into place on {@link #close()}, so a reader
 * never sees a half-written log under the final name. Values are microseconds; the "Interval_Max" column is
 * written in milliseconds.
 */
public final class HlogWriter implements Closeable {

    private static final Pattern TAG = Pattern.compile("[A-Za-z0-9_.:/-]+");
    private static final double MICROS_PER_MILLI = 1000.0;

    private final Path target;
    private final Path part;
    private final String tag;
    private final PrintStream out;
    private final HistogramLogWriter writer;
    private final long baseTimeMillis;
    private boolean closed;

    private HlogWriter(Path target, String tag, long baseTimeMillis) throws IOException {
        this.target = target;
        this.part = target.resolveSibling(target.getFileName() + ".part");
        this.tag = tag;
        this.baseTimeMillis = baseTimeMillis;
        OutputStream stream = Files.newOutputStream(part);
        this.out = new PrintStream(stream, false, StandardCharsets.UTF_8);
        this.writer = new HistogramLogWriter(out);
    }

    /**
     * Opens a log for one metric; interval timestamps are written relative to {@code baseTimeMillis}.
     *
     * @param tag metric name written on every interval line (letters, digits and {@code _.:/-} only)
     */
    public static HlogWriter open(Path target, String tag, long baseTimeMillis) throws IOException {
        if (tag == null || !TAG.matcher(tag).matches()) {
            throw new IllegalArgumentException("tag must match " + TAG.pattern() + " but was " + tag);
        }
        if (baseTimeMillis < 0) {
            throw new IllegalArgumentException("baseTimeMillis must be >= 0 but was " + baseTimeMillis);
        }
        HlogWriter log = new HlogWriter(target, tag, baseTimeMillis);
        log.writer.outputComment("hotshard metric " + tag + ", values in microseconds");
        log.writer.outputLogFormatVersion();
        log.writer.outputStartTime(baseTimeMillis);
        log.writer.setBaseTime(baseTimeMillis);
        log.writer.outputBaseTime(baseTimeMillis);
        log.writer.outputLegend();
        return log;
    }

    /** Appends one interval; its start and end timestamps (epoch ms) place it on the log's time line. */
    public void write(Histogram interval) {
        if (closed) {
            throw new IllegalStateException("log " + target + " is closed");
        }
        interval.setTag(tag);
        double startSec = (interval.getStartTimeStamp() - baseTimeMillis) / 1000.0;
        double endSec = (interval.getEndTimeStamp() - baseTimeMillis) / 1000.0;
        writer.outputIntervalHistogram(startSec, endSec, interval, MICROS_PER_MILLI);
        if (out.checkError()) {
            throw new UncheckedIOException(new IOException("writing " + part + " failed"));
        }
    }

    /** Flushes the log and moves it to its final name. */
    @Override
    public void close() throws IOException {
        if (closed) {
            return;
        }
        closed = true;
        out.flush();
        boolean failed = out.checkError();
        out.close();
        if (failed) {
            throw new IOException("writing " + part + " failed");
        }
        Files.move(part, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }
}
