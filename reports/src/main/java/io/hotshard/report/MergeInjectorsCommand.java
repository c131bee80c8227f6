package io.hotshard.report;

import io.hotshard.report.injectors.InjectorCounts;
import io.hotshard.report.injectors.InjectorMerge;
import io.hotshard.report.injectors.MergedInjectors;
import io.hotshard.report.run.RunFormatException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code hotshard report injectors RUN_DIR}: merges the injector files standalone injectors wrote into a shared run
 * directory ({@code injector-<i>.json}, {@code injector-<i>.hlog}) into {@code injectors.json} and {@code client.hlog},
 * without needing the run's {@code run.json}.
 */
@Command(name = "injectors", mixinStandardHelpOptions = true, versionProvider = ReportVersion.class,
        description = "Merges the injectors' counts and latency logs of a run directory (exact: histograms added).")
final class MergeInjectorsCommand implements Callable<Integer> {

    @Parameters(index = "0", paramLabel = "RUN_DIR", description = "The directory the injectors wrote into.")
    Path runDir;

    @Spec
    CommandSpec spec;

    @Override
    public Integer call() throws Exception {
        MergedInjectors merged = InjectorMerge.merge(runDir).orElseThrow(() -> new RunFormatException(runDir
                + ": no injector-<i>.json files to merge"));
        PrintWriter out = spec.commandLine().getOut();
        out.printf(Locale.ROOT, "%d injectors: sent %d (ok %d, ko %d, refused %d); client p50 %d µs, p99 %d µs, max %d"
                        + " µs over %d requests%n", merged.injectors(), merged.sent(), merged.ok(), merged.ko(),
                merged.refused(), merged.latency().getValueAtPercentile(50), merged.latency().getValueAtPercentile(99),
                merged.latency().getMaxValue(), merged.latency().getTotalCount());
        for (InjectorCounts c : merged.found()) {
            out.printf(Locale.ROOT, "  injector %d (%s): sent %d, ok %d, ko %d, intended %.1f req/s, actual %.1f req/s,"
                            + " send-lag p99 %d µs%n", c.index(), c.status(), c.sent(), c.ok(), c.ko(),
                    c.intendedRatePerSecond(), c.actualRatePerSecond(), c.sendLagP99Micros());
        }
        merged.missing().forEach(i -> out.println("  injector " + i + ": missing (no counts file)"));
        ReportCommand.printWritten(out, InjectorMerge.written(runDir));
        return merged.missing().isEmpty() ? 0 : 1;
    }
}
