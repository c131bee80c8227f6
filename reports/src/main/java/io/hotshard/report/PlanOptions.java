package io.hotshard.report;

import java.util.OptionalDouble;
import picocli.CommandLine;
import picocli.CommandLine.Option;

/** The capacity-plan options shared by {@code report} and {@code report compare}. */
final class PlanOptions {

    @Option(names = "--target-rate", paramLabel = "R",
            description = "Client requests per second to plan for (default: the run's peak x headroom).")
    Double targetRate;

    @Option(names = "--target-utilisation", paramLabel = "U", defaultValue = "0.7",
            description = "Highest acceptable utilisation of the hottest shard (default: ${DEFAULT-VALUE}).")
    double targetUtilisation;

    @Option(names = "--target-p99-micros", paramLabel = "X",
            description = "Highest acceptable p99 on the hottest shard, in µs (default: none).")
    Double targetP99Micros;

    @Option(names = "--headroom", paramLabel = "H", defaultValue = "1.5",
            description = "Multiplier on the run's peak rate when no target rate is given (default: ${DEFAULT-VALUE}).")
    double headroom;

    @Option(names = "--cache-hit-ratio", paramLabel = "h", defaultValue = "0.9",
            description = "What-if: share of the hot keys' requests a cache answers (default: ${DEFAULT-VALUE}).")
    double cacheHitRatio;

    @Option(names = "--salting", paramLabel = "S", defaultValue = "8",
            description = "What-if: copies the top key is salted over (default: ${DEFAULT-VALUE}).")
    int salting;

    @Option(names = "--dedicated-top-keys", paramLabel = "K", defaultValue = "1",
            description = "What-if: hottest keys given a shard of their own (default: ${DEFAULT-VALUE}).")
    int dedicatedTopKeys;

    /** The options as a {@link ReportOptions}; a bad value fails as a command-line error naming it. */
    ReportOptions toOptions(CommandLine commandLine) {
        try {
            return toOptions();
        } catch (IllegalArgumentException e) {
            throw new CommandLine.ParameterException(commandLine, e.getMessage(), e);
        }
    }

    private ReportOptions toOptions() {
        return new ReportOptions(targetRate == null ? OptionalDouble.empty() : OptionalDouble.of(targetRate),
                targetUtilisation, targetP99Micros == null ? OptionalDouble.empty() : OptionalDouble.of(targetP99Micros),
                headroom, cacheHitRatio, salting, dedicatedTopKeys);
    }
}
