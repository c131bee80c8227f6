package io.hotshard.cli.deploy;

import io.hotshard.cli.inject.ImageLayout;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The compose-v3 stack of a topology: one service per shard ({@code shard-<i>}, fixed port, fixed id, so ids stay
 * stable across restarts) and one service per router ({@code router}, or {@code router-<i>} when several routers join
 * one group), each with a health check run inside the image.
 *
 * With injectors, one service {@code injector-<i>} per injector runs {@code hotshard injector} once (restart policy
 * none) against the routers, writing into the host's run directory through a bind mount.
 *
 * @param name    the stack's name; Swarm calls its services {@code <name>_shard-0}, ..., {@code <name>_router}
 * @param network host (one machine, every port on 127.0.0.1) or overlay (several machines)
 * @param load    what the injectors run; null when the topology has none
 */
public record SwarmStack(String name, Topology topology, NetworkMode network, InjectorLoad load) {

    /** The service name of a single router in the stack file. */
    public static final String ROUTER = "router";
    private static final String HOST_NETWORK = "hostnet";
    private static final String OVERLAY_NETWORK = "hotshard";
    /** The Swarm secret holding the admin token of an overlay stack ({@code docker secret create}). */
    public static final String ADMIN_TOKEN_SECRET = "hotshard_admin_token";

    /** Checks the stack name, and that injectors have a load with a host run directory. */
    public SwarmStack {
        checkName(name);
        if (topology.injectors() > 0 && (load == null || load.hostRunDir() == null)) {
            throw new IllegalArgumentException("--injectors " + topology.injectors() + " needs a host run directory"
                    + " (--run-dir) to mount into the injector tasks");
        }
    }

    /** A stack without injectors. */
    public SwarmStack(String name, Topology topology, NetworkMode network) {
        this(name, topology, network, null);
    }

    /** The injector services' names: {@code injector-0..injector-(I-1)}. */
    public List<String> injectorServices() {
        return java.util.stream.IntStream.range(0, topology.injectors()).mapToObj(i -> "injector-" + i).toList();
    }

    /** Returns {@code name} if it can name a stack: Docker's service names are {@code <stack>_<service>}, short. */
    public static String checkName(String name) {
        if (name == null || !name.matches("[a-z0-9][a-z0-9_-]{0,31}")) {
            throw new IllegalArgumentException("--stack must match [a-z0-9][a-z0-9_-]{0,31} but was '" + name + "'");
        }
        return name;
    }

    /** The engine's name of a service of the stack file, e.g. {@code hotshard_shard-1}. */
    public String serviceName(String service) {
        return name + "_" + service;
    }

    /** The services of the stack file: every shard in ring order, then the routers, then the injectors. */
    public List<String> services() {
        List<String> services = new ArrayList<>(topology.cluster().shardIds());
        services.addAll(topology.routerServices());
        services.addAll(injectorServices());
        return List.copyOf(services);
    }

    /** The stack file as a tree of maps, lists and strings. */
    public Map<String, Object> compose() {
        boolean host = network == NetworkMode.HOST;
        String listen = host ? "127.0.0.1" : "0.0.0.0";
        Map<String, Object> services = new LinkedHashMap<>();
        Map<String, String> routed = new LinkedHashMap<>();
        for (String id : topology.cluster().shardIds()) {
            int port = topology.shardPort(id);
            services.put(id, service("shard", id, guarded(ServiceArgs.shard(topology.cluster(), id, listen)), port));
            routed.put(id, Topology.url(host ? "127.0.0.1" : id, port));
        }
        List<String> routers = topology.routerServices();
        for (int i = 0; i < routers.size(); i++) {
            List<String> command = new ArrayList<>(ServiceArgs.router(topology.cluster(), listen,
                    topology.routerPort(i), routed, !host));
            if (routers.size() > 1) {
                command.addAll(ServiceArgs.routerGroup(topology, i, host));
            }
            services.put(routers.get(i), service("router", routers.get(i), guarded(command), topology.routerPort(i)));
        }
        List<String> targets = host ? topology.routerUrls("127.0.0.1") : overlayTargets();
        for (int i = 0; i < topology.injectors(); i++) {
            services.put("injector-" + i, injector(i, targets));
        }
        Map<String, Object> compose = new LinkedHashMap<>();
        compose.put("version", "3.8");
        compose.put("services", services);
        compose.put("networks", host
                ? YamlFiles.map(HOST_NETWORK, YamlFiles.map("external", true, "name", "host"))
                : YamlFiles.map(OVERLAY_NETWORK, YamlFiles.map("driver", "overlay", "attachable", true)));
        if (!host) {
            compose.put("secrets", YamlFiles.map(ADMIN_TOKEN_SECRET, YamlFiles.map("external", true)));
        }
        return compose;
    }

