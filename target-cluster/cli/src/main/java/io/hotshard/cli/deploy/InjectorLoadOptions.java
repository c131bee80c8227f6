package io.hotshard.cli.deploy;

import io.hotshard.cli.options.DurationConverter;
import java.nio.file.Path;
import java.time.Duration;
import picocli.CommandLine.Option;

/** The options of what injector tasks run, shared by {@code deploy swarm up} and {@code deploy k8s}. */
public final class InjectorLoadOptions {

    @Option(names = "--simulation", defaultValue = "Zipfian", paramLabel = "NAME",
            description = "The injectors' simulation (Zipfian, Uniform, ... or a class name). Default: ${DEFAULT-VALUE}.")
    String simulation;

    @Option(names = "--rate", defaultValue = "0", paramLabel = "REQ_PER_S",
            description = "Total arrival rate over all injectors; 0 for the simulation's own. Default: ${DEFAULT-VALUE}.")
    long rate;

    @Option(names = "--duration", paramLabel = "DURATION", converter = DurationConverter.class,
            description = "The injectors' steady load (after the simulation's ramp); default: the simulation's own.")
    Duration duration;

    /** The load these options describe, with the run's seed and the host directory a Swarm stack mounts (or null). */
    InjectorLoad load(long seed, Path hostRunDir) {
        return new InjectorLoad(simulation, rate, duration, seed, hostRunDir);
    }
}
