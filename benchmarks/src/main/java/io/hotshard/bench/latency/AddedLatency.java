package io.hotshard.bench.latency;

import io.hotshard.testkit.TestHttp;
import io.vertx.core.Context;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.IntFunction;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * The latency a router adds over calling the key's owner shard directly: the same open-loop rate and the same
 * keys on both paths, in alternating short segments so that both see the same machine conditions. Other front ends
 * over the same shards ({@code --front}, e.g. nginx and HAProxy) join the rotation, so their latency at the same
 * rate sits beside the router's: a closed-loop benchmark at saturation compares each front end at its own rate.
 */
@Command(name = "added-latency", mixinStandardHelpOptions = true,
        description = "Sends GET /kv/{key} at a constant rate, in turn straight to the key's owner shard, through the"
                + " router and through any other front end (127.0.0.1 only), and prints the latency percentiles of"
                + " every path measured from the intended send time. Exits 1 if the router places a key elsewhere"
                + " than its owner.")
public final class AddedLatency implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--router-port", required = true, paramLabel = "PORT", description = "Router on 127.0.0.1.")
    int routerPort;

    @Option(names = "--shard", required = true, paramLabel = "ID=PORT", converter = NamedPortConverter.class,
            description = "A shard of the router on 127.0.0.1, e.g. shard-0=9000; repeat for each shard.")
    List<NamedPort> shards;

    @Option(names = "--front", paramLabel = "NAME=PORT", converter = NamedPortConverter.class,
            description = "Another front end over the same shards on 127.0.0.1 (e.g. haproxy=9012), measured at the"
                    + " same rate in the same rotation of segments, its placement unchecked; repeat for each.")
    List<NamedPort> fronts = new ArrayList<>();

    @Option(names = "--rate", required = true, paramLabel = "N", description = "Requests per second on each path.")
    int ratePerSecond;

    @Option(names = "--seconds", defaultValue = "10", paramLabel = "S",
            description = "Measured seconds per path. Default: ${DEFAULT-VALUE}.")
    int seconds;

    @Option(names = "--segment-millis", defaultValue = "1000", paramLabel = "MS",
            description = "Length of one segment before switching path. Default: ${DEFAULT-VALUE}.")
    int segmentMillis;

    @Option(names = "--warmup-seconds", defaultValue = "2", paramLabel = "S",
            description = "Unrecorded seconds per path first. Default: ${DEFAULT-VALUE}.")
    int warmupSeconds;

    @Option(names = "--keys", defaultValue = "10000", paramLabel = "N", description = "Keys. Default: ${DEFAULT-VALUE}.")
    int keyCount;

    @Option(names = "--key-prefix", defaultValue = "key", paramLabel = "P",
            description = "Keys are P0..P(N-1). Default: ${DEFAULT-VALUE}.")
    String keyPrefix;

    @Option(names = "--seed", defaultValue = "42", paramLabel = "N", description = "Key seed. Default: ${DEFAULT-VALUE}.")
    long seed;

    @Option(names = "--connections", defaultValue = "64", paramLabel = "N",
            description = "Most connections to each shard; the router gets N times the number of shards, so that both"
                    + " paths can hold the same requests in flight. Default: ${DEFAULT-VALUE}.")
    int connections;

    @Option(names = "--timeout-millis", defaultValue = "5000", paramLabel = "MS",
            description = "A request with no answer for this long fails. Default: ${DEFAULT-VALUE}.")
    long timeoutMillis;

    @Option(names = "--out", paramLabel = "FILE", description = "Also write the result as one JSON object here.")
    Path out;

    /** Runs the command and exits with its code: 0 ok, 1 failure, 2 bad input. */
    public static void main(String[] args) {
        System.exit(new CommandLine(new AddedLatency()).execute(args));
    }

    @Override
    public Integer call() throws Exception {
        validate();
        PrintWriter stdout = spec.commandLine().getOut();
        KeyOwners keys = KeyOwners.place(shards, keyPrefix, keyCount);
        Vertx vertx = Vertx.vertx();
        try {
            Context context = vertx.getOrCreateContext();
            TestHttp client = new TestHttp(vertx, connections);
            TestHttp routerClient = new TestHttp(vertx, routerConnections());
            String ringProblem = await(RingCheck.problem(routerClient, routerPort, shards));
            if (ringProblem != null) {
                spec.commandLine().getErr().println("added-latency: " + ringProblem);
                return 1;
            }
            // Every path in turn, in this order: direct, router, then the other front ends.
            List<Route> routes = new ArrayList<>(List.of(new Route("direct to owner", client, toOwner(keys)),
                    new Route("through router", routerClient, toRouter(keys))));
            for (int f = 0; f < fronts.size(); f++) {
                routes.add(new Route("through " + fronts.get(f).name(), new TestHttp(vertx, routerConnections()),
                        toFront(f)));
            }
            List<PathLatency> seen = new ArrayList<>();
            for (Route route : routes) {
                if (warmupSeconds > 0) {
                    await(segment(context, route, keys, warmupSeconds * 1_000L, seed).run());
                }
                seen.add(PathLatency.empty());
            }
            int segments = (int) Math.max(1, seconds * 1_000L / segmentMillis);
            for (int i = 0; i < segments; i++) {
                // The same seed on every path: each turn of segments sends the same keys in the same order.
                long turnSeed = seed + 1 + i;
                for (int r = 0; r < routes.size(); r++) {
                    GeneratorPauses before = GeneratorPauses.sinceStart();
                    PathLatency turn = await(segment(context, routes.get(r), keys, segmentMillis, turnSeed).run());
                    seen.set(r, seen.get(r).plus(turn.withGeneratorGc(GeneratorPauses.sinceStart().minus(before))));
                }
            }
            PathLatency direct = seen.get(0);
            PathLatency routed = seen.get(1);
            List<PathLatency> others = seen.subList(2, seen.size());
            JsonObject result = result(direct, routed, others, segments);
            stdout.println(summary(routes, seen));
            stdout.flush();
            if (out != null) {
                write(out, result.encode() + "\n");
                stdout.println("written: " + out);
            }
            if (routed.misplaced() > 0) {
                spec.commandLine().getErr().println("added-latency: the router served " + routed.misplaced()
                        + " keys from another shard than the ring places them on; the direct path is not comparable");
                return 1;
            }
            return 0;
        } finally {
            await(vertx.close());
        }
    }

    private void validate() {
        if (seconds < 1 || warmupSeconds < 0 || segmentMillis < 10 || connections < 1 || timeoutMillis < 1) {
            throw new CommandLine.ParameterException(spec.commandLine(), String.format(Locale.ROOT,
                    "need --seconds >= 1 (was %d), --warmup-seconds >= 0 (was %d), --segment-millis >= 10 (was %d),"
                            + " --connections >= 1 (was %d), --timeout-millis >= 1 (was %d)",
                    seconds, warmupSeconds, segmentMillis, connections, timeoutMillis));
        }
        if (ratePerSecond < 1) {
            throw new CommandLine.ParameterException(spec.commandLine(), "--rate must be >= 1 but was " + ratePerSecond);
        }
    }

    /** The direct path may open {@code connections} to each shard: the routed path as many in all. */
    private int routerConnections() {
        return connections * shards.size();
    }

    /** One path: a label for the summary, its own connection pool, and where each key goes. */
    private record Route(String label, TestHttp client, IntFunction<OpenLoopSegment.Destination> to) {
    }

    private OpenLoopSegment segment(Context context, Route route, KeyOwners keys, long millis, long segmentSeed) {
        return new OpenLoopSegment(context, route.client(), keys, route.to(), ratePerSecond, millis, timeoutMillis,
                segmentSeed);
    }

    private static IntFunction<OpenLoopSegment.Destination> toOwner(KeyOwners keys) {
        return key -> new OpenLoopSegment.Destination(keys.owner(key).port(), null);
    }

    private IntFunction<OpenLoopSegment.Destination> toRouter(KeyOwners keys) {
        return key -> new OpenLoopSegment.Destination(routerPort, keys.owner(key).name());
    }

    private IntFunction<OpenLoopSegment.Destination> toFront(int index) {
        OpenLoopSegment.Destination to = new OpenLoopSegment.Destination(fronts.get(index).port(), null);
        return key -> to;
    }

    private JsonObject result(PathLatency direct, PathLatency routed, List<PathLatency> others, int segments) {
        JsonArray frontResults = new JsonArray();
        for (int f = 0; f < fronts.size(); f++) {
            PathLatency front = others.get(f);
            frontResults.add(front.toJson().put("name", fronts.get(f).name()).put("port", fronts.get(f).port())
                    .put("addedFromIntendedMicros", AddedFigures.added(direct, front))
                    .put("addedResolutionMicros", AddedFigures.resolution(direct, front)));
        }
        return new JsonObject().put("ratePerSecond", ratePerSecond).put("secondsPerPath", seconds)
                .put("segmentMillis", segmentMillis).put("segmentsPerPath", segments).put("keys", keyCount)
                .put("seed", seed).put("connectionsPerShard", connections)
                .put("connectionsToRouter", routerConnections()).put("direct", direct.toJson())
                .put("router", routed.toJson())
                .put("addedFromIntendedMicros", AddedFigures.added(direct, routed))
                .put("addedResolutionMicros", AddedFigures.resolution(direct, routed)).put("fronts", frontResults);
    }

    private String summary(List<Route> routes, List<PathLatency> seen) {
        StringBuilder text = new StringBuilder(String.format(Locale.ROOT,
                "latency at %d req/s, %d s per path, from intended send time:", ratePerSecond, seconds));
        for (int r = 0; r < routes.size(); r++) {
            line(text, routes.get(r).label(), seen.get(r));
        }
        return text.toString();
    }

    private static void line(StringBuilder text, String label, PathLatency path) {
        text.append(String.format(Locale.ROOT, "%n  %-17s p50 %d us, p99 %d us, p99.9 %d us (%d sent, %d non-2xx,"
                        + " %d failed; sent late p99 %d us, max %d us; generator GC %d, %d ms)", label + ":",
                path.intendedMicros(50), path.intendedMicros(99), path.intendedMicros(99.9), path.sent(),
                path.nonSuccess(), path.failures(), path.sendLateMicros(99), path.sendLateMicros(100),
                path.generatorGc().collections(), path.generatorGc().millis()));
    }

    private static void write(Path file, String text) throws IOException {
        Path temp = file.resolveSibling(file.getFileName() + ".tmp");
        Files.writeString(temp, text, StandardCharsets.UTF_8);
        Files.move(temp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    private <T> T await(Future<T> future) throws ExecutionException, InterruptedException, TimeoutException {
        // Every segment ends within its length plus the request timeout; the margin only guards against a hang.
        long limitMillis = Math.max(seconds, warmupSeconds) * 1_000L + segmentMillis + 2 * timeoutMillis + 10_000;
        return future.toCompletionStage().toCompletableFuture().get(limitMillis, TimeUnit.MILLISECONDS);
    }

    /** Reads {@code --shard ID=PORT} and {@code --front NAME=PORT}. */
    static final class NamedPortConverter implements CommandLine.ITypeConverter<NamedPort> {
        @Override
        public NamedPort convert(String value) {
            try {
                return NamedPort.parse(value);
            } catch (IllegalArgumentException e) {
                throw new CommandLine.TypeConversionException(e.getMessage());
            }
        }
    }
}
