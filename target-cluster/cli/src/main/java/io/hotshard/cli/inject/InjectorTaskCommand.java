package io.hotshard.cli.inject;

import io.hotshard.cli.options.DurationConverter;
import io.hotshard.runformat.RunFiles;
import java.io.File;
import java.io.IOException;
import java.io.PrintWriter;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import java.util.concurrent.TimeUnit;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** Runs one standalone injector of a split run: a child JVM with Gatling, bounded in time. */
@Command(name = "injector", mixinStandardHelpOptions = true,
        description = {"Runs injector --index of --of: Gatling drives the simulation's share of the rate against the"
                + " routers (-Dhotshard.injectorIndex) and writes injector-<i>.hlog/.json into --run-dir, which every"
                + " injector shares (a bind mount on Swarm, a volume on Kubernetes).",
                "Merge them afterwards with: hotshard report injectors DIR. In the image the simulations and Gatling"
                        + " are under " + ImageLayout.INJECTOR_LIB + "."})
public final class InjectorTaskCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Option(names = "--index", required = true, paramLabel = "I", description = "This injector's index, 0 .. of-1.")
    int index;

    @Option(names = "--of", required = true, paramLabel = "N", description = "How many injectors share the run.")
    int injectors;

    @Option(names = "--simulation", defaultValue = "Zipfian", paramLabel = "NAME",
            description = "Simulation: Zipfian, Uniform, Celebrity, ... or a class name. Default: ${DEFAULT-VALUE}.")
    String simulation;

    @Option(names = "--target", required = true, paramLabel = "URLS",
            description = "The routers' URLs, comma-separated (the requests are dealt over them).")
    String target;

    @Option(names = "--run-dir", required = true, paramLabel = "DIR", description = "The shared run directory.")
    Path runDir;

    @Option(names = "--lib", defaultValue = ImageLayout.INJECTOR_LIB, paramLabel = "DIR",
            description = "Directory of the simulations' and Gatling's jars. Default: ${DEFAULT-VALUE}.")
    Path lib;

    @Option(names = "--wait-target", defaultValue = "120s", paramLabel = "DURATION", converter = DurationConverter.class,
            description = "How long to wait until every router answers /health before starting. Default: ${DEFAULT-VALUE}.")
    Duration waitTarget;

    @Option(names = "--time-limit", defaultValue = "10m", paramLabel = "DURATION", converter = DurationConverter.class,
            description = "The injector's JVM is destroyed when it runs longer (exit 1). Default: ${DEFAULT-VALUE}.")
    Duration timeLimit;

    @Option(names = "-D", paramLabel = "hotshard.KEY=VALUE", mapFallbackValue = "",
            description = "A simulation setting, e.g. -Dhotshard.rate=100 -Dhotshard.duration=10s -Dhotshard.seed=7.")
    Map<String, String> properties = new TreeMap<>();

    /** The validated task these options describe. */
    InjectorTask task() {
        if (timeLimit.isZero()) {
            throw new IllegalArgumentException("--time-limit must be > 0 but was 0s");
        }
        return new InjectorTask(index, injectors, InjectorTask.simulationClass(simulation), InjectorTask.targets(target),
                runDir.toAbsolutePath(), properties);
    }

    @Override
    public Integer call() throws IOException, InterruptedException {
        InjectorTask task = task();
        if (!Files.isDirectory(lib)) {
            throw new IllegalArgumentException("--lib " + lib + " is not a directory (the image keeps the injector in "
                    + ImageLayout.INJECTOR_LIB + "; build it with scripts/build-shard-image after mvn package)");
        }
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Files.createDirectories(task.runDir());
        Map<String, URI> health = new LinkedHashMap<>();
        task.targets().forEach(url -> health.put(url, URI.create(url + "/health")));
        Map<String, String> pending = HttpProbe.awaitAll(health, waitTarget);
        if (!pending.isEmpty()) {
            err.println("hotshard: injector " + index + ": routers not serving after " + waitTarget.toSeconds() + " s: "
                    + pending);
            return CommandLine.ExitCode.SOFTWARE;
        }
        List<String> command = task.command(JavaLauncher.current(), List.of("-XX:+ExitOnOutOfMemoryError",
                        "-Djava.util.prefs.userRoot=" + Path.of(System.getProperty("java.io.tmpdir"), "hotshard-prefs")),
                System.getProperty("java.class.path") + File.pathSeparator + lib.toAbsolutePath() + File.separator + "*");
        out.println("hotshard: injector " + index + " of " + injectors + ": " + task.simulationClass() + " against "
                + String.join(",", task.targets()) + ", into " + task.runDir());
        out.flush();
        Process gatling = new ProcessBuilder(command).inheritIO().start();
        if (!gatling.waitFor(timeLimit.toMillis(), TimeUnit.MILLISECONDS)) {
            gatling.descendants().forEach(ProcessHandle::destroyForcibly);
            gatling.destroyForcibly();
            err.println("hotshard: injector " + index + " (pid " + gatling.pid() + ") still ran after "
                    + timeLimit.toSeconds() + " s; destroyed");
            return CommandLine.ExitCode.SOFTWARE;
        }
        int code = gatling.exitValue();
        out.println("hotshard: injector " + index + " ended with exit code " + code + "; its files: "
                + task.runDir().resolve(RunFiles.injectorCounts(index)) + ", "
                + task.runDir().resolve(RunFiles.injectorLog(index)));
        out.flush();
        return code;
    }
}
