package io.hotshard.keys;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import io.hotshard.keys.analyze.AnalyzeCommand;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.TypeConversionException;

/** {@code hotshard keys}: prints keys drawn from a distribution, one per line, or their histogram. */
@Command(name = "keys", mixinStandardHelpOptions = true, version = "hotshard keys 0.1.0", sortOptions = false,
        subcommands = AnalyzeCommand.class,
        description = {"Prints keys drawn from a key popularity distribution, one per line (streamed), "
                + "or with --histogram the count per key, most frequent first: key<TAB>count<TAB>share.",
            "latest reads over a fixed key space of --items keys; sequential counts 0..items-1 and starts over, "
                + "so use --items >= --count for a strictly increasing stream."})
public final class KeysCommand implements Callable<Integer> {

    /** Exit code for bad input. */
    public static final int BAD_INPUT = 2;

    private static final long DEFAULT_COUNT = 1000;
    private static final List<String> SHAPING_OPTIONS = List.of("--dist", "--items", "--theta", "--scrambled",
            "--hot-fraction", "--hot-op-fraction", "--celebrity-share", "--celebrities", "--celebrity-rest",
            "--categories", "--hot-category", "--hot-category-share", "--exp-percentile", "--exp-fraction");

    @Spec
    private CommandSpec spec;

    @Option(names = "--dist", converter = DistributionConverter.class, paramLabel = "NAME",
            description = "Distribution: ${COMPLETION-CANDIDATES} (default: ${DEFAULT-VALUE}).")
    private KeyDistribution distribution = KeyDistribution.ZIPFIAN;

    @Option(names = "--items", paramLabel = "N", description = "Key space size (default: ${DEFAULT-VALUE}).")
    private long items = 1000;

    @Option(names = "--theta", paramLabel = "THETA", description = "Zipf exponent (default: ${DEFAULT-VALUE}, YCSB's).")
    private double theta = ZipfianKeys.YCSB_THETA;

    @Option(names = "--count", paramLabel = "N",
            description = "Keys to draw (default: " + DEFAULT_COUNT + ", or the workload's operationcount).")
    private Long count;

    @Option(names = "--seed", paramLabel = "SEED",
            description = "Random seed (default: a fresh one, printed to stderr).")
    private Long seed;

    @Option(names = "--scrambled", description = "Scatter popular ids with FNV-1a 64 modulo --items.")
    private boolean scrambled;

    @Option(names = "--key-format", converter = KeyFormatConverter.class, paramLabel = "FORMAT",
            description = "String.format pattern for one long id, e.g. user%%d or key%%09d "
                    + "(default: per distribution).")
    private KeyFormat keyFormat;

    @Option(names = "--histogram", description = "Print key<TAB>count<TAB>share, most frequent first.")
    private boolean histogram;

    @Option(names = "--workload", paramLabel = "FILE",
            description = "YCSB core workload properties; replaces the distribution options.")
    private Path workload;

    @Option(names = "--hot-fraction", paramLabel = "FRACTION",
            description = "hotspot: fraction of keys in the hot set (default: ${DEFAULT-VALUE}).")
    private double hotFraction = HotspotOptions.DEFAULT.hotDataFraction();

    @Option(names = "--hot-op-fraction", paramLabel = "FRACTION",
            description = "hotspot: fraction of requests to the hot set (default: ${DEFAULT-VALUE}).")
    private double hotOpFraction = HotspotOptions.DEFAULT.hotOpFraction();

    @Option(names = "--celebrity-share", paramLabel = "FRACTION",
            description = "celebrity: fraction of requests to the celebrities (default: ${DEFAULT-VALUE}).")
    private double celebrityShare = CelebrityOptions.DEFAULT.share();

    @Option(names = "--celebrities", paramLabel = "K",
            description = "celebrity: number of celebrity keys (default: ${DEFAULT-VALUE}).")
    private int celebrities = CelebrityOptions.DEFAULT.celebrities();

    @Option(names = "--celebrity-rest", converter = DistributionConverter.class, paramLabel = "NAME",
            description = "celebrity: distribution of the other requests, uniform, zipfian or zipfian-exact "
                    + "(default: ${DEFAULT-VALUE}).")
    private KeyDistribution celebrityRest = CelebrityOptions.DEFAULT.rest();

    @Option(names = "--categories", paramLabel = "K",
            description = "category: number of categories (default: ${DEFAULT-VALUE}).")
    private int categories = CategoryOptions.DEFAULT.categories();

    @Option(names = "--hot-category", paramLabel = "ID",
            description = "category: the hot category (default: ${DEFAULT-VALUE}).")
    private int hotCategory = CategoryOptions.DEFAULT.hotCategory();

