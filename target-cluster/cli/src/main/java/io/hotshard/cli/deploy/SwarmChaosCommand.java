package io.hotshard.cli.deploy;

import java.io.PrintWriter;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** Faults injected through the engine into one service of a stack: kill, pause, unpause, scale. */
@Command(name = "chaos", mixinStandardHelpOptions = true,
        description = {"Injects a fault into one service of the stack through the Docker engine:",
                "  kill SERVICE      SIGKILL to its container; Swarm starts a new task (same id, same port)",
                "  pause SERVICE     freezes its container: connections stay open, nothing answers",
                "  unpause SERVICE   thaws it",
                "  scale SERVICE N   sets its replicas to 0 (gone) or 1 (back)",
                "SERVICE is shard-<i>, router, or router-<i> with several routers."})
public final class SwarmChaosCommand implements Callable<Integer> {

    /** The faults this command injects. */
    enum Action { KILL, PAUSE, UNPAUSE, SCALE }

    @Spec
    CommandSpec spec;

    @Mixin
    StackOptions stack = new StackOptions();

    @Parameters(index = "0", paramLabel = "ACTION", description = "kill, pause, unpause or scale.")
    String action;

    @Parameters(index = "1", paramLabel = "SERVICE", description = "shard-<i>, router or router-<i>.")
    String service;

    @Parameters(index = "2", arity = "0..1", paramLabel = "N", description = "Replicas for scale: 0 or 1.")
    Integer replicas;

    /** The validated action. */
    Action action() {
        Action parsed;
        try {
            parsed = Action.valueOf(action.toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("unknown chaos action '" + action + "'; known: kill, pause, unpause, scale");
        }
        if (!service.matches("shard-[0-9]{1,4}|router|router-[0-9]")) {
            throw new IllegalArgumentException("SERVICE must be shard-<i>, router or router-<i> but was '" + service
                    + "'");
        }
        if (parsed == Action.SCALE && (replicas == null || replicas < 0 || replicas > 1)) {
            throw new IllegalArgumentException("scale needs N = 0 or 1 (a service runs one task on its fixed port) but was "
                    + replicas);
        }
        if (parsed != Action.SCALE && replicas != null) {
            throw new IllegalArgumentException(action + " takes no N but was given " + replicas);
        }
        return parsed;
    }

    @Override
    public Integer call() {
        Action parsed = action();
        String name = stack.stack() + "_" + service;
        PrintWriter out = spec.commandLine().getOut();
        SwarmEngine engine = stack.engine();
        try {
            if (!engine.hasService(name)) {
                spec.commandLine().getErr().println("hotshard: service " + name + " is not deployed (see 'deploy swarm"
                        + " status')");
                return CommandLine.ExitCode.SOFTWARE;
            }
            switch (parsed) {
                case KILL -> {
                    String container = engine.taskContainer(name, false);
                    engine.kill(container);
                    out.println("killed " + name + " (container " + container + "); Swarm starts a new task");
                }
                case PAUSE -> {
                    String container = engine.taskContainer(name, false);
                    engine.pause(container);
                    out.println("paused " + name + " (container " + container + ")");
                }
                case UNPAUSE -> {
                    String container = engine.taskContainer(name, true);
                    engine.unpause(container);
                    out.println("unpaused " + name + " (container " + container + ")");
                }
                case SCALE -> {
                    engine.scale(name, replicas);
                    out.println("scaled " + name + " to " + replicas);
                }
            }
        } catch (DockerException e) {
            spec.commandLine().getErr().println("hotshard: " + e.getMessage());
            return CommandLine.ExitCode.SOFTWARE;
        }
        out.flush();
        return 0;
    }
}
