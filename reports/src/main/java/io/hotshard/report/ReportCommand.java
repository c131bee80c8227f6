package io.hotshard.report;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code hotshard report RUN_DIR}: writes the capacity-planning report into a run directory. */
@Command(name = "hotshard report", mixinStandardHelpOptions = true, versionProvider = ReportVersion.class,
        subcommands = {CompareCommand.class, MergeInjectorsCommand.class}, sortOptions = false,
        description = "Writes report.html, report.md and summary.json into a run directory.")
final class ReportCommand implements Callable<Integer> {

    @Parameters(index = "0", arity = "0..1", paramLabel = "RUN_DIR", description = "The run directory to report on.")
    Path runDir;

    @Mixin
    PlanOptions plan;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        if (runDir == null) {
            throw new CommandLine.ParameterException(spec.commandLine(), "Missing required parameter: 'RUN_DIR'");
        }
        List<Path> written = ReportWriter.write(runDir, plan.toOptions(spec.commandLine()));
        printWritten(spec.commandLine().getOut(), written);
        return 0;
    }

    static void printWritten(PrintWriter out, List<Path> written) {
        written.forEach(p -> out.println("wrote " + p.toAbsolutePath().normalize()));
        out.flush();
    }
}
