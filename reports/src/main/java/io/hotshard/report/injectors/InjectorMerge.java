package io.hotshard.report.injectors;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import io.hotshard.report.run.RunFormatException;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.TreeMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.HdrHistogram.EncodableHistogram;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.HistogramLogReader;
import org.HdrHistogram.HistogramLogWriter;

/**
 * Combines the injector files of a run directory ({@code injector-<i>.json} and {@code injector-<i>.hlog}) into
 * {@code injectors.json} and one client latency log {@code client.hlog}. Intervals are added, never averaged: every
 * interval of every injector lands in the second of the run it started in, and the histograms of one second are
 * summed, so each merged interval, and the merged total, hold exactly the values the injectors recorded.
 */
public final class InjectorMerge {

    private static final Pattern COUNTS = Pattern.compile("injector-(\\d+)\\.json");
    private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    private static final long HIGHEST_MICROS = 3_600_000_000L;

    private InjectorMerge() {
    }

    /** Whether {@code dir} holds any injector counts file. */
    public static boolean present(Path dir) throws IOException {
        return !countFiles(dir).isEmpty();
    }

    /**
     * Merges the injector files of {@code dir} and writes {@code injectors.json} and {@code client.hlog} (each to a
     * temporary name, then renamed); empty when there are none.
     */
    public static Optional<MergedInjectors> merge(Path dir) throws IOException {
        try {
            return mergeFiles(dir);
        } catch (IllegalArgumentException e) {
            throw new RunFormatException(dir + ": " + e.getMessage(), e);
        }
    }

    private static Optional<MergedInjectors> mergeFiles(Path dir) throws IOException {
        TreeMap<Integer, Path> files = countFiles(dir);
        if (files.isEmpty()) {
            return Optional.empty();
        }
        List<InjectorCounts> found = new ArrayList<>();
        List<Histogram> intervals = new ArrayList<>();
        int expected = 0;
        for (Path file : files.values()) {
            InjectorCounts counts = InjectorCounts.fromJson(file.getFileName().toString(),
                    MAPPER.readTree(file.toFile()));
            found.add(counts);
            expected = Math.max(expected, counts.injectors());
            Path hlog = dir.resolve(InjectorCounts.hlogName(counts.index()));
            if (Files.isRegularFile(hlog)) {
                intervals.addAll(read(hlog));
            }
        }
        List<Integer> missing = new ArrayList<>();
        for (int i = 0; i < expected; i++) {
            if (!files.containsKey(i)) {
                missing.add(i);
            }
        }
        Histogram total = new Histogram(1, HIGHEST_MICROS, 3);
        TreeMap<Long, Histogram> bySecond = bySecond(intervals);
        bySecond.values().forEach(total::add);
        MergedInjectors merged = new MergedInjectors(expected, found, missing, total);
        writeLog(dir.resolve(MergedInjectors.HLOG), bySecond, intervals);
        writeAtomically(dir.resolve(MergedInjectors.FILE), MAPPER.writeValueAsString(merged.toJson()) + "\n");
        return Optional.of(merged);
    }

    /** Sums the intervals that start in the same second, counted from the earliest interval's start. */
    static TreeMap<Long, Histogram> bySecond(List<Histogram> intervals) {
        long base = intervals.stream().mapToLong(Histogram::getStartTimeStamp).min().orElse(0);
        TreeMap<Long, Histogram> sums = new TreeMap<>();
        for (Histogram interval : intervals) {
            long second = (interval.getStartTimeStamp() - base) / 1000;
            Histogram sum = sums.computeIfAbsent(second, s -> {
                Histogram h = new Histogram(1, HIGHEST_MICROS, 3);
                h.setStartTimeStamp(base + s * 1000);
                h.setEndTimeStamp(base + (s + 1) * 1000);
                return h;
            });
            sum.add(interval);
        }
        return sums;
    }

    /** The intervals of one injector's log, with absolute (epoch ms) start and end timestamps. */
    static List<Histogram> read(Path hlog) throws IOException {
        List<Histogram> out = new ArrayList<>();
        String text = Files.readString(hlog);
        try (InputStream in = new java.io.ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8));
             HistogramLogReader reader = new HistogramLogReader(in)) {
            for (EncodableHistogram next = reader.nextIntervalHistogram(); next != null;
                 next = reader.nextIntervalHistogram()) {
                if (!(next instanceof Histogram histogram)) {
                    throw new IllegalArgumentException(hlog.getFileName() + ": intervals must hold integer microseconds");
                }
                out.add(histogram);
            }
        } catch (RuntimeException e) {
            throw new IllegalArgumentException(hlog.getFileName() + ": not a readable HdrHistogram interval log ("
                    + e.getMessage() + ")", e);
        }
        return out;
    }

    private static void writeLog(Path target, TreeMap<Long, Histogram> bySecond, List<Histogram> intervals)
            throws IOException {
        long base = intervals.stream().mapToLong(Histogram::getStartTimeStamp).min().orElse(0);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (PrintStream out = new PrintStream(bytes, false, StandardCharsets.UTF_8)) {
            HistogramLogWriter writer = new HistogramLogWriter(out);
            writer.outputComment("hotshard metric client, merged over the injectors, values in microseconds");
            writer.outputLogFormatVersion();
            writer.outputStartTime(base);
            writer.setBaseTime(base);
            writer.outputBaseTime(base);
            writer.outputLegend();
            for (Histogram h : bySecond.values()) {
                h.setTag("client");
                writer.outputIntervalHistogram((h.getStartTimeStamp() - base) / 1000.0,
                        (h.getEndTimeStamp() - base) / 1000.0, h, 1000.0);
            }
        }
        writeAtomically(target, bytes.toString(StandardCharsets.UTF_8));
    }

    private static void writeAtomically(Path target, String text) throws IOException {
        Path tmp = target.resolveSibling(target.getFileName() + ".tmp");
        Files.writeString(tmp, text);
        Files.move(tmp, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    private static TreeMap<Integer, Path> countFiles(Path dir) throws IOException {
        TreeMap<Integer, Path> files = new TreeMap<>();
        if (!Files.isDirectory(dir)) {
            return files;
        }
        try (DirectoryStream<Path> entries = Files.newDirectoryStream(dir, "injector-*.json")) {
            for (Path entry : entries) {
                Matcher m = COUNTS.matcher(entry.getFileName().toString());
                if (m.matches()) {
                    files.put(Integer.parseInt(m.group(1)), entry);
                }
            }
        }
        return files;
    }

    /** The files a merge writes into {@code dir}. */
    public static List<Path> written(Path dir) {
        return List.of(dir.resolve(MergedInjectors.FILE), dir.resolve(MergedInjectors.HLOG));
    }

    /** Reads {@code injectors.json} of {@code dir}, once merged. */
    public static Optional<JsonNode> readMerged(Path dir) {
        Path file = dir.resolve(MergedInjectors.FILE);
        if (!Files.isRegularFile(file)) {
            return Optional.empty();
        }
        try {
            return Optional.of(MAPPER.readTree(file.toFile()));
        } catch (IOException e) {
            return Optional.empty();
        }
    }
}
