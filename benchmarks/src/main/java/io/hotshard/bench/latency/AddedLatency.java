package io.hotshard.bench.latency;

import io.vertx.core.Context;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import io.vertx.core.http.HttpClient;
import io.vertx.core.http.HttpClientOptions;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.http.PoolOptions;
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
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * The latency a router adds over calling the key's owner shard directly: the same open-loop rate and the same
 * keys on both paths, in alternating short segments so that both see the same machine conditions.
 */
@Command(name = "added-latency", mixinStandardHelpOptions = true,
        description = "Sends GET /kv/{key} at a constant rate, alternately straight to the key's owner shard and"
                + " through the router (127.0.0.1 only), and prints the latency percentiles of both paths measured"
                + " from the intended send time. Exits 1 if the router places a key elsewhere than its owner.")
public final class AddedLatency implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--router-port", required = true, paramLabel = "PORT", description = "Router on 127.0.0.1.")
    int routerPort;

    @Option(names = "--shard", required = true, paramLabel = "ID=PORT", converter = ShardPortConverter.class,
            description = "A shard of the router on 127.0.0.1, e.g. shard-0=9000; repeat for each shard.")
    List<ShardPort> shards;

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
            HttpClient client = vertx.createHttpClient(new HttpClientOptions().setKeepAlive(true),
                    new PoolOptions().setHttp1MaxSize(connections));
            HttpClient routerClient = vertx.createHttpClient(new HttpClientOptions().setKeepAlive(true),
                    new PoolOptions().setHttp1MaxSize(routerConnections()));
            String ringProblem = await(ringProblem(context, routerClient));
            if (ringProblem != null) {
                spec.commandLine().getErr().println("added-latency: " + ringProblem);
                return 1;
            }
            PathLatency direct = PathLatency.empty();
            PathLatency routed = PathLatency.empty();
            await(segment(context, client, keys, false, warmupSeconds * 1_000L, seed).run());
            await(segment(context, routerClient, keys, true, warmupSeconds * 1_000L, seed).run());
            int segments = (int) Math.max(1, seconds * 1_000L / segmentMillis);
            for (int i = 0; i < segments; i++) {
                // The same seed on both paths: each pair of segments sends the same keys in the same order.
                direct = direct.plus(await(segment(context, client, keys, false, segmentMillis, seed + 1 + i).run()));
                routed = routed.plus(await(segment(context, routerClient, keys, true, segmentMillis, seed + 1 + i)
                        .run()));
            }
            JsonObject result = result(direct, routed, segments);
            stdout.println(summary(direct, routed));
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

    private OpenLoopSegment segment(Context context, HttpClient client, KeyOwners keys, boolean throughRouter,
                                    long millis, long segmentSeed) {
        return new OpenLoopSegment(context, client, keys, key -> throughRouter
                ? new OpenLoopSegment.Destination(routerPort, keys.owner(key).id())
                : new OpenLoopSegment.Destination(keys.owner(key).port(), null),
                ratePerSecond, millis, timeoutMillis, segmentSeed);
    }

    /** Why the router's ring is not the one the owners were computed for, or null when it is. */
    private Future<String> ringProblem(Context context, HttpClient client) {
        return Future.<JsonObject>future(promise -> context.runOnContext(ignored -> client
                .request(HttpMethod.GET, routerPort, "127.0.0.1", "/admin/ring")
                .compose(request -> request.send()).compose(response -> response.body())
                .map(body -> new JsonObject(body.toString())).onComplete(promise)))
                .map(this::ringProblem);
    }

    private String ringProblem(JsonObject ring) {
        if (!"ring".equals(ring.getString("partitioner")) || !"sha256".equals(ring.getString("hash"))
                || ring.getInteger("vnodes", 0) != 100) {
            return "the router must use its default partitioner (ring, sha256, 100 vnodes) but uses "
                    + ring.getString("partitioner") + ", " + ring.getString("hash") + ", " + ring.getInteger("vnodes")
                    + " vnodes";
        }
        List<String> expected = new ArrayList<>();
        shards.forEach(s -> expected.add(s.id() + "=http://127.0.0.1:" + s.port()));
        List<String> actual = new ArrayList<>();
        JsonArray nodes = ring.getJsonArray("nodes", new JsonArray());
        for (int i = 0; i < nodes.size(); i++) {
            JsonObject node = nodes.getJsonObject(i);
            actual.add(node.getString("id") + "=" + node.getString("url"));
        }
        expected.sort(null);
        actual.sort(null);
        return expected.equals(actual) ? null : "the router's shards are " + actual + " but --shard gave " + expected;
    }

    private JsonObject result(PathLatency direct, PathLatency routed, int segments) {
        JsonObject added = new JsonObject();
        JsonObject resolution = new JsonObject();
        for (double p : new double[] {50, 99, 99.9}) {
            String name = p == 99.9 ? "p99.9" : "p" + (int) p;
            added.put(name, routed.intendedMicros(p) - direct.intendedMicros(p));
            // The difference of two independent estimates: their half-widths add in quadrature.
            resolution.put(name, Math.round(Math.hypot(routed.intendedHalfWidthMicros(p),
                    direct.intendedHalfWidthMicros(p))));
        }
        return new JsonObject().put("ratePerSecond", ratePerSecond).put("secondsPerPath", seconds)
                .put("segmentMillis", segmentMillis).put("segmentsPerPath", segments).put("keys", keyCount)
                .put("seed", seed).put("connectionsPerShard", connections)
                .put("connectionsToRouter", routerConnections()).put("direct", direct.toJson())
                .put("router", routed.toJson())
                .put("addedFromIntendedMicros", added).put("addedResolutionMicros", resolution);
    }

    private String summary(PathLatency direct, PathLatency routed) {
        return String.format(Locale.ROOT, "added latency at %d req/s, %d s per path, from intended send time:%n"
                        + "  direct to owner: p50 %d us, p99 %d us, p99.9 %d us (%d sent, %d non-2xx, %d failed)%n"
                        + "  through router:  p50 %d us, p99 %d us, p99.9 %d us (%d sent, %d non-2xx, %d failed)",
                ratePerSecond, seconds, direct.intendedMicros(50), direct.intendedMicros(99),
                direct.intendedMicros(99.9), direct.sent(), direct.nonSuccess(), direct.failures(),
                routed.intendedMicros(50), routed.intendedMicros(99), routed.intendedMicros(99.9), routed.sent(),
                routed.nonSuccess(), routed.failures());
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

    /** Reads {@code --shard ID=PORT}. */
    static final class ShardPortConverter implements CommandLine.ITypeConverter<ShardPort> {
        @Override
        public ShardPort convert(String value) {
            try {
                return ShardPort.parse(value);
            } catch (IllegalArgumentException e) {
                throw new CommandLine.TypeConversionException(e.getMessage());
            }
        }
    }
}
