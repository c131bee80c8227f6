package io.hotshard.report;

import io.hotshard.report.analysis.ComparedRun;
import io.hotshard.report.analysis.RunComparison;
import io.hotshard.report.render.CompareReport;
import io.hotshard.report.run.RunFormatException;
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
        RunComparison comparison = compare(runs, options);
        return List.of(AtomicFiles.write(outDir.resolve(FILES.get(0)), CompareReport.html(comparison)),
                AtomicFiles.write(outDir.resolve(FILES.get(1)), CompareReport.markdown(comparison)),
                AtomicFiles.write(outDir.resolve(FILES.get(2)), CompareReport.json(comparison)));
    }

    /** Analyses each run; runs with the same directory name are told apart by a number. */
    public static RunComparison compare(List<Path> runs, ReportOptions options) {
        if (runs.isEmpty()) {
            throw new RunFormatException("compare needs at least one run directory but got none");
        }
        Map<String, Integer> seen = new HashMap<>();
        List<ComparedRun> compared = new ArrayList<>();
        for (Path run : runs) {
            Path file = run.toAbsolutePath().normalize().getFileName();
            String base = file == null ? run.toString() : file.toString();
            int n = seen.merge(base, 1, Integer::sum);
            compared.add(ComparedRun.of(n == 1 ? base : base + " (" + n + ")", ReportWriter.analyze(run, options),
                    TimeSeriesRun.read(run)));
        }
        return new RunComparison(compared);
    }
}
