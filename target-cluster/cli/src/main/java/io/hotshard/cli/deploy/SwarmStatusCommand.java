package io.hotshard.cli.deploy;

import java.io.PrintWriter;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** Lists a stack's services with their replicas and the state and health of their containers. */
@Command(name = "status", mixinStandardHelpOptions = true,
        description = "Lists the stack's services (shards, routers, injectors): replicas running/wanted, and the state and"
                + " health check result of each live container, or the last task's state (an injector's Complete or"
                + " Failed). Exits 1 when the stack is not deployed.")
public final class SwarmStatusCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    StackOptions stack = new StackOptions();

    @Override
    public Integer call() {
        String name = stack.stack();
        PrintWriter out = spec.commandLine().getOut();
        SwarmEngine engine = stack.engine();
        try {
            List<SwarmEngine.Service> services = engine.services(name);
            if (services.isEmpty()) {
                spec.commandLine().getErr().println("hotshard: stack " + name + " is not deployed");
                return CommandLine.ExitCode.SOFTWARE;
            }
            List<SwarmEngine.Task> tasks = engine.liveTasks(name);
            int width = services.stream().mapToInt(s -> s.name().length()).max().orElse(7);
            out.println(String.format(Locale.ROOT, "%-" + width + "s  %-8s  %s", "service", "replicas", "containers"));
            for (SwarmEngine.Service service : services) {
                String containers = tasks.stream().filter(t -> t.service().equals(service.name()))
                        .map(t -> t.state() + " (" + t.status() + ")").collect(Collectors.joining(", "));
                // A finished injector task leaves no live container: its task state says how it ended.
                String shown = containers.isEmpty() ? engine.taskStates(service.name()).stream().findFirst()
                        .map(state -> "none; task " + state).orElse("none") : containers;
                out.println(String.format(Locale.ROOT, "%-" + width + "s  %-8s  %s", service.name(), service.replicas(),
                        shown));
            }
        } catch (DockerException e) {
            spec.commandLine().getErr().println("hotshard: " + e.getMessage());
            return CommandLine.ExitCode.SOFTWARE;
        }
        out.flush();
        return 0;
    }
}
