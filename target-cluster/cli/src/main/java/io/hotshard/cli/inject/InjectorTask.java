package io.hotshard.cli.inject;

import io.hotshard.runformat.RunFiles;
import java.net.InetAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * One standalone injector of a run split over {@code injectors}: Gatling's main running one simulation with
 * {@code hotshard.injectorIndex}, so it drives only its share against the targets and writes
 * {@code injector-<index>.hlog/.json} into the shared run directory.
 *
 * @param index           this injector's index, 0 .. injectors - 1
 * @param injectors       how many injectors share the run
 * @param simulationClass the simulation's fully qualified class name
 * @param targets         the routers' URLs
 * @param runDir          the run directory every injector writes into
 * @param properties      further {@code hotshard.*} settings (rate, duration, seed, ...), passed on as they are
 */
public record InjectorTask(int index, int injectors, String simulationClass, List<String> targets, Path runDir,
                           Map<String, String> properties) {

    /** Gatling's command-line entry point. */
    public static final String GATLING_MAIN = "io.gatling.app.Gatling";
    /** The package of hotshard's simulations: a short name such as {@code Zipfian} is looked up there. */
    public static final String SIMULATIONS_PACKAGE = "io.hotshard.simulations.";
    /** The most injectors one run may have (as the simulations allow). */
    public static final int MAX_INJECTORS = 64;

    /** Validates every value; messages name the option and the bad value. */
    public InjectorTask {
        if (injectors < 1 || injectors > MAX_INJECTORS) {
            throw new IllegalArgumentException("--of must be in [1, " + MAX_INJECTORS + "] but was " + injectors);
        }
        if (index < 0 || index >= injectors) {
            throw new IllegalArgumentException("--index must be in [0, " + (injectors - 1) + "] (--of " + injectors
                    + ") but was " + index);
        }
        Objects.requireNonNull(simulationClass, "simulationClass");
        Objects.requireNonNull(runDir, "runDir");
        if (targets.isEmpty()) {
            throw new IllegalArgumentException("--target must name at least one router URL");
        }
        targets.forEach(InjectorTask::checkUrl);
        targets = List.copyOf(targets);
        properties.keySet().forEach(key -> {
            if (!key.startsWith("hotshard.") || key.length() == "hotshard.".length()) {
                throw new IllegalArgumentException("-D settings must be hotshard.* properties but one was '" + key + "'");
            }
        });
        properties = Map.copyOf(properties);
    }

    /**
     * The simulation class of a name users type: {@code Zipfian}, {@code ZipfianSimulation} or a fully qualified
     * class name; fails naming the value when it cannot be a class name.
     */
    public static String simulationClass(String name) {
        if (name == null || !name.matches("[A-Za-z_$][A-Za-z0-9_$]*(\\.[A-Za-z_$][A-Za-z0-9_$]*)*")) {
            throw new IllegalArgumentException("--simulation must be a simulation name such as Zipfian or a class name"
                    + " but was '" + name + "'");
        }
        if (name.contains(".")) {
            return name;
        }
        return SIMULATIONS_PACKAGE + (name.endsWith("Simulation") ? name : name + "Simulation");
    }

    /** Splits a comma-separated list of router URLs. */
    public static List<String> targets(String list) {
        List<String> urls = new ArrayList<>();
        for (String url : list.split(",", -1)) {
            urls.add(url.strip());
        }
        return urls;
    }

    /** Whether every target is on this machine (127.0.0.0/8, ::1, localhost). */
    public boolean loopbackTargets() {
        return targets.stream().allMatch(url -> {
            try {
                return InetAddress.getByName(URI.create(url).getHost()).isLoopbackAddress();
            } catch (UnknownHostException e) {
                return false;
            }
        });
    }

    /** The JVM's {@code hotshard.*} system properties: the given ones, then this task's own over them. */
    public Map<String, String> systemProperties() {
        Map<String, String> props = new TreeMap<>(properties);
        props.put("hotshard.injectors", Integer.toString(injectors));
        props.put("hotshard.injectorIndex", Integer.toString(index));
        props.put("hotshard.target", String.join(",", targets));
        props.put("hotshard.runDir", runDir.toString());
        if (!loopbackTargets()) {
            // On an orchestrator the routers are other hosts (Kubernetes Services): the task is told so explicitly.
            props.put("hotshard.allowRemoteTarget", "true");
        }
        return props;
    }

    /**
     * The child JVM's command: {@code launcher} (the java binary, or the image's loader and java), {@code jvmOptions},
     * the system properties, and Gatling's main on {@code classPath} without a report of its own.
     */
    public List<String> command(List<String> launcher, List<String> jvmOptions, String classPath) {
        List<String> command = new ArrayList<>(launcher);
        command.addAll(jvmOptions);
        // Gatling's stats writer reads String internals reflectively; its Maven plugin opens them the same way.
        command.add("--add-opens=java.base/java.lang=ALL-UNNAMED");
        systemProperties().forEach((key, value) -> command.add("-D" + key + "=" + value));
        command.addAll(List.of("-cp", classPath, GATLING_MAIN, "--simulation", simulationClass,
                "--results-folder", runDir.resolve(RunFiles.injectorGatlingDir(index)).toString(), "--no-reports"));
        return List.copyOf(command);
    }

    private static void checkUrl(String url) {
        URI uri;
        try {
            uri = URI.create(url);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("--target must be http://host:port URLs but one was '" + url + "'");
        }
        if (!"http".equals(uri.getScheme()) || uri.getHost() == null || uri.getPort() < 1) {
            throw new IllegalArgumentException("--target must be http://host:port URLs but one was '" + url + "'");
        }
    }
}
