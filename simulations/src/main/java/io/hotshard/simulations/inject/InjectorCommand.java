package io.hotshard.simulations.inject;

import io.hotshard.runformat.RunFiles;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The command line of one local injector process: this JVM's java binary, class path and JVM options (debug agents
 * left out), every {@code hotshard.*} property of this JVM with the injector's own values over them, and Gatling's
 * main running the same simulation class without a report of its own.
 *
 * @param javaBinary      the java binary
 * @param classPath       the class path
 * @param jvmOptions      this JVM's options ({@code -X...}, {@code -D...})
 * @param hotshardProps   this JVM's {@code hotshard.*} system properties
 * @param simulationClass the simulation's fully qualified class name
 */
public record InjectorCommand(String javaBinary, String classPath, List<String> jvmOptions,
                              Map<String, String> hotshardProps, String simulationClass) {

    /** Gatling's command-line entry point. */
    public static final String GATLING_MAIN = "io.gatling.app.Gatling";
    /** Gatling's stats writer reads String internals reflectively; its Maven plugin opens them the same way. */
    static final String OPEN_LANG = "--add-opens=java.base/java.lang=ALL-UNNAMED";
    private static final Set<String> MODULE_OPTIONS = Set.of("--add-opens", "--add-exports",
            "--add-modules", "--enable-native-access");

    /** Copies the lists. */
    public InjectorCommand {
        jvmOptions = List.copyOf(jvmOptions);
        hotshardProps = Map.copyOf(hotshardProps);
    }

    /**
     * The command of injector {@code index}: {@code overrides} (target, shard URLs, index, run directory, ...) win
     * over this JVM's {@code hotshard.*} values; its Gatling results go under {@code runDir/gatling-injector-<i>}.
     */
    public List<String> forInjector(int index, Map<String, String> overrides, Path runDir) {
        List<String> command = new ArrayList<>(List.of(javaBinary));
        for (int i = 0; i < jvmOptions.size(); i++) {
            String option = jvmOptions.get(i);
            if (MODULE_OPTIONS.contains(option) && i + 1 < jvmOptions.size()) {
                command.add(option + "=" + jvmOptions.get(++i));
            } else if (keep(option)) {
                command.add(option);
            }
        }
        if (command.stream().noneMatch(OPEN_LANG::equals)) {
            command.add(OPEN_LANG);
        }
        Map<String, String> props = new TreeMap<>(hotshardProps);
        props.putAll(overrides);
        props.forEach((k, v) -> command.add("-D" + k + "=" + v));
        command.addAll(List.of("-cp", classPath, GATLING_MAIN, "--simulation", simulationClass, "--results-folder",
                runDir.resolve(RunFiles.injectorGatlingDir(index)).toString(), "--no-reports"));
        return command;
    }

    private static boolean keep(String option) {
        if (option.startsWith("-Dhotshard.")) {
            return false;
        }
        if (option.startsWith("-Xdebug") || option.startsWith("-Xrunjdwp")) {
            return false;
        }
        return option.startsWith("-D") || option.startsWith("-X") || option.startsWith("--add-opens=")
                || option.startsWith("--add-exports=") || option.startsWith("--add-modules=")
                || option.startsWith("--enable-native-access=");
    }
}
