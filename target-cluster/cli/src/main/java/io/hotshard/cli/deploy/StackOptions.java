package io.hotshard.cli.deploy;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import picocli.CommandLine.Option;

/** Which stack a {@code deploy swarm} command acts on, where its files live, and which {@code docker} runs. */
public final class StackOptions {

    /** The file in the deploy directory that says {@code up} initialised the swarm, so {@code down} leaves it. */
    static final String SWARM_MARKER = "swarm-created";
    /** The stack file in the deploy directory. */
    static final String STACK_FILE = "stack.yml";

    @Option(names = "--stack", defaultValue = "hotshard", paramLabel = "NAME",
            description = "Stack name; services are NAME_shard-0, ..., NAME_router. Default: ${DEFAULT-VALUE}.")
    String stack;

    @Option(names = "--dir", paramLabel = "DIR",
            description = "Deploy directory (stack file, swarm marker). Default: target/deploy/swarm/<stack>.")
    Path dir;

    @Option(names = "--docker", defaultValue = "docker", paramLabel = "PATH",
            description = "The docker command line to run. Default: ${DEFAULT-VALUE}.")
    String docker;

    /** The validated stack name. */
    String stack() {
        return SwarmStack.checkName(stack);
    }

    /** The deploy directory. */
    Path dir() {
        return dir != null ? dir : Path.of("target", "deploy", "swarm", stack());
    }

    /** The engine to talk to. */
    SwarmEngine engine() {
        return new SwarmEngine(new DockerCli(docker));
    }

    /** Whether {@code up} from this directory initialised the swarm. */
    boolean swarmCreatedHere() {
        return Files.exists(dir().resolve(SWARM_MARKER));
    }

    /** Records (or clears) that {@code up} from this directory initialised the swarm. */
    void markSwarmCreated(boolean created) {
        Path marker = dir().resolve(SWARM_MARKER);
        try {
            if (created) {
                YamlFiles.write(marker, "'deploy swarm up' ran 'docker swarm init' for stack " + stack()
                        + "; 'deploy swarm down' leaves the swarm again.\n");
            } else {
                Files.deleteIfExists(marker);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("cannot update " + marker + ": " + e.getMessage(), e);
        }
    }
}
