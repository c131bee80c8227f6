package io.hotshard.cli.deploy;

import io.hotshard.cli.inject.InjectorTask;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * What the injector tasks of a deployment run: one simulation, its total rate split over the injectors, for a
 * duration, each task writing into {@link #RUN_DIR} inside its container (a bind mount of {@code hostRunDir} on Swarm,
 * a volume on Kubernetes).
 *
 * @param simulationClass the simulation's class name
 * @param ratePerSecond   the total arrival rate over all injectors, or 0 for the simulation's own
 * @param duration        the steady load's duration, or null for the simulation's own
 * @param seed            the run seed every injector derives its key stream from
 * @param hostRunDir      the host directory a Swarm stack mounts (absolute), or null on Kubernetes
 */
public record InjectorLoad(String simulationClass, long ratePerSecond, Duration duration, long seed, Path hostRunDir) {

    /** The run directory inside an injector's container. */
    public static final String RUN_DIR = "/hotshard-run";
    /** How long a task's Gatling may run beyond the load (ramp, start, the simulation's own checks). */
    private static final Duration TIME_MARGIN = Duration.ofMinutes(3);

    /** Validates the values; messages name the option. */
    public InjectorLoad {
        simulationClass = InjectorTask.simulationClass(simulationClass);
        if (ratePerSecond < 0) {
            throw new IllegalArgumentException("--rate must be >= 0 (0: the simulation's own) but was " + ratePerSecond);
        }
        if (duration != null && duration.compareTo(Duration.ofSeconds(1)) < 0) {
            throw new IllegalArgumentException("--duration must be >= 1s but was " + duration.toMillis() + "ms");
        }
        if (hostRunDir != null && !hostRunDir.isAbsolute()) {
            throw new IllegalArgumentException("--run-dir must be absolute for a bind mount but was " + hostRunDir);
        }
    }

    /** The {@code hotshard.*} settings every injector gets. */
    public Map<String, String> properties() {
        Map<String, String> props = new TreeMap<>();
        if (ratePerSecond > 0) {
            props.put("hotshard.rate", Long.toString(ratePerSecond));
        }
        if (duration != null) {
            props.put("hotshard.duration", duration.toMillis() + "ms");
        }
        props.put("hotshard.seed", Long.toString(seed));
        return props;
    }

    /** The bound on one task's Gatling: the load's duration (10 minutes when the simulation's own) plus a margin. */
    public Duration timeLimit() {
        return (duration == null ? Duration.ofMinutes(10) : duration).plus(TIME_MARGIN);
    }

    /** The image arguments of injector {@code index} of {@code injectors} against {@code targets}. */
    public List<String> args(String index, int injectors, List<String> targets) {
        List<String> args = new ArrayList<>(List.of("injector", "--index", index, "--of", Integer.toString(injectors),
                "--simulation", simulationClass, "--target", String.join(",", targets), "--run-dir", RUN_DIR,
                "--time-limit", timeLimit().toSeconds() + "s"));
        properties().forEach((key, value) -> args.add("-D" + key + "=" + value));
        return List.copyOf(args);
    }
}
