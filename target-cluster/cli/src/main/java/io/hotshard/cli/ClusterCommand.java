package io.hotshard.cli;

import io.hotshard.cli.print.ClusterBanner;
import io.hotshard.cli.options.ClusterOptions;
import io.hotshard.cli.options.DurationConverter;
import io.hotshard.cluster.ClusterConfig;
import io.hotshard.cluster.ClusterStore;
import io.hotshard.cluster.EmbeddedCluster;
import io.hotshard.cluster.StoreChoice;
import io.hotshard.cluster.warm.WarmUp;
import io.hotshard.recording.RunRecorder;
import io.hotshard.recording.RunResult;
import io.hotshard.recording.RunSettings;
import io.hotshard.runformat.RunFiles;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Locale;
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

    private static final int WARM_UP_CONCURRENCY = 16;

    @Spec
    CommandSpec spec;

    @Mixin
    ClusterOptions cluster = new ClusterOptions();

    @Option(names = "--store", defaultValue = "memory", paramLabel = "STORE",
            description = {"Where the shards keep /kv data: memory, or pg (PostgreSQL, each shard its own schema and"
                    + " one pool connection per slot; an embedded server unless --pg-url). Default: ${DEFAULT-VALUE}."})
    String store;

    @Mixin
    AdminTokenOption admin = new AdminTokenOption();

    @Option(names = "--pg-url", paramLabel = "URL",
            description = "postgresql://user:password@host:port/db of an existing server for --store pg.")
    String pgUrl;

    @Option(names = "--record", paramLabel = "DIR", description = "Write a run directory here (must not hold a run yet).")
    Path record;

    @Option(names = "--duration", paramLabel = "DURATION", converter = DurationConverter.class,
            description = "Stop after this long instead of waiting for SIGTERM or Ctrl-C.")
    Duration duration;

    @Option(names = "--warm-up", defaultValue = "3s", paramLabel = "DURATION", converter = DurationConverter.class,
            description = {"Before the URLs are printed (and before --record starts), send --warm-up-fanouts fan-outs"
                    + " through each router, then reads of absent keys (at most " + WarmUp.DEFAULT_READS + ") until"
                    + " this long has passed, so that the JIT has compiled the router and shards and every shard has"
                    + " served; a fan-out once sent is awaited. 0s: none. Default: ${DEFAULT-VALUE}."})
    Duration warmUp;

    @Option(names = "--warm-up-fanouts", defaultValue = "2", paramLabel = "N",
            description = {"Fan-outs the warm-up sends through each router, each over a new connection so that they"
                    + " land on the router's event loops in turn. Default: ${DEFAULT-VALUE}."})
    int warmUpFanOuts;

    private final Object stopping = new Object();
    private EmbeddedCluster running;
    private RunRecorder recorder;
    private boolean stopped;

    /** The validated cluster configuration these options describe. */
    ClusterConfig config() {
        if (duration != null && duration.isZero()) {
            throw new IllegalArgumentException("--duration must be > 0 but was 0s");
        }
        if (record != null && Files.exists(record.resolve(RunFiles.MANIFEST))) {
            throw new IllegalArgumentException("--record " + record + " already holds a run (run.json);"
                    + " choose another directory");
        }
        warmUpPlan();
        ClusterConfig options = cluster.config();
        return options.withRouter(options.router().withSecurity(admin.security()));
    }

    /** The warm-up these options ask for, validated; {@code --warm-up 0s} sends none of it. */
    WarmUp.Plan warmUpPlan() {
        if (warmUpFanOuts < 0) {
            throw new IllegalArgumentException("--warm-up-fanouts must be >= 0 but was " + warmUpFanOuts);
        }
        return new WarmUp.Plan(WarmUp.DEFAULT_READS, WARM_UP_CONCURRENCY, warmUpFanOuts);
    }

    @Override
    public Integer call() throws InterruptedException, IOException {
        ClusterConfig config = config();
        StoreChoice choice = StoreChoice.parse(store, pgUrl);
        PrintWriter out = spec.commandLine().getOut();
        running = new EmbeddedCluster(config, ClusterStore.open(choice), cluster.routers());
        try {
            Foreground.await(running.start());
        } catch (ExecutionException | TimeoutException e) {
            Throwable cause = e instanceof ExecutionException && e.getCause() != null ? e.getCause() : e;
            spec.commandLine().getErr().println(OutOfHeap.causedBy(cause) ? OutOfHeap.line(Runtime.getRuntime()
                    .maxMemory()) : "hotshard: the cluster cannot start: " + cause.getMessage());
            return CommandLine.ExitCode.SOFTWARE;
        }
        warmUp(out);
        if (record != null) {
            // Before the URLs are printed, so that every request sent to them is recorded.
            recorder = running.record(RunSettings.of(record, "hotshard cluster", config.seed()).withParameters(parameters())
                    .withShutdownHook(false));
        }
        ClusterBanner.print(out, running, config);
        out.println("store: " + running.store().describe());
        if (record != null) {
            out.println("recording to " + record);
        }
        out.flush();
        CountDownLatch done = new CountDownLatch(1);
        // With --duration, a signal before the end interrupts the run: it is kept, marked incomplete.
        Thread hook = new Thread(() -> {
            stop(out, duration != null);
            done.countDown();
        }, "hotshard-cluster-shutdown");
        Runtime.getRuntime().addShutdownHook(hook);
        if (duration == null) {
            done.await();
            return 0;
        }
        done.await(duration.toMillis(), TimeUnit.MILLISECONDS);
        stop(out, false);
        Runtime.getRuntime().removeShutdownHook(hook);
        return 0;
    }

    private void warmUp(PrintWriter out) {
        if (warmUp.isZero()) {
            return;
        }
        WarmUp.Plan plan = warmUpPlan();
        for (String router : running.routerUrls()) {
            WarmUp.Result warm = WarmUp.run(running.vertx(), router, plan, warmUp);
            out.println(String.format(Locale.ROOT, "warm-up of %s: %d reads (%d failed) and %d fan-outs (%d not"
                    + " answered by every shard) in %.1f s, the JIT compiling for %.1f s and GC pausing %d ms", router,
                    warm.requests(), warm.failed(), warm.fanOuts(), warm.fanOutsFailed(), warm.elapsed().toMillis()
                    / 1e3, warm.jitMillis() / 1e3, warm.gcPauseMillis()));
        }
    }

    /**
     * Finishes the recording (or, when {@code interrupted}, ends it as incomplete), stops the cluster and prints the
     * files written; once, whichever path comes first.
     */
    private void stop(PrintWriter out, boolean interrupted) {
        synchronized (stopping) {
            if (stopped) {
                return;
            }
            stopped = true;
            if (recorder != null) {
                try {
                    RunResult result = interrupted ? recorder.abandon() : recorder.finish();
                    out.println("run " + result.status() + ": " + ClusterBanner.counts(result));
                    result.files().forEach(file -> out.println("wrote " + file));
                } catch (IOException | RuntimeException e) {
                    out.println("the recording in " + record + " did not finish cleanly: " + e);
                }
            }
            try {
                Foreground.await(running.stop());
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