    /**
     * Off loopback a shard or router refuses to start without an admin token: on an overlay network each service
     * reads it from the Swarm secret {@value #ADMIN_TOKEN_SECRET}, which the user creates before deploying.
     */
    private List<String> guarded(List<String> command) {
        if (network == NetworkMode.HOST) {
            return command;
        }
        List<String> args = new ArrayList<>(command);
        args.addAll(List.of("--admin-token-file", "/run/secrets/" + ADMIN_TOKEN_SECRET));
        return List.copyOf(args);
    }

    private List<String> overlayTargets() {
        List<String> urls = new ArrayList<>();
        for (int i = 0; i < topology.routers(); i++) {
            urls.add(Topology.url(topology.routerServices().get(i), topology.routerPort(i)));
        }
        return urls;
    }

    /** Injector {@code index}: runs once (no restart), on the stack's network, its run directory bind-mounted. */
    private Map<String, Object> injector(int index, List<String> targets) {
        Map<String, Object> service = new LinkedHashMap<>();
        service.put("image", topology.image());
        service.put("command", load.args(Integer.toString(index), topology.injectors(), targets));
        service.put("environment", YamlFiles.map("JAVA_TOOL_OPTIONS", ImageLayout.INJECTOR_JAVA_OPTIONS));
        service.put("volumes", List.of(YamlFiles.map("type", "bind", "source", load.hostRunDir().toString(),
                "target", InjectorLoad.RUN_DIR)));
        service.put("networks", List.of(network == NetworkMode.HOST ? HOST_NETWORK : OVERLAY_NETWORK));
        Map<String, Object> deploy = new LinkedHashMap<>();
        deploy.put("replicas", 1);
        deploy.put("restart_policy", YamlFiles.map("condition", "none"));
        deploy.put("labels", YamlFiles.map("io.hotshard.role", "injector", "io.hotshard.id", "injector-" + index));
        service.put("deploy", deploy);
        return service;
    }

    private Map<String, Object> service(String role, String id, List<String> command, int port) {
        Map<String, Object> service = new LinkedHashMap<>();
        service.put("image", topology.image());
        service.put("command", command);
        service.put("environment", YamlFiles.map("JAVA_TOOL_OPTIONS", ImageLayout.SERVICE_JAVA_OPTIONS));
        Map<String, Object> health = new LinkedHashMap<>();
        List<String> test = new ArrayList<>(List.of("CMD"));
        test.addAll(ImageLayout.healthCommand(Topology.url("127.0.0.1", port) + "/health"));
        health.put("test", test);
        // Each check starts a JVM (the image has no curl): seconds on a loaded machine, so checks are rare and patient.
        health.put("interval", "15s");
        health.put("timeout", "20s");
        health.put("retries", 4);
        health.put("start_period", "60s");
        service.put("healthcheck", health);
        service.put("stop_grace_period", "10s");
        if (network == NetworkMode.HOST) {
            service.put("networks", List.of(HOST_NETWORK));
        } else {
            service.put("networks", List.of(OVERLAY_NETWORK));
            service.put("secrets", List.of(ADMIN_TOKEN_SECRET));
            service.put("ports", List.of(YamlFiles.map("target", port, "published", port, "protocol", "tcp",
                    "mode", "ingress")));
        }
        Map<String, Object> deploy = new LinkedHashMap<>();
        deploy.put("replicas", 1);
        // Swarm's default waits 5 s before restarting a killed task; a shard's return should show in a short run.
        deploy.put("restart_policy", YamlFiles.map("condition", "any", "delay", "1s"));
        deploy.put("labels", YamlFiles.map("io.hotshard.role", role, "io.hotshard.id", id));
        service.put("deploy", deploy);
        return service;
    }
}