    @Option(names = "--hot-category-share", paramLabel = "FRACTION",
            description = "category: fraction of requests to the hot category (default: ${DEFAULT-VALUE}).")
    private double hotCategoryShare = CategoryOptions.DEFAULT.hotShare();

    @Option(names = "--exp-percentile", paramLabel = "PERCENT",
            description = "exponential: percent of requests within --exp-fraction of the keys "
                    + "(default: ${DEFAULT-VALUE}).")
    private double expPercentile = ExponentialOptions.DEFAULT.percentile();

    @Option(names = "--exp-fraction", paramLabel = "FRACTION",
            description = "exponential: most recent fraction of the keys (default: ${DEFAULT-VALUE}).")
    private double expFraction = ExponentialOptions.DEFAULT.fraction();

    /** Returns a command line for this command that prints bad input as one line and exits with 2. */
    public static CommandLine commandLine(PrintWriter out, PrintWriter err) {
        return new CommandLine(new KeysCommand()).setCommandName("hotshard keys").setOut(out).setErr(err)
                .setParameterExceptionHandler((e, args) -> {
                    String name = e.getCommandLine().getCommandSpec().qualifiedName();
                    e.getCommandLine().getErr().println(name + ": " + e.getMessage() + " (see --help)");
                    return BAD_INPUT;
                });
    }

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        try {
            return run(spec.commandLine().getOut(), err);
        } catch (IllegalArgumentException e) {
            err.println("hotshard keys: " + e.getMessage());
            return BAD_INPUT;
        } catch (IOException e) {
            err.println("hotshard keys: cannot read workload file " + workload + ": " + e);
            return BAD_INPUT;
        }
    }

    private int run(PrintWriter out, PrintWriter err) throws IOException {
        long seedValue = seed == null ? KeyRandom.newSeed() : seed;
        KeyGenerator ids;
        KeyFormat format;
        long draws;
        if (workload != null) {
            List<String> clashing = SHAPING_OPTIONS.stream()
                    .filter(spec.commandLine().getParseResult()::hasMatchedOption).toList();
            if (!clashing.isEmpty()) {
                throw new IllegalArgumentException("--workload sets the distribution; drop "
                        + String.join(", ", clashing));
            }
            Workload w = WorkloadFile.read(workload);
            ids = w.requestDistribution().create(w.keyOptions(), KeyRandom.fromSeed(seedValue));
            format = w.keyFormat();
            draws = count == null ? w.operationCount() : count;
        } else {
            KeyOptions options = options();
            ids = distribution.create(options, KeyRandom.fromSeed(seedValue));
            format = distribution.defaultKeyFormat(options);
            draws = count == null ? DEFAULT_COUNT : count;
        }
        KeyChecks.atLeast("--count", draws, 1);
        if (seed == null) {
            err.println("hotshard keys: seed " + seedValue);
        }
        if (keyFormat != null) {
            format = keyFormat;
        }
        if (histogram) {
            KeyHistogram counts = new KeyHistogram();
            for (long i = 0; i < draws; i++) {
                counts.add(ids.nextId());
            }
            counts.write(out, format);
        } else {
            stream(ids, format, draws, out);
        }
        out.flush();
        return 0;
    }

    // Stops early once the output is closed (e.g. piped into head).
    private static void stream(KeyGenerator ids, KeyFormat format, long draws, PrintWriter out) {
        for (long i = 0; i < draws; i++) {
            out.write(format.format(ids.nextId()));
            out.write('\n');
            if ((i & 0xffff) == 0xffff && out.checkError()) {
                return;
            }
        }
    }

    private KeyOptions options() {
        return new KeyOptions(items, theta, scrambled, new HotspotOptions(hotFraction, hotOpFraction),
                new CelebrityOptions(celebrityShare, celebrities, celebrityRest),
                new CategoryOptions(categories, hotCategory, hotCategoryShare),
                new ExponentialOptions(expPercentile, expFraction));
    }

    /** Converts a distribution name, failing with the known names. */
    static final class DistributionConverter implements CommandLine.ITypeConverter<KeyDistribution> {
        @Override
        public KeyDistribution convert(String value) {
            try {
                return KeyDistribution.byName(value);
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException(e.getMessage());
            }
        }
    }

    /** Converts and validates a key format. */
    static final class KeyFormatConverter implements CommandLine.ITypeConverter<KeyFormat> {
        @Override
        public KeyFormat convert(String value) {
            try {
                return KeyFormat.of(value);
            } catch (IllegalArgumentException e) {
                throw new TypeConversionException(e.getMessage());
            }
        }
    }
}
