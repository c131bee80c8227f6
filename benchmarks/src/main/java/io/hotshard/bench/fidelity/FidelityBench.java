package io.hotshard.bench.fidelity;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * The fidelity sweep: fake shards against their queueing model (M/M/c by Erlang C, M/D/1 by Pollaczek-Khinchine),
 * one shard reached directly and four behind the router, c = 1 and c = 4, over the utilisations asked for, with
 * Poisson arrivals; prints measured vs model with ratios and each run's harness figures and verdict.
 */
@Command(name = "bench-fidelity", mixinStandardHelpOptions = true, version = "hotshard bench-fidelity",
        description = "Measures fake shards against their queueing model.")
public final class FidelityBench implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--rho", split = ",", defaultValue = "0.3,0.5,0.7,0.8,0.9", description = "utilisations")
    List<Double> rhos;

    @Option(names = "--servers", split = ",", defaultValue = "1,4", description = "slots per shard (c)")
    List<Integer> servers;

    @Option(names = "--shards", split = ",", defaultValue = "1,4", description = "1: direct; more: via the router")
    List<Integer> shardCounts;

    @Option(names = "--service-us", defaultValue = "1000", description = "mean service time, µs")
    long serviceMicros;

    @Option(names = "--router-service-us", defaultValue = "2500",
            description = "mean service time behind the router, µs: four c = 4 shards at rho 0.7+ reach 4,480+ req/s")
    long routerServiceMicros;

    @Option(names = "--error", defaultValue = "0.05", description = "relative 95%% error aimed at on the mean wait")
    double relativeError;

    @Option(names = "--max-seconds", defaultValue = "300", description = "cap on one point's measured seconds")
    double maxSeconds;

    @Option(names = "--min-seconds", defaultValue = "20", description = "floor on one point's measured seconds")
    double minSeconds;

    @Option(names = "--warm-up", defaultValue = "5", description = "unmeasured seconds before each point")
    double warmUpSeconds;

    @Option(names = "--jvm-warm-up", defaultValue = "15",
            description = "extra unmeasured seconds before the first point, while the JVM compiles its hot paths")
    double jvmWarmUpSeconds;

    @Option(names = "--max-warm-up", defaultValue = "120",
            description = "cap on one point's unmeasured seconds: past its warm-up a point keeps warming in 5-s chunks "
                    + "until GC pauses stay within 1%% and the JIT within 5%% of a chunk")
    double maxWarmUpSeconds;

    @Option(names = "--quick", description = "10 s per point, rho 0.5 and 0.8 only, no fixed-service points")
    boolean quick;

    @Option(names = "--no-fixed", description = "skip the M/D/1 (fixed service, c = 1, one shard) points")
    boolean noFixed;

    @Option(names = "--arrivals", defaultValue = "POISSON", description = "POISSON or UNIFORM")
    Arrivals arrivals;

    @Option(names = "--hog-ms", defaultValue = "0", description = "spin the generator's loop this long every 100 ms")
    long hogMillis;

    @Option(names = "--stamp-intended",
            description = "tell the shards the intended send times: tests the shards alone, whatever the generator's lag")
    boolean stampIntended;

    @Option(names = "--seed", defaultValue = "42")
    long seed;

    @Option(names = "--event-loops", defaultValue = "0",
            description = "event loops of the router and the shards; the generator has one of its own (0: twice the cores)")
    int eventLoops;

    @Option(names = "--native-transport", negatable = true, defaultValue = "true", fallbackValue = "true",
            description = "epoll, whose event loops keep sub-millisecond deadlines (--no-native-transport: NIO, "
                    + "whose timers need a thread per shard)")
    boolean nativeTransport;

    @Option(names = "--plan", description = "print the points and their durations, run nothing")
    boolean planOnly;

    /** Runs the command and exits with its code: 0 every point within the goal, 1 otherwise, 2 bad input. */
    public static void main(String[] args) {
        System.exit(new CommandLine(new FidelityBench()).setCaseInsensitiveEnumValuesAllowed(true).execute(args));
    }

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        List<FidelityPoint> points = points();
        double total = 0;
        for (FidelityPoint p : points) {
            double needed = FidelityPoint.secondsFor(p.rho(), p.meanServiceMicros(), relativeError);
            out.printf(Locale.ROOT, "plan: %-40s %7.0f req/s, %5.0f s (±%.0f%% needs ~%.0f s)%n", p.label(),
                    p.totalRatePerSecond(), p.seconds(), 100 * relativeError, needed);
            total += p.seconds() + p.warmUpSeconds() + 2;
        }
        out.printf(Locale.ROOT, "plan: %d points, about %.0f min in all%n", points.size(), total / 60);
        out.flush();
        if (planOnly) {
            return 0;
        }
        int loops = eventLoops > 0 ? eventLoops : 2 * Runtime.getRuntime().availableProcessors();
        // The native transport, as the cli uses: its event loops keep sub-millisecond deadlines themselves.
        List<PointResult> results = new ArrayList<>();
        try (FidelityRun.Rig rig = FidelityRun.Rig.start(loops, nativeTransport, maxWarmUpSeconds)) {
            for (FidelityPoint point : points) {
                PointResult result = FidelityRun.run(rig, point);
                results.add(result);
                out.println(FidelityTable.HEADER);
                out.print(FidelityTable.rows(result));
                out.println(FidelityTable.harness(result));
                out.flush();
            }
        }
        out.println();
        out.println("## all points");
        out.println(FidelityTable.HEADER);
        results.forEach(r -> out.print(FidelityTable.rows(r)));
        results.forEach(r -> out.println(FidelityTable.harness(r)));
        long off = results.stream().filter(r -> !r.withinGoal()).count();
        long flaggedOff = results.stream().filter(r -> !r.withinGoal() && r.flagged()).count();
        long flaggedOn = results.stream().filter(r -> r.withinGoal() && r.flagged()).count();
        long inconclusive = results.stream().filter(r -> !r.conclusive()).count();
        out.printf(Locale.ROOT, "%d of %d points within the goal; of those outside, %d flagged as distorted; %d within "
                + "the goal but flagged; %d too short to tell (their ±95%% half-width exceeds the goal)%n",
                results.size() - off, results.size(), flaggedOff, flaggedOn, inconclusive);
        return off == 0 ? 0 : 1;
    }

    private List<FidelityPoint> points() {
        List<Double> levels = quick ? List.of(0.5, 0.8) : rhos;
        List<FidelityPoint> points = new ArrayList<>();
        for (int shards : shardCounts) {
            for (int c : servers) {
                for (double rho : levels) {
                    points.add(point(shards, c, ServiceLaw.EXPONENTIAL, rho));
                }
            }
        }
        if (!quick && !noFixed && shardCounts.contains(1)) {
            for (double rho : levels) {
                points.add(point(1, 1, ServiceLaw.FIXED, rho));
            }
        }
        if (!points.isEmpty() && jvmWarmUpSeconds > 0) {
            FidelityPoint first = points.get(0);
            points.set(0, new FidelityPoint(first.shards(), first.servers(), first.law(), first.meanServiceMicros(),
                    first.rho(), first.arrivals(), first.seconds(), first.warmUpSeconds() + jvmWarmUpSeconds,
                    first.hogMillis(), first.stampIntended(), first.seed()));
        }
        return points;
    }

    private FidelityPoint point(int shards, int c, ServiceLaw law, double rho) {
        long service = shards == 1 ? serviceMicros : routerServiceMicros;
        double seconds = quick ? 10 : Math.min(maxSeconds,
                Math.max(minSeconds, FidelityPoint.secondsFor(rho, service, relativeError)));
        return new FidelityPoint(shards, c, law, service, rho, arrivals, seconds, quick ? 3 : warmUpSeconds,
                hogMillis, stampIntended, seed);
    }
}
