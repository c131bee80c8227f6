package io.hotshard.report;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code hotshard report compare RUN_A RUN_B ...}: runs side by side. */
@Command(name = "compare", mixinStandardHelpOptions = true, versionProvider = ReportVersion.class, sortOptions = false,
        description = "Writes compare.html, compare.md and compare.json comparing runs side by side.")
final class CompareCommand implements Callable<Integer> {

    @Parameters(arity = "1..*", paramLabel = "RUN_DIR", description = "The run directories to compare.")
    List<Path> runs;

    @Option(names = "--out", paramLabel = "DIR",
            description = "Where to write the comparison (default: the first run's parent directory).")
    Path out;

    @Mixin
    PlanOptions plan;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        Path dir = out != null ? out : CompareWriter.defaultOutput(runs);
        spec.commandLine().getOut().println("writing the comparison to " + dir.toAbsolutePath().normalize()
                + (out != null ? "" : " (the first run's parent directory; change it with --out)"));
        ReportOptions options = plan.toOptions(spec.commandLine());
        ReportCommand.printWritten(spec.commandLine().getOut(), CompareWriter.write(runs, dir, options));
        return 0;
    }
}
