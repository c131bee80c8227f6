package io.hotshard.keys.analyze;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.LongSupplier;

/**
 * One line on a terminal, redrawn while a long input is read: bytes read of the total where it is known, the rate,
 * and the time left. Nothing is drawn for an input read within {@link #DELAY_MILLIS}; the line is erased when the
 * reading ends, so a report that follows on the same terminal starts on a clean line.
 */
final class ProgressLine implements AutoCloseable {

    static final long DELAY_MILLIS = 2000;
    private static final long EVERY_MILLIS = 500;
    private static final double MB = 1e6;

    private final LongAdder bytes;
    private final long totalBytes;
    private final PrintWriter out;
    private final LongSupplier nanos;
    private final long start;
    private ScheduledExecutorService timer;
    private int drawn;

    /**
     * @param bytes      the bytes read so far, added to by the readers
     * @param totalBytes what there is to read, or 0 when unknown (standard input)
     * @param out        the terminal
     * @param nanos      the clock
     */
    ProgressLine(LongAdder bytes, long totalBytes, PrintWriter out, LongSupplier nanos) {
        this.bytes = bytes;
        this.totalBytes = totalBytes;
        this.out = out;
        this.nanos = nanos;
        this.start = nanos.getAsLong();
    }

    /** A line that draws itself every half second from two seconds on, until closed. */
    static ProgressLine started(LongAdder bytes, long totalBytes, PrintWriter out) {
        ProgressLine line = new ProgressLine(bytes, totalBytes, out, System::nanoTime);
        line.timer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "keys-analyze-progress");
            t.setDaemon(true);
            return t;
        });
        line.timer.scheduleAtFixedRate(line::draw, DELAY_MILLIS, EVERY_MILLIS, TimeUnit.MILLISECONDS);
        return line;
    }

    /** Redraws the line with what has been read by now. */
    synchronized void draw() {
        String text = text(bytes.sum(), (nanos.getAsLong() - start) / 1e9);
        out.print("\r" + text + " ".repeat(Math.max(0, drawn - text.length())));
        out.flush();
        drawn = text.length();
    }

    /** The line for {@code read} bytes after {@code seconds}. */
    String text(long read, double seconds) {
        double rate = seconds > 0 ? read / seconds : 0;
        if (totalBytes <= 0) {
            return String.format(Locale.ROOT, "keys analyze: %s read, %.1f MB/s", size(read), rate / MB);
        }
        double left = rate > 0 ? Math.max(0, totalBytes - read) / rate : Double.NaN;
        return String.format(Locale.ROOT, "keys analyze: %s of %s (%.0f%%), %.1f MB/s, %s left", size(read),
                size(totalBytes), 100.0 * read / totalBytes, rate / MB,
                Double.isNaN(left) ? "?" : String.format(Locale.ROOT, "%.0f s", Math.ceil(left)));
    }

    private static String size(long bytes) {
        return bytes >= 1e9 ? String.format(Locale.ROOT, "%.2f GB", bytes / 1e9)
                : String.format(Locale.ROOT, "%.1f MB", bytes / MB);
    }

    /** Stops drawing and erases the line if one was drawn. */
    @Override
    public synchronized void close() {
        if (timer != null) {
            timer.shutdownNow();
        }
        if (drawn > 0) {
            out.print("\r" + " ".repeat(drawn) + "\r");
            out.flush();
            drawn = 0;
        }
    }
}
