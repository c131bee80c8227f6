package io.hotshard.cli;

import io.hotshard.cluster.ClusterConfig;
import io.hotshard.cluster.EmbeddedCluster;
import io.hotshard.cluster.RouterSettings;
import io.hotshard.cluster.record.RunRecorder;
import io.hotshard.cluster.record.RunResult;
import io.hotshard.cluster.record.RunSettings;
import io.hotshard.shard.LatencySpec;
import io.hotshard.shard.LatencyText;
import io.hotshard.shard.ShardConfig;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine;

/**
 * Runs an embedded cluster (N shards and a ring router in one JVM) in the foreground until SIGTERM or Ctrl-C, or
 * for {@code --duration}; with {@code --record DIR} it writes a run directory and finishes it on the way out.
 */
@Command(name = "cluster", mixinStandardHelpOptions = true,
        description = {"Runs N fake shards (shard-0..shard-(N-1), shard i on --shard-base-port + i) and a ring router"
                + " in one JVM, prints their URLs, and serves until SIGTERM or Ctrl-C or for --duration.",
                "With --record DIR it also writes a run directory (run.json, timeline.csv, router.csv, .hlog files)"
                        + " and finishes it when stopping."})
public final class ClusterCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    RouterOptions router = new RouterOptions();

    @Mixin
    AdminTokenOption admin = new AdminTokenOption();

    @Option(names = "--shards", defaultValue = "4", paramLabel = "N", description = "Number of shards. Default: ${DEFAULT-VALUE}.")
    int shards;

    @Option(names = "--router-port", defaultValue = "8080", paramLabel = "PORT",
            description = "Router port; 0 for any free one. Default: ${DEFAULT-VALUE}.")
    int routerPort;

    @Option(names = "--shard-base-port", defaultValue = "9000", paramLabel = "PORT",
            description = "Shard i listens on PORT + i; 0 for any free ports. Default: ${DEFAULT-VALUE}.")
    int shardBasePort;

    @Option(names = "--latency", defaultValue = "exponential:mean=2ms", paramLabel = "SPEC", converter = LatencyOption.class,
            description = {"Service-time distribution of every shard: " + LatencyText.SYNTAX + ".",
                    "Default: ${DEFAULT-VALUE}."})
    LatencySpec latency;

    @Option(names = "--concurrency", defaultValue = "4", paramLabel = "N",
            description = "Service slots per shard. Default: ${DEFAULT-VALUE}.")
    int concurrency;

    @Option(names = "--queue", defaultValue = "64", paramLabel = "N",
            description = "Requests that may wait per shard; more are shed with 503. Default: ${DEFAULT-VALUE}.")
    int queueCapacity;

    @Option(names = "--error-rate", defaultValue = "0", paramLabel = "P",
            description = "Fraction of served requests answered with 500. Default: ${DEFAULT-VALUE}.")
    double errorRate;

    @Option(names = "--seed", defaultValue = "42", paramLabel = "N",
            description = "Cluster seed; each shard's seed is derived from it. Default: ${DEFAULT-VALUE}.")
    long seed;

    @Option(names = "--record", paramLabel = "DIR", description = "Write a run directory here (must not hold a run yet).")
    Path record;

    @Option(names = "--duration", paramLabel = "DURATION", converter = DurationConverter.class,
            description = "Stop after this long instead of waiting for SIGTERM or Ctrl-C.")
    Duration duration;

    private final Object stopping = new Object();
    private EmbeddedCluster cluster;
    private RunRecorder recorder;
    private boolean stopped;

    /** The validated cluster configuration these options describe. */
    ClusterConfig config() {
        if (shards < 1 || shards > ClusterConfig.MAX_SHARDS) {
            throw new IllegalArgumentException("--shards must be in [1, " + ClusterConfig.MAX_SHARDS + "] but was "
                    + shards);
        }
        if (duration != null && duration.isZero()) {
            throw new IllegalArgumentException("--duration must be > 0 but was 0s");
        }
        if (record != null && Files.exists(record.resolve("run.json"))) {
            throw new IllegalArgumentException("--record " + record + " already holds a run (run.json);"
                    + " choose another directory");
        }
        ShardConfig template = new ShardConfig("shard-0", 0, concurrency, queueCapacity, latency, 1.0, errorRate, seed);
        RouterSettings settings = RouterSettings.defaults()
                .withRequestTimeoutMillis(router.requestTimeoutMillis())
                .withHealth(router.healthIntervalMillis(), RouterSettings.defaults().healthTimeoutMillis(),
                        router.downOn, router.removeDownNodes).withEventLoops(router.eventLoops)
                .withSecurity(admin.security());
        return new ClusterConfig(shards, template, Map.of(), router.partitionerSettings(), settings, routerPort,
                shardBasePort, seed);
    }

    @Override
    public Integer call() throws InterruptedException, IOException {
        ClusterConfig config = config();
        PrintWriter out = spec.commandLine().getOut();
        cluster = new EmbeddedCluster(config);
        try {
            Foreground.await(cluster.start());
        } catch (ExecutionException | TimeoutException e) {
            Throwable cause = e instanceof ExecutionException && e.getCause() != null ? e.getCause() : e;
            spec.commandLine().getErr().println("hotshard: the cluster cannot start: " + cause.getMessage());
            return CommandLine.ExitCode.SOFTWARE;
        }
        if (record != null) {
            // Before the URLs are printed, so that every request sent to them is recorded.
            recorder = cluster.record(RunSettings.of(record, "hotshard cluster", seed).withParameters(parameters())
                    .withShutdownHook(false));
        }
        ClusterBanner.print(out, cluster, config);
        if (record != null) {
            out.println("recording to " + record);
        }
        out.flush();
        CountDownLatch done = new CountDownLatch(1);
        Thread hook = new Thread(() -> {
            stop(out);
            done.countDown();
        }, "hotshard-cluster-shutdown");
        Runtime.getRuntime().addShutdownHook(hook);
        if (duration == null) {
            done.await();
            return 0;
        }
        done.await(duration.toMillis(), TimeUnit.MILLISECONDS);
        stop(out);
        Runtime.getRuntime().removeShutdownHook(hook);
        return 0;
    }

    /** Finishes the recording, stops the cluster and prints the files written; once, whichever path comes first. */
    private void stop(PrintWriter out) {
        synchronized (stopping) {
            if (stopped) {
                return;
            }
            stopped = true;
            if (recorder != null) {
                try {
                    RunResult result = recorder.finish();
                    out.println("run " + result.status() + ": " + ClusterBanner.counts(result));
                    result.files().forEach(file -> out.println("wrote " + file));
                } catch (IOException | RuntimeException e) {
                    out.println("the recording in " + record + " did not finish cleanly: " + e);
                }
            }
            try {
                Foreground.await(cluster.stop());
                out.println("cluster stopped");
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } catch (ExecutionException | TimeoutException e) {
                out.println("cluster did not stop cleanly: " + e);
            }
            out.flush();
        }
    }

    private Map<String, String> parameters() {
        Map<String, String> parameters = new LinkedHashMap<>();
        spec.commandLine().getParseResult().matchedOptions().forEach(option ->
                parameters.put(option.longestName(), String.join(",", option.stringValues())));
        return parameters;
    }
}
