package io.hotshard.keys.analyze;

import io.hotshard.keys.queries.QueryFormat;
import io.hotshard.ring.HashAlgorithm;
import io.hotshard.ring.PartitionerConfig;
import io.hotshard.ring.PartitionerKind;
import io.hotshard.ring.Salting;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.nio.file.AccessDeniedException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.LongAdder;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code hotshard keys analyze}: judges candidate shard keys from a sample of real data. */
@Command(name = "analyze", mixinStandardHelpOptions = true, version = "hotshard keys analyze 0.1.0",
        sortOptions = false, description = {"Reads a sample of real data (streamed) and reports, per candidate shard "
            + "key: requests, distinct keys, the heaviest keys, skew, order, how each partitioner spreads it over each "
            + "shard count, and a verdict in words; then ranks the candidates.",
            "FILE is plain text (one key per line), CSV/TSV/';'/whitespace-delimited text, or JSON Lines; '-' reads "
                + "standard input; .gz and .zst files are decompressed on the fly."})
public final class AnalyzeCommand implements Callable<Integer> {

    /** Exit code for bad input. */
    public static final int BAD_INPUT = 2;
    /** Inputs from this size on have placement compiled once reading leaves a core free ({@link AnalyzerBuild}). */
    private static final long WARM_UP_INPUT_BYTES = 16L << 20;

