package io.hotshard.cli.deploy;

import io.hotshard.cli.inject.HttpProbe;
import io.hotshard.cli.print.ClusterBanner;
import io.hotshard.cli.options.ClusterOptions;
import io.hotshard.cli.options.DurationConverter;
import java.io.IOException;
import java.io.PrintWriter;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/** Writes the stack file of a cluster and deploys it on this engine's swarm (initialised when there is none). */
@Command(name = "up", mixinStandardHelpOptions = true,
        description = {"Writes a compose-v3 stack file (one service per shard, shard-0..shard-(N-1) on fixed ports, and"
                + " a router) into the deploy directory, initialises a one-node swarm on 127.0.0.1 when the engine is in"
                + " none, deploys the stack with the local image, waits until every service serves, and prints the"
                + " URLs as 'hotshard cluster' does.",
                "Services use the host network (everything on 127.0.0.1) unless --network overlay."})
public final class SwarmUpCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Mixin
    ClusterOptions cluster = new ClusterOptions();

    @Mixin
    StackOptions stack = new StackOptions();


    @Option(names = "--injectors", defaultValue = "0", paramLabel = "I",
            description = "Injector services, each running its share of --simulation once against the routers;"
                    + " 'up' waits for them and merges their files in --run-dir. Default: ${DEFAULT-VALUE}.")
    int injectors;

    @Mixin
    InjectorLoadOptions load = new InjectorLoadOptions();

    @Option(names = "--run-dir", paramLabel = "HOST_DIR",
            description = "Host directory the injectors write into (bind-mounted). Default: <deploy dir>/run.")
    Path runDir;

    @Option(names = "--injectors-wait", defaultValue = "15m", paramLabel = "DURATION", converter = DurationConverter.class,
            description = "How long to wait until every injector task ended. Default: ${DEFAULT-VALUE}.")
    Duration injectorsWait;

    @Option(names = "--image", defaultValue = "hotshard:latest", paramLabel = "IMAGE",
            description = "Local image every service runs (scripts/build-shard-image). Default: ${DEFAULT-VALUE}.")
    String image;

    @Option(names = "--network", defaultValue = "host", paramLabel = "MODE", converter = NetworkModeConverter.class,
            description = {"host: the engine's host network, every port on 127.0.0.1 (one machine);",
                    "overlay: an overlay network across the swarm's nodes, router and shard ports published. Default: ${DEFAULT-VALUE}."})
    NetworkMode network;

    @Option(names = "--public-host", defaultValue = "127.0.0.1", paramLabel = "HOST",
            description = "Host in the printed URLs (with overlay: any swarm node's address). Default: ${DEFAULT-VALUE}.")
    String publicHost;

    @Option(names = "--wait", defaultValue = "90s", paramLabel = "DURATION", converter = DurationConverter.class,
            description = "How long to wait until every service answers /health; 0s to not wait. Default: ${DEFAULT-VALUE}.")
    Duration wait;

    /** The validated stack these options describe. */
    SwarmStack swarmStack() {
        if (publicHost.isBlank()) {
            throw new IllegalArgumentException("--public-host must not be blank");
        }
        Topology topology = new Topology(cluster.config(), cluster.routers(), injectors, image);
        if (injectors == 0) {
            return new SwarmStack(stack.stack(), topology, network);
        }
        Path hostRunDir = (runDir != null ? runDir : stack.dir().resolve("run")).toAbsolutePath().normalize();
        return new SwarmStack(stack.stack(), topology, network,
                load.load(topology.cluster().seed(), hostRunDir));
    }

    @Override
    public Integer call() throws InterruptedException {
        SwarmStack swarm = swarmStack();
        PrintWriter out = spec.commandLine().getOut();
        SwarmEngine engine = stack.engine();
        try {
            engine.requireImage(image);
            if (swarm.load() != null) {
                InjectorRunDir.prepare(swarm.load().hostRunDir());
            }
            boolean redeploy = engine.stacks().contains(swarm.name());
            if (!redeploy && network == NetworkMode.HOST) {
                requireFreePorts(swarm.topology());
            }
            Path file = stack.dir().resolve(StackOptions.STACK_FILE);
            YamlFiles.write(file, YamlFiles.text(header(swarm), swarm.compose()));
            out.println("wrote " + file);
            if (engine.ensureSwarm()) {
                stack.markSwarmCreated(true);
                out.println("swarm initialised on 127.0.0.1 ('deploy swarm down' leaves it again)");
            }
            engine.deploy(file, swarm.name());
            out.println((redeploy ? "stack " + swarm.name() + " updated" : "stack " + swarm.name() + " deployed")
                    + ": services " + swarm.services().stream().map(swarm::serviceName).collect(Collectors.joining(", ")));
            out.flush();
            if (!wait.isZero()) {
                Map<String, String> pending = HttpProbe.awaitAll(healthUrls(swarm), wait);
                if (!pending.isEmpty()) {
                    spec.commandLine().getErr().println("hotshard: not serving after " + wait.toSeconds() + " s: "
                            + pending + " (see 'deploy swarm status' and 'docker service ps')");
                    return CommandLine.ExitCode.SOFTWARE;
                }
            }
        } catch (DockerException e) {
            spec.commandLine().getErr().println("hotshard: " + e.getMessage());
            return CommandLine.ExitCode.SOFTWARE;
        }
        Map<String, String> shardUrls = swarm.topology().shardUrls(publicHost);
        List<String> routerUrls = swarm.topology().routerUrls(publicHost);
        ClusterBanner.print(out, routerUrls, shardUrls, swarm.topology().cluster());
        out.println("simulate: -Dhotshard.target=" + String.join(",", routerUrls) + " -Dhotshard.shardUrls=" + shardUrls.entrySet()
                .stream().map(e -> e.getKey() + "=" + e.getValue()).collect(Collectors.joining(",")));
        out.println("stop:     scripts/hotshard deploy swarm down --stack " + swarm.name()
                + (stack.dir == null ? "" : " --dir " + stack.dir));
        out.flush();
        return swarm.load() == null ? 0 : awaitInjectors(swarm, engine, out);
    }

    /** Waits for the injector tasks, then merges their files with {@code hotshard report injectors}'s code. */
    private int awaitInjectors(SwarmStack swarm, SwarmEngine engine, PrintWriter out) throws InterruptedException {
        out.println("injectors: " + injectors + " tasks of " + swarm.load().simulationClass() + " writing into "
                + swarm.load().hostRunDir() + "; waiting at most " + injectorsWait.toSeconds() + " s");
        out.flush();
        Map<String, String> states;
        try {
            states = InjectorTasks.await(engine, swarm.injectorServices().stream().map(swarm::serviceName).toList(),
                    injectorsWait, out);
        } catch (DockerException e) {
            spec.commandLine().getErr().println("hotshard: " + e.getMessage());
            return CommandLine.ExitCode.SOFTWARE;
        }
        int merged = InjectorRunDir.merge(swarm.load().hostRunDir(), out, spec.commandLine().getErr());
        if (!InjectorTasks.allComplete(states)) {
            spec.commandLine().getErr().println("hotshard: not every injector completed: " + states
                    + " (their output: docker service logs " + swarm.serviceName("injector-0") + ")");
            return CommandLine.ExitCode.SOFTWARE;
        }
        return merged;
    }

    private Map<String, URI> healthUrls(SwarmStack swarm) {
        Map<String, URI> urls = new LinkedHashMap<>();
        swarm.topology().shardUrls(publicHost).forEach((id, url) -> urls.put(id, URI.create(url + "/health")));
        List<String> routers = swarm.topology().routerServices();
        for (int i = 0; i < routers.size(); i++) {
            urls.put(routers.get(i), URI.create(swarm.topology().routerUrls(publicHost).get(i) + "/health"));
        }
        return urls;
    }

    private static void requireFreePorts(Topology topology) {
        Map<String, Integer> ports = new LinkedHashMap<>();
        topology.cluster().shardIds().forEach(id -> ports.put(id, topology.shardPort(id)));
        List<String> routers = topology.routerServices();
        for (int i = 0; i < routers.size(); i++) {
            ports.put(routers.get(i), topology.routerPort(i));
            if (routers.size() > 1) {
                ports.put(routers.get(i) + " (cluster member)", topology.clusterPort(i));
            }
        }
        ports.forEach((service, port) -> {
            try (ServerSocket probe = new ServerSocket(port, 1, InetAddress.getLoopbackAddress())) {
                probe.getLocalPort();
            } catch (IOException e) {
                throw new IllegalArgumentException("port " + port + " of " + service + " is in use on 127.0.0.1;"
                        + " choose other ports with --router-port / --shard-base-port");
            }
        });
    }

    private String header(SwarmStack swarm) {
        return "hotshard stack '" + swarm.name() + "' (" + network.label() + " network), written by 'hotshard deploy swarm up'.\n"
                + "Deploy it yourself with: docker stack deploy --resolve-image never -c stack.yml " + swarm.name() + "\n"
                + "Services: " + String.join(", ", swarm.services()) + "; each shard keeps its id and port across restarts."
                + (network == NetworkMode.HOST ? "" : "\nServices listen off loopback and read the admin token from the secret "
                        + SwarmStack.ADMIN_TOKEN_SECRET + ": docker secret create " + SwarmStack.ADMIN_TOKEN_SECRET + " FILE");
    }

    /** Reads {@code --network} by label. */
    static final class NetworkModeConverter implements CommandLine.ITypeConverter<NetworkMode> {
        @Override
        public NetworkMode convert(String value) {
            try {
                return NetworkMode.byName(value);
            } catch (IllegalArgumentException e) {
                throw new CommandLine.TypeConversionException(e.getMessage());
            }
        }
    }
}
