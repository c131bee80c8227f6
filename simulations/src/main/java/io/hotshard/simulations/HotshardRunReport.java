package io.hotshard.simulations;

import io.hotshard.recording.ClientSideTarget;
import io.hotshard.recording.RunResult;
import io.hotshard.report.ReportOptions;
import io.hotshard.report.ReportWriter;
import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The end of a {@link HotshardRun} once its directory is written: the shards' model check, the capacity-planning
 * report, and the console lines that say where everything is.
 */
final class HotshardRunReport {

    private HotshardRunReport() {
    }

    /** Checks the models, writes the report and prints the run's summary; {@code clientSide} null for a full run. */
    static void write(RunResult result, JsonObject estimate, ClientSideTarget clientSide, PrintStream out) {
        JsonObject cost = checkModels(result, estimate, out);
        List<String> harnessLines = ModelVerdict.consoleLines(cost);
        harnessLines.forEach(line -> out.println("hotshard: " + line));
        List<Path> written = new ArrayList<>();
        try {
            written.addAll(ReportWriter.write(result.directory(), ReportOptions.defaults()));
        } catch (IOException | RuntimeException e) {
            out.println("hotshard: the report could not be written: " + e.getMessage());
        }
        out.println();
        out.println("hotshard run " + result.status() + ": " + result.directory());
        harnessLines.forEach(line -> out.println("  " + line));
        out.println(result.clientSideOnly() ? "  " + clientSide.statement()
                : "  reconciliation: " + result.reconciliation().toJson().encode());
        written.forEach(path -> out.println("  report: " + path));
    }

    /** The harness section with the shards' model check, written into run.json; the estimate alone if it fails. */
    private static JsonObject checkModels(RunResult result, JsonObject estimate, PrintStream out) {
        if (result.clientSideOnly()) {
            return estimate;
        }
        try {
            return ModelVerdict.apply(result.directory(), estimate);
        } catch (IOException | RuntimeException e) {
            out.println("hotshard: the shards' model check could not be made: " + e.getMessage());
            return estimate;
        }
    }
}
