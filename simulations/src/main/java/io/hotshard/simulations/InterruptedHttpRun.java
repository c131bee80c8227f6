package io.hotshard.simulations;

import io.hotshard.recording.RunRecorder;
import io.hotshard.recording.RunResult;
import io.hotshard.report.ReportOptions;
import io.hotshard.report.ReportWriter;
import io.hotshard.runformat.EventKind;
import io.hotshard.storeload.ClientLatencyLog;
import io.hotshard.storeload.InterruptHook;
import java.io.IOException;

/**
 * An HTTP run's stop when its JVM exits before the run finished: it writes the generator's counts up to then and a
 * {@code note} saying why the run stopped, finishes the client's latency log, marks the run incomplete with every
 * file left readable, and writes the report, which says that the run was interrupted. An embedded cluster lives in
 * this JVM and goes with it (an embedded PostgreSQL is stopped by its own hook).
 */
final class InterruptedHttpRun {

    private InterruptedHttpRun() {
    }

    /** Records the interruption; {@code clientLog} may be null (a run that the router records). */
    static void record(RunRecorder recorder, GeneratorWatch generator, ClientLatencyLog clientLog) {
        try {
            recorder.section("generator", generator.finish());
            recorder.recordEvent(EventKind.NOTE, "run", InterruptHook.note());
            if (clientLog != null) {
                clientLog.close();
            }
            RunResult result = recorder.abandon();
            ReportWriter.write(result.directory(), ReportOptions.defaults());
            System.err.println("hotshard: run interrupted; " + result.directory() + " is marked incomplete and its"
                    + " report says so");
        } catch (IOException | RuntimeException e) {
            System.err.println("hotshard: could not mark the interrupted run in " + recorder.directory()
                    + " incomplete: " + e);
        }
    }
}
