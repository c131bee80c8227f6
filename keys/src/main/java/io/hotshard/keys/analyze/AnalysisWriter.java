package io.hotshard.keys.analyze;

import java.io.PrintWriter;

/** Writes an analysis in one format. */
interface AnalysisWriter {

    void write(AnalysisReport report, PrintWriter out);
}
