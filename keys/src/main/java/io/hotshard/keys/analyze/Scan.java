package io.hotshard.keys.analyze;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.LongAdder;

/**
 * One streaming pass over every input, counting each candidate's keys. A plain, uncompressed file is cut at line
 * starts into one part per core, counted in parallel and the parts joined in file order.
 */
public final class Scan {

    private static final long SPLIT_MIN_BYTES = 8L << 20;
    private static final int BUFFER_BYTES = 1 << 20;

    private final InputFormat format;
    private final boolean header;
    private final List<Candidate> candidates;
    private final int maxExact;
    private final int threads;
    private final boolean ops;
    private final boolean timed;
    private Runnable coreFree = () -> { };
    private LongAdder read = new LongAdder();

    /** A scan of inputs laid out as {@code format}. */
    public Scan(InputFormat format, boolean header, List<Candidate> candidates, int maxExact, int threads) {
        this(format, header, candidates, null, maxExact, threads);
    }

    /** A scan that also counts each key's reads, told from writes by {@code opField} (null: none). */
    public Scan(InputFormat format, boolean header, List<Candidate> candidates, String opField, int maxExact,
                int threads) {
        this(format, header, candidates, opField, null, maxExact, threads);
    }

    /**
     * As above; with a {@code timeField} (null: none) each candidate's order is measured against that field's values
     * rather than against the order of the rows.
     */
    public Scan(InputFormat format, boolean header, List<Candidate> candidates, String opField, String timeField,
                int maxExact, int threads) {
        if (timeField != null && format == InputFormat.PLAIN) {
            throw new IllegalArgumentException("--time-field needs delimited or JSON input, but the input is plain "
                    + "(one key per line)");
        }
        this.format = format;
        this.header = header;
        this.ops = opField != null;
        this.timed = timeField != null;
        List<Candidate> all = new ArrayList<>();
        if (ops) {
            // The op comes first in every row, so each key of the row knows whether it is read.
            all.add(new Candidate(opField, List.of(opField)));
        }
        if (timed) {
            // Then the time, so each key of the row knows when it came.
            all.add(new Candidate(timeField, List.of(timeField)));
        }
        all.addAll(candidates);
        this.candidates = List.copyOf(all);
        this.maxExact = maxExact;
        this.threads = Math.max(1, threads);
    }

    /**
     * Runs {@code coreFree} once a core is left free of the reading: at the start of an input read on one thread, or
     * when the parts of a file counted on every core are counted (their join runs on one).
     */
    public Scan whenCoreFree(Runnable coreFree) {
        this.coreFree = coreFree;
        return this;
    }

    /** Adds the bytes read to {@code read} as the pass goes, for a progress line. */
    public Scan countingInto(LongAdder read) {
        this.read = read;
        return this;
    }

    /** What the pass found. */
    public record Result(List<KeyStats> stats, long malformedRows, List<String> firstMalformed) {
    }

    /** Reads every input in order ({@code -} is {@code stdin}). */
    public Result run(List<String> inputs, InputStream stdin) throws IOException {
        List<KeyStats> total = null;
        Malformed malformed = new Malformed();
        boolean plain = format == InputFormat.PLAIN && !ops;
        for (String input : inputs) {
            boolean split = plain && Inputs.splittable(input);
            if (!split) {
                freeCore();
            }
            List<KeyStats> part = split ? plainFile(Path.of(input))
                    : plain ? plainStream(input, stdin)
                    : sequential(input, stdin, malformed);
            if (total == null) {
                total = part;
            } else {
                for (int c = 0; c < total.size(); c++) {
                    total.get(c).append(part.get(c));
                }
            }
        }
        return new Result(total, malformed.count(), malformed.first());
    }

    private List<KeyStats> sequential(String input, InputStream stdin, Malformed malformed) throws IOException {
        List<KeyStats> stats = fresh();
        int opColumn = ops ? 0 : -1;
        int timeColumn = timed ? (ops ? 1 : 0) : -1;
        int shift = (ops ? 1 : 0) + (timed ? 1 : 0);
        RowSink sink = new RowSink() {
            private boolean read;
            private byte[] time = new byte[32];
            private int timeLength = -1;

            @Override
            public void value(int c, byte[] b, int off, int len) {
                if (c == opColumn) {
                    read = TraceFormat.op(new String(b, off, len, StandardCharsets.UTF_8)).equals("read");
                    return;
                }
                if (c == timeColumn) {
                    time = KeyOrder.copyInto(time, b, off, len);
                    timeLength = len;
                    return;
                }
                KeyStats s = stats.get(c - shift);
                s.add(b, off, len);
                if (read) {
                    s.read(b, off, len);
                }
                if (timeLength >= 0) {
                    s.time(time, 0, timeLength, b, off, len);
                }
            }

            @Override
            public void missing(int c) {
                if (c == opColumn) {
                    read = false;
                } else if (c == timeColumn) {
                    timeLength = -1;
                } else {
                    stats.get(c - shift).missing();
                }
            }

            @Override
            public void malformed(long line) {
                malformed.add(input, line);
            }
        };
        try (InputStream in = Inputs.open(input, stdin, read)) {
            RowReader.of(format, header).read(input, in, candidates, sink);
        }
        return stats;
    }

    private List<KeyStats> plainStream(String input, InputStream stdin) throws IOException {
        KeyStats stats = new KeyStats(maxExact);
        try (InputStream in = Inputs.open(input, stdin, read)) {
            PlainLines.scan(in::read, new BatchCounter(stats), BUFFER_BYTES);
        }
        return List.of(stats);
    }

    private List<KeyStats> plainFile(Path file) throws IOException {
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
            long size = channel.size();
            if (threads == 1 || size < SPLIT_MIN_BYTES) {
                freeCore();
                return List.of(countPart(channel, 0, size));
            }
            return parallelPlain(file, channel, size);
        }
    }

    private List<KeyStats> parallelPlain(Path file, FileChannel channel, long size) throws IOException {
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            long[] starts = new long[threads + 1];
            for (int i = 0; i <= threads; i++) {
                starts[i] = i == threads ? size : LineScanner.nextLineStart(channel, size * i / threads);
            }
            List<Future<KeyStats>> parts = new ArrayList<>();
            for (int i = 0; i < threads; i++) {
                long from = starts[i];
                long to = starts[i + 1];
                parts.add(pool.submit(() -> countPart(channel, from, to)));
            }
            List<KeyStats> counted = new ArrayList<>();
            for (Future<KeyStats> part : parts) {
                counted.add(part.get());
            }
            freeCore();
            KeyStats joined = counted.get(0);
            for (KeyStats later : counted.subList(1, counted.size())) {
                joined.append(later);
            }
            return List.of(joined);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted while reading " + file, e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof IOException io) {
                throw io;
            }
            if (e.getCause() instanceof UncheckedIOException io) {
                throw io.getCause();
            }
            if (e.getCause() instanceof Error error) {
                throw error;
            }
            throw new IllegalStateException(e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }

    private KeyStats countPart(FileChannel channel, long from, long to) throws IOException {
        KeyStats stats = new KeyStats(maxExact);
        PlainLines.scan(LineScanner.source(channel, from, to, read), new BatchCounter(stats), BUFFER_BYTES);
        return stats;
    }

    private void freeCore() {
        coreFree.run();
        coreFree = () -> { };
    }

    private List<KeyStats> fresh() {
        List<KeyStats> stats = new ArrayList<>();
        for (int c = (ops ? 1 : 0) + (timed ? 1 : 0); c < candidates.size(); c++) {
            stats.add(new KeyStats(maxExact));
        }
        return stats;
    }
}
