package io.hotshard.simulations.inject;

import io.hotshard.runformat.RunFiles;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

/**
 * The injectors 1 .. I-1 a run's leader starts on this machine: one JVM each, bounded in time, each told the
 * target, its index and the run directory, each writing its output to {@code injector-<i>.log}. An injector that
 * overruns, or that is still alive when this JVM exits, is destroyed by its PID.
 */
public final class InjectorFleet implements AutoCloseable {

    private static final long POLL_MILLIS = 100;

    /** One started injector process. */
    public record Child(int index, Process process, Path log) {

        /** The injector and its PID, as failure lines name it. */
        public String name() {
            return "injector " + index + " (pid " + process.pid() + ")";
        }
    }

    private final Path runDir;
    private final List<Child> children;
    private final Thread hook = new Thread(this::destroyAll, "hotshard-injectors-stop");

    private InjectorFleet(Path runDir, List<Child> children) {
        this.runDir = runDir;
        this.children = List.copyOf(children);
        Runtime.getRuntime().addShutdownHook(hook);
    }

    /**
     * Starts injectors 1 .. {@code plan.injectors() - 1} of {@code simulationClass} against {@code targetUrl} (passed
     * on unchanged) and {@code shardUrls}, each writing into {@code runDir}.
     */
    public static InjectorFleet start(InjectorPlan plan, String simulationClass, long totalRatePerSecond, long seed,
                                      String targetUrl, Map<String, String> shardUrls, Path runDir) {
        InjectorCommand command = new InjectorCommand(
                ProcessHandle.current().info().command().orElse(Path.of(System.getProperty("java.home"), "bin",
                        "java").toString()),
                System.getProperty("java.class.path"), ManagementFactory.getRuntimeMXBean().getInputArguments(),
                hotshardSystemProperties(), simulationClass);
        List<Child> started = new ArrayList<>();
        try {
            for (int i = 1; i < plan.injectors(); i++) {
                Map<String, String> overrides = new LinkedHashMap<>();
                overrides.put("hotshard.target", targetUrl);
                overrides.put("hotshard.shardUrls", shardUrls.entrySet().stream()
                        .map(e -> e.getKey() + "=" + e.getValue()).collect(Collectors.joining(",")));
                overrides.put(InjectorPlan.INJECTORS, Integer.toString(plan.injectors()));
                overrides.put(InjectorPlan.INDEX, Integer.toString(i));
                overrides.put("hotshard.rate", Long.toString(totalRatePerSecond));
                overrides.put("hotshard.seed", Long.toString(seed));
                overrides.put("hotshard.runDir", runDir.toString());
                overrides.put("hotshard.chaos", "");
                overrides.put(InjectorRun.PARENT_PID, Long.toString(ProcessHandle.current().pid()));
                Path log = runDir.resolve(RunFiles.injectorConsole(i));
                Process process = new ProcessBuilder(command.forInjector(i, overrides, runDir))
                        .redirectErrorStream(true).redirectOutput(log.toFile()).start();
                Child child = new Child(i, process, log);
                process.onExit().thenAccept(p -> {
                    if (p.exitValue() != 0) {
                        System.err.println("hotshard: " + child.name() + " failed with exit code " + p.exitValue()
                                + "; its output: " + log);
                    }
                });
                started.add(child);
            }
        } catch (IOException e) {
            started.forEach(c -> c.process().destroyForcibly());
            throw new UncheckedIOException("starting the injectors failed: " + e.getMessage(), e);
        }
        InjectorFleet fleet = new InjectorFleet(runDir, started);
        started.forEach(c -> System.out.println("hotshard: started " + c.name() + ", output in " + c.log()));
        return fleet;
    }

    public List<Child> children() {
        return children;
    }

    /**
     * Waits until every injector wrote its ready file; an injector that exits first, or a wait beyond
     * {@code timeout}, destroys them all and fails naming the injector.
     */
    public void awaitReady(Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        for (Child child : children) {
            Path ready = runDir.resolve(InjectorOutput.readyName(child.index()));
            while (!Files.exists(ready)) {
                if (!child.process().isAlive()) {
                    destroyAll();
                    throw new IllegalStateException(child.name() + " exited with code " + child.process().exitValue()
                            + " before it was ready; its output: " + child.log());
                }
                if (System.nanoTime() > deadline) {
                    destroyAll();
                    throw new IllegalStateException(child.name() + " was not ready within " + timeout.toSeconds()
                            + " s and was stopped; its output: " + child.log());
                }
                sleep(POLL_MILLIS);
            }
        }
    }

    /**
     * Waits up to {@code timeout} for every injector to end; answers one line per injector that failed (non-zero
     * exit, no counts file) or overran (then destroyed by its PID). Empty when all ended well.
     */
    public List<String> awaitEnd(Duration timeout) {
        long deadline = System.nanoTime() + timeout.toNanos();
        List<String> failures = new ArrayList<>();
        for (Child child : children) {
            long left = Math.max(0, deadline - System.nanoTime());
            boolean ended;
            try {
                ended = child.process().waitFor(left, TimeUnit.NANOSECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                destroyAll();
                failures.add(child.name() + ": interrupted while waiting for it; stopped");
                return failures;
            }
            if (!ended) {
                destroy(child);
                failures.add(child.name() + " did not end within " + timeout.toSeconds() + " s and was killed; its "
                        + "output: " + child.log());
            } else if (child.process().exitValue() != 0) {
                failures.add(child.name() + " failed with exit code " + child.process().exitValue() + "; its output: "
                        + child.log());
            } else if (!Files.exists(runDir.resolve(InjectorOutput.countsName(child.index())))) {
                failures.add(child.name() + " wrote no " + InjectorOutput.countsName(child.index()) + "; its output: "
                        + child.log());
            }
        }
        return failures;
    }

    /** Destroys every injector still alive. */
    @Override
    public void close() {
        destroyAll();
        try {
            Runtime.getRuntime().removeShutdownHook(hook);
        } catch (IllegalStateException e) {
            // The JVM is already exiting: the hook destroys what is left.
        }
    }

    private void destroyAll() {
        children.forEach(InjectorFleet::destroy);
    }

    private static void destroy(Child child) {
        Process process = child.process();
        if (!process.isAlive()) {
            return;
        }
        process.destroy();
        try {
            if (!process.waitFor(5, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor(5, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }

    private static Map<String, String> hotshardSystemProperties() {
        Map<String, String> props = new LinkedHashMap<>();
        System.getProperties().forEach((k, v) -> {
            if (String.valueOf(k).startsWith("hotshard.")) {
                props.put(String.valueOf(k), String.valueOf(v));
            }
        });
        return props;
    }

    private static void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while waiting for the injectors", e);
        }
    }
}
