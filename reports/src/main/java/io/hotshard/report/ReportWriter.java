package io.hotshard.report;

import io.hotshard.report.analysis.RunAnalysis;
import io.hotshard.report.analysis.RunAnalyzer;
import io.hotshard.report.injectors.InjectorMerge;
import io.hotshard.report.render.HtmlReport;
import io.hotshard.report.render.MarkdownReport;
import io.hotshard.report.render.SummaryJson;
import io.hotshard.report.run.RunDirectory;
import io.hotshard.report.run.RunFormatException;
import io.hotshard.runformat.AtomicFiles;
import io.hotshard.runformat.RunFiles;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;

/** Library entry point: reads a run directory and writes its report into it. */
public final class ReportWriter {

    /** The HTML report's file name. */
    public static final String HTML = RunFiles.REPORT_HTML;
    /** The Markdown report's file name. */
    public static final String MARKDOWN = RunFiles.REPORT_MARKDOWN;
    /** The JSON summary's file name. */
    public static final String SUMMARY = RunFiles.SUMMARY;

    private ReportWriter() {
    }

    /**
     * Writes {@code report.html}, {@code report.md} and {@code summary.json} into the run directory.
     *
     * @return the files written
     * @throws RunFormatException when the directory is missing or breaks the run-directory contract
     * @throws IOException when a report file cannot be written
     */
    public static List<Path> write(Path runDir, ReportOptions options) throws IOException {
        boolean merged = InjectorMerge.merge(runDir).isPresent();
        RunAnalysis analysis = analyze(runDir, options);
        List<Path> written = new java.util.ArrayList<>();
        if (merged) {
            written.addAll(InjectorMerge.written(runDir));
        }
        written.addAll(List.of(AtomicFiles.write(runDir.resolve(HTML), HtmlReport.render(analysis)),
                AtomicFiles.write(runDir.resolve(MARKDOWN), MarkdownReport.render(analysis)),
                AtomicFiles.write(runDir.resolve(SUMMARY), SummaryJson.render(analysis))));
        return List.copyOf(written);
    }

    /** Reads and analyses a run directory without writing anything. */
    public static RunAnalysis analyze(Path runDir, ReportOptions options) {
        return RunAnalyzer.analyze(RunDirectory.read(runDir), options.toTargets());
    }
}
