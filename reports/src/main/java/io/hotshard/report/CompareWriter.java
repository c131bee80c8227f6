package io.hotshard.report;

import io.hotshard.report.analysis.CassandraComparedRun;
import io.hotshard.report.analysis.ComparedRun;
import io.hotshard.report.analysis.RedisComparedRun;
import io.hotshard.report.analysis.RunComparison;
import io.hotshard.report.render.CassandraCompareReport;
import io.hotshard.report.render.CompareReport;
import io.hotshard.report.render.RedisCompareReport;
import io.hotshard.report.run.RunFormatException;
import io.hotshard.report.run.TargetInfo;
import io.hotshard.report.run.TimeSeriesRun;
import io.hotshard.runformat.AtomicFiles;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Library entry point: compares several run directories side by side. */
public final class CompareWriter {

    /** The comparison's file names. */
    public static final List<String> FILES = List.of("compare.html", "compare.md", "compare.json");

    private CompareWriter() {
    }

    /** The default output directory: the first run's parent (runs of one study usually sit side by side). */
    public static Path defaultOutput(List<Path> runs) {
        Path parent = runs.get(0).toAbsolutePath().normalize().getParent();
        return parent == null ? runs.get(0).toAbsolutePath() : parent;
    }

    /**
     * Writes {@code compare.html}, {@code compare.md} and {@code compare.json} into {@code outDir}.
     *
     * @return the files written
     * @throws RunFormatException when a run directory is missing or breaks the contract
     */
    public static List<Path> write(List<Path> runs, Path outDir, ReportOptions options) throws IOException {
        if (!runs.isEmpty() && runs.stream().anyMatch(CompareWriter::redisRun)) {
            List<RedisComparedRun> redis = compareRedis(runs);
            return List.of(AtomicFiles.write(outDir.resolve(FILES.get(0)), RedisCompareReport.html(redis)),
                    AtomicFiles.write(outDir.resolve(FILES.get(1)), RedisCompareReport.markdown(redis)),
                    AtomicFiles.write(outDir.resolve(FILES.get(2)), RedisCompareReport.json(redis)));
        }
        if (!runs.isEmpty() && runs.stream().anyMatch(CompareWriter::cassandraRun)) {
            List<CassandraComparedRun> cassandra = compareCassandra(runs);
            return List.of(AtomicFiles.write(outDir.resolve(FILES.get(0)), CassandraCompareReport.html(cassandra)),
                    AtomicFiles.write(outDir.resolve(FILES.get(1)), CassandraCompareReport.markdown(cassandra)),
                    AtomicFiles.write(outDir.resolve(FILES.get(2)), CassandraCompareReport.json(cassandra)));
        }
        RunComparison comparison = compare(runs, options);
        return List.of(AtomicFiles.write(outDir.resolve(FILES.get(0)), CompareReport.html(comparison)),
                AtomicFiles.write(outDir.resolve(FILES.get(1)), CompareReport.markdown(comparison)),
                AtomicFiles.write(outDir.resolve(FILES.get(2)), CompareReport.json(comparison)));
    }

    /**
     * Analyses each run, labelled by its directory name without the part every run's name shares (so
     * {@code ReshardingSimulation-20261202-180224-plain-add} and {@code ...-migrate-200} read {@code plain-add} and
     * {@code migrate-200}); runs with the same label are told apart by a number.
     */
    public static RunComparison compare(List<Path> runs, ReportOptions options) {
        if (runs.isEmpty()) {
            throw new RunFormatException("compare needs at least one run directory but got none");
        }
        List<String> labels = runLabels(runs);
        List<ComparedRun> compared = new ArrayList<>();
        for (int i = 0; i < runs.size(); i++) {
            compared.add(ComparedRun.of(labels.get(i), ReportWriter.analyze(runs.get(i), options),
                    TimeSeriesRun.read(runs.get(i))));
        }
        return new RunComparison(compared);
    }

    /**
     * Redis runs side by side, labelled as {@link #compare} labels runs; every run must be a finished Redis run.
     *
     * @throws RunFormatException naming the first run that is not one
     */
    public static List<RedisComparedRun> compareRedis(List<Path> runs) {
        for (Path run : runs) {
            if (!redisRun(run)) {
                throw new RunFormatException(run + " is not a Redis run: Redis runs compare only with Redis runs");
            }
        }
        List<String> labels = runLabels(runs);
        List<RedisComparedRun> compared = new ArrayList<>();
        for (int i = 0; i < runs.size(); i++) {
            compared.add(RedisComparedRun.of(labels.get(i), ReportWriter.analyzeClientSide(runs.get(i))));
        }
        return compared;
    }

    /**
     * Cassandra runs side by side, labelled as {@link #compare} labels runs; every run must be a finished Cassandra run.
     *
     * @throws RunFormatException naming the first run that is not one
     */
    public static List<CassandraComparedRun> compareCassandra(List<Path> runs) {
        for (Path run : runs) {
            if (!cassandraRun(run)) {
                throw new RunFormatException(run + " is not a Cassandra run: Cassandra runs compare only with "
                        + "Cassandra runs");
            }
        }
        List<String> labels = runLabels(runs);
        List<CassandraComparedRun> compared = new ArrayList<>();
        for (int i = 0; i < runs.size(); i++) {
            compared.add(CassandraComparedRun.of(labels.get(i), ReportWriter.analyzeClientSide(runs.get(i))));
        }
        return compared;
    }

    private static boolean cassandraRun(Path run) {
        return TargetInfo.read(run).filter(TargetInfo::cassandra).isPresent();
    }

    private static boolean redisRun(Path run) {
        return TargetInfo.read(run).filter(TargetInfo::redis).isPresent();
    }

    /** Each run's label: its directory name without the part all share, numbered where two are the same. */
    private static List<String> runLabels(List<Path> runs) {
        List<String> bases = labels(runs.stream().map(run -> {
            Path file = run.toAbsolutePath().normalize().getFileName();
            return file == null ? run.toString() : file.toString();
        }).toList());
        Map<String, Integer> seen = new HashMap<>();
        List<String> labels = new ArrayList<>();
        for (String base : bases) {
            int n = seen.merge(base, 1, Integer::sum);
            labels.add(n == 1 ? base : base + " (" + n + ")");
        }
        return labels;
    }

    /**
     * Short labels: each name without the longest prefix, ending in a separator ({@code -}, {@code _} or {@code .}),
     * that all names share; a name that would be left empty keeps its full text.
     */
    static List<String> labels(List<String> names) {
        if (names.stream().distinct().count() < 2) {
            return names;
        }
        String first = names.get(0);
        int common = first.length();
        for (String name : names) {
            int i = 0;
            while (i < Math.min(common, name.length()) && name.charAt(i) == first.charAt(i)) {
                i++;
            }
            common = i;
        }
        int cut = 0;
        for (int i = 0; i < common; i++) {
            if ("-_.".indexOf(first.charAt(i)) >= 0) {
                cut = i + 1;
            }
        }
        int prefix = cut;
        return names.stream().map(name -> name.length() > prefix ? name.substring(prefix) : name).toList();
    }
}
