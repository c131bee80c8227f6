package io.hotshard.report;

import io.hotshard.report.analysis.ClientSideRun;
import io.hotshard.report.analysis.RunAnalysis;
import io.hotshard.report.analysis.RunAnalyzer;
import io.hotshard.report.injectors.InjectorMerge;
import io.hotshard.report.render.ClientSideReport;
import io.hotshard.report.render.HtmlReport;
import io.hotshard.report.render.MarkdownReport;
import io.hotshard.report.render.SummaryJson;
import io.hotshard.report.run.RunDirectory;
import io.hotshard.report.run.RunFormatException;
import io.hotshard.report.run.TargetInfo;
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
        if (TargetInfo.clientSide(runDir)) {
            return writeClientSide(runDir);
        }
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

    /**
     * Writes the report of a run recorded from the client side only: the generator's and the client's figures, and
     * what is absent and why; merges the injectors' files first when there were several.
     */
    private static List<Path> writeClientSide(Path runDir) throws IOException {
        List<Path> written = new java.util.ArrayList<>(InjectorMerge.merge(runDir).isPresent()
                ? InjectorMerge.written(runDir) : List.of());
        ClientSideRun run = analyzeClientSide(runDir);
        written.addAll(List.of(AtomicFiles.write(runDir.resolve(HTML), ClientSideReport.html(run)),
                AtomicFiles.write(runDir.resolve(MARKDOWN), ClientSideReport.markdown(run)),
                AtomicFiles.write(runDir.resolve(SUMMARY), ClientSideReport.json(run))));
        return List.copyOf(written);
    }

    /** Reads a run recorded from the client side only ({@link TargetInfo#clientSide(Path)}). */
    public static ClientSideRun analyzeClientSide(Path runDir) {
        return ClientSideRun.of(RunDirectory.read(runDir));
    }

    /** Reads and analyses a run directory without writing anything; a client-side run has no such analysis. */
    public static RunAnalysis analyze(Path runDir, ReportOptions options) {
        if (TargetInfo.clientSide(runDir)) {
            throw new RunFormatException(runDir + " was recorded from the client side only ("
                    + TargetInfo.read(runDir).map(TargetInfo::reason).orElse("") + "): it has no router or shard "
                    + "figures to analyse; its report shows the client's");
        }
        return RunAnalyzer.analyze(RunDirectory.read(runDir), options.toTargets());
    }
}