    @Spec
    private CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "FILE", description = "Inputs, read in order; '-' is standard input.")
    private List<String> files;

    @Option(names = "--field", paramLabel = "F[,F...]", description = "Candidate keys: a column name, a 1-based "
            + "column number (with --no-header), a dotted JSON path, or a+b for a composite key; repeatable.")
    private List<String> fields = new ArrayList<>();

    @Option(names = "--delimiter", converter = AnalyzeConverters.InputFormatConverter.class, paramLabel = "D",
            description = "Input layout: plain, ',' (csv), tab, ';', ws (runs of whitespace) or json "
                    + "(default: from the file name: .csv, .tsv, .jsonl/.ndjson; else plain, or csv with --field).")
    private InputFormat delimiter;

    @Option(names = "--no-header", description = "Delimited input has no header row; fields are column numbers.")
    private boolean noHeader;

    @Option(names = "--shards", split = ",", paramLabel = "N[,N...]",
            description = "Shard counts (default: ${DEFAULT-VALUE}).")
    private List<Integer> shards = new ArrayList<>(List.of(4, 8, 16, 32));

    @Option(names = "--partitioner", split = ",", converter = AnalyzeConverters.PartitionerConverter.class,
            completionCandidates = PartitionerName.Names.class, paramLabel = "NAME[,NAME...]",
            description = "Partitioners (default: ring): ${COMPLETION-CANDIDATES}; the first ranks the candidates."
                    + " cassandra (alone, with --tokens-from) places the keys on a live Cassandra ring's nodes.")
    private List<PartitionerName> partitioners = new ArrayList<>(List.of(PartitionerName.of(PartitionerKind.RING)));

    @Option(names = "--tokens-from", paramLabel = "SRC", description = "The ring of --partitioner cassandra:"
            + " cassandra://127.0.0.11:9042 (a running cluster, loopback only; its tokens over CQL) or a file written"
            + " by hotshard cassandra ring --format json.")
    private String tokensFrom;

    @Option(names = "--rf", paramLabel = "N", description = "Replicas of each key on the live ring (SimpleStrategy)"
            + " (default: 3, or the node count when smaller).")
    private Integer rf;

    @Option(names = "--hash", converter = AnalyzeConverters.HashConverter.class, paramLabel = "HASH", description = "Key hash of the "
            + "hash partitioners, as the router's --hash: sha256, md5, murmur3 or xxhash64 (default: ${DEFAULT-VALUE}).")
    private HashAlgorithm hash = PartitionerConfig.DEFAULT_HASH;

    @Option(names = "--vnodes", paramLabel = "N", description = "Virtual nodes per shard of the ring, as the router's "
            + "--vnodes (default: ${DEFAULT-VALUE}).")
    private int vnodes = PartitionerConfig.DEFAULT_VNODES;

    @Option(names = "--epsilon", paramLabel = "E", description = "Load slack of the bounded partitioner, as the "
            + "router's --epsilon (default: ${DEFAULT-VALUE}).")
    private double epsilon = PartitionerConfig.DEFAULT_EPSILON;

    @Option(names = "--top", paramLabel = "K", description = "Heaviest keys listed (default: ${DEFAULT-VALUE}).")
    private int top = 20;

    @Option(names = "--salts", paramLabel = "S", description = "Salts per hot key in the salting remedy "
            + "(default: ${DEFAULT-VALUE}).")
    private int salts = Salting.DEFAULT_SALTS;

    @Option(names = "--format", converter = AnalyzeConverters.OutputFormatConverter.class, paramLabel = "FORMAT",
            description = "Report format: table, json, csv or markdown (default: table).")
    private OutputFormat format = OutputFormat.TABLE;

    @Option(names = "--op-field", paramLabel = "F", description = "A field telling reads from writes (read, get, r, "
            + "select are reads): adds the read-cache remedy.")
    private String opField;

    @Option(names = "--time-field", paramLabel = "F", description = "A field holding each row's time (ISO-8601 text "
            + "or an epoch number): order is then measured against time, so a key that grows with time is found "
            + "whatever order the rows were exported in.")
    private String timeField;

    @Option(names = "--rate", paramLabel = "R", description = "Requests per second to plan for: with "
            + "--shard-capacity, the shards each candidate needs (the reports module's capacity planner).")
    private Double rate;

    @Option(names = "--shard-capacity", paramLabel = "C", description = "Requests per second one shard serves.")
    private Double shardCapacity;

    @Option(names = "--queries", arity = "1..*", paramLabel = "LOG", description = "Query logs: each candidate is "
            + "also judged by the shards its queries touch, and candidates are ranked by the rate they sustain. JSON "
            + "lines, a pg_stat_statements CSV or a MongoDB system.profile export (see --query-format).")
    private List<String> queryLogs = new ArrayList<>();

    @Option(names = "--query-format", converter = AnalyzeConverters.QueryFormatConverter.class, paramLabel = "FORMAT",
            description = "The query logs' format: ${COMPLETION-CANDIDATES} (default: from each name: .csv is "
                    + "pg_stat_statements, a name holding 'profile' is MongoDB's, else json).")
    private QueryFormat queryFormat;

    @Option(names = "--quiet", description = "No progress line on standard error (it is drawn only on a terminal, "
            + "for inputs that take more than two seconds).")
    private boolean quiet;

    @Option(names = "--html", paramLabel = "FILE", description = "Also write a self-contained HTML page with the "
            + "rank-frequency curves, the hottest shard's share against N and the per-shard bars.")
    private Path html;

    @Option(names = "--max-exact", paramLabel = "N", description = "Distinct keys counted exactly per candidate; "
            + "past it, sketches estimate with their error stated (default: ${DEFAULT-VALUE}).")
    private int maxExact = 1_000_000;

    @Option(names = "--threads", paramLabel = "T", description = "Threads (default: the number of cores).")
    private int threads = Runtime.getRuntime().availableProcessors();

    private InputStream stdin = System.in;

    /** Reads {@code -} from {@code in} instead of the process's standard input. */
    public AnalyzeCommand withStdin(InputStream in) {
        this.stdin = in;
        return this;
    }

    @Override
    public Integer call() {
        PrintWriter err = spec.commandLine().getErr();
        try {
            AnalysisReport report = analyze();
            format.write(report, spec.commandLine().getOut());
            if (html != null) {
                AnalysisPage.write(report, html);
                spec.commandLine().getOut().println("wrote " + html);
            }
            spec.commandLine().getOut().flush();
            return 0;
        } catch (IllegalArgumentException e) {
            err.println("hotshard keys analyze: " + e.getMessage());
            return BAD_INPUT;
        } catch (NoSuchFileException e) {
            err.println("hotshard keys analyze: cannot read " + e.getFile() + ": no such file");
            return BAD_INPUT;
        } catch (AccessDeniedException e) {
            err.println("hotshard keys analyze: cannot read " + e.getFile() + ": permission denied");
            return BAD_INPUT;
        } catch (IOException e) {
            err.println("hotshard keys analyze: cannot read input: " + e.getMessage());
            return BAD_INPUT;
        } catch (IllegalStateException e) {
            err.println("hotshard keys analyze: " + e.getMessage());
            return 1;
        } catch (OutOfMemoryError e) {
            err.println("hotshard keys analyze: out of memory with --max-exact " + maxExact + " and " + threads
                    + " threads; lower --max-exact or raise the heap (HOTSHARD_JAVA_OPTS=-Xmx...)");
            return 1;
        }
    }

    private AnalysisReport analyze() throws IOException {
        if (maxExact < 1) {
            throw new IllegalArgumentException("--max-exact must be >= 1 but was " + maxExact);
        }
        if (threads < 1) {
            throw new IllegalArgumentException("--threads must be >= 1 but was " + threads);
        }
        if (rate != null && shardCapacity == null) {
            throw new IllegalArgumentException("--rate needs --shard-capacity (requests per second one shard serves)");
        }
        if (shardCapacity != null && rate == null && queryLogs.isEmpty()) {
            throw new IllegalArgumentException("--shard-capacity needs --rate, or --queries for the rate each key "
                    + "sustains");
        }
        if (shardCapacity != null && !(shardCapacity > 0)) {
            throw new IllegalArgumentException("--shard-capacity must be > 0 but was " + shardCapacity);
        }
        LiveRing liveRing = TokenSource.forOptions(partitioners, tokensFrom, rf, !queryLogs.isEmpty(),
                rate != null || shardCapacity != null);
        AnalyzeSettings settings = new AnalyzeSettings(partitioners.stream().filter(p -> !p.live())
                .map(PartitionerName::model).toList(), shards, top, salts, threads,
                rate == null ? null : new CapacityCheck(rate, shardCapacity), hash, vnodes, epsilon, liveRing);
        InputFormat layout = delimiter != null ? delimiter : InputFormat.guess(files.get(0), !fields.isEmpty());
        List<Candidate> candidates = new ArrayList<>();
        fields.forEach(f -> candidates.addAll(Candidate.parseAll(f)));
        if (layout == InputFormat.PLAIN) {
            if (!candidates.isEmpty()) {
                throw new IllegalArgumentException("plain input holds one key per line: drop --field " + fields
                        + " or name the layout with --delimiter");
            }
            if (opField != null) {
                throw new IllegalArgumentException("--op-field needs delimited or JSON input, not plain text");
            }
            if (timeField != null) {
                throw new IllegalArgumentException("--time-field needs delimited or JSON input, not plain text");
            }
            candidates.add(new Candidate("key", List.of("key")));
        } else if (candidates.isEmpty()) {
            throw new IllegalArgumentException("--field is required for " + layout.label() + " input");
        }
        AnalyzerBuild analyzerBuild = AnalyzerBuild.start(settings,
                Inputs.bytesOnDisk(files) >= WARM_UP_INPUT_BYTES);
        LongAdder read = new LongAdder();
        try (ProgressLine progress = progress(read)) {
            return analyze(settings, layout, candidates, analyzerBuild, read);
        }
    }

    /** A progress line on a terminal, unless --quiet; otherwise nothing. */
    private ProgressLine progress(LongAdder read) {
        List<String> all = new ArrayList<>(files);
        all.addAll(queryLogs);
        boolean terminal = System.console() != null && !files.contains("-") && !queryLogs.contains("-");
        return quiet || !terminal ? new ProgressLine(read, 0, spec.commandLine().getErr(), System::nanoTime)
                : ProgressLine.started(read, Inputs.bytesOnDisk(all), spec.commandLine().getErr());
    }

    private AnalysisReport analyze(AnalyzeSettings settings, InputFormat layout, List<Candidate> candidates,
                                   AnalyzerBuild analyzerBuild, LongAdder read) throws IOException {
        Scan.Result scan = new Scan(layout, !noHeader, candidates, opField, timeField, maxExact, threads)
                .whenCoreFree(analyzerBuild::coreFree).countingInto(read).run(files, stdin);
        List<CandidateReport> reports = new ArrayList<>();
        Analyzer analyzer = analyzerBuild.get();
        for (int c = 0; c < candidates.size(); c++) {
            KeyStats stats = scan.stats().get(c);
            long rows = stats.requests() + stats.missingCount();
            if (rows == 0) {
                throw new IllegalArgumentException("no rows in " + String.join(", ", files)
                        + (scan.malformedRows() > 0 ? " (" + scan.malformedRows() + " malformed, first at "
                        + String.join(", ", scan.firstMalformed()) + ")" : ""));
            }
            if (stats.requests() == 0) {
                throw new IllegalArgumentException("field '" + candidates.get(c).name() + "' has no value in any of "
                        + rows + " rows");
            }
            reports.add(analyzer.analyze(candidates.get(c).name(), stats));
        }
        if (!queryLogs.isEmpty()) {
            reports = QueryStep.apply(reports, candidates, analyzer.placement(), queryLogs, queryFormat, shardCapacity,
                    rate, stdin, read);
        }
        return new AnalysisReport(files, layout, scan.malformedRows(), scan.firstMalformed(), reports);
    }
}
