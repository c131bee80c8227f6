package io.hotshard.keys.analyze;

import java.io.PrintWriter;

/** Writes an analysis in one format. */
interface ReportWriter {

    void write(AnalysisReport report, PrintWriter out);
}
