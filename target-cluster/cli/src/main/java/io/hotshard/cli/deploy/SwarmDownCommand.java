package io.hotshard.cli.deploy;

import java.io.PrintWriter;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** Removes a stack, waits until its containers are gone, and leaves the swarm if {@code up} created it. */
@Command(name = "down", mixinStandardHelpOptions = true,
        description = "Removes the stack (docker stack rm), waits until its containers and networks are gone, and"
                + " leaves the swarm when 'deploy swarm up' from this deploy directory initialised it and no other stack"
                + " runs on it.")
public final class SwarmDownCommand implements Callable<Integer> {

    private static final Duration REMOVE_DEADLINE = Duration.ofSeconds(60);

    @Spec
    CommandSpec spec;

    @Mixin
    StackOptions stack = new StackOptions();

    @Override
    public Integer call() throws InterruptedException {
        String name = stack.stack();
        PrintWriter out = spec.commandLine().getOut();
        SwarmEngine engine = stack.engine();
        try {
            out.println(engine.remove(name, REMOVE_DEADLINE) ? "stack " + name + " removed"
                    : "stack " + name + " was not deployed");
            if (stack.swarmCreatedHere()) {
                List<String> others = engine.stacks();
                if (others.isEmpty()) {
                    if ("active".equals(engine.swarmState())) {
                        engine.leaveSwarm();
                    }
                    stack.markSwarmCreated(false);
                    out.println("left the swarm that 'deploy swarm up' initialised");
                } else {
                    out.println("swarm kept: other stacks run on it " + others);
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
