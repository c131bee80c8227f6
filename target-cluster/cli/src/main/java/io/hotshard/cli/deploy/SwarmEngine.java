package io.hotshard.cli.deploy;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/** The Docker engine's Swarm, through the {@code docker} command line: swarm, stacks, services and task containers. */
public final class SwarmEngine {

    private static final String STACK_LABEL = "label=com.docker.stack.namespace=";
    private static final String SERVICE_LABEL = "label=com.docker.swarm.service.name=";
    private static final Duration DEPLOY_TIMEOUT = Duration.ofSeconds(120);
    private static final long POLL_MILLIS = 250;

    private final DockerCli docker;

    /** An engine reached through {@code docker}. */
    public SwarmEngine(DockerCli docker) {
        this.docker = docker;
    }

    /** One service of a stack as {@code docker service ls} shows it. */
    public record Service(String name, String replicas, String image) {
    }

    /** One container of a stack: the service its task belongs to, its state and Docker's status text. */
    public record Task(String service, String state, String status) {
    }

    /** Fails with one line unless an engine answers; returns this node's swarm state (inactive, active, ...). */
    public String swarmState() {
        DockerCli.Result info = docker.run(Duration.ofSeconds(20), "info", "--format", "{{.Swarm.LocalNodeState}}");
        if (!info.ok()) {
            throw new DockerException("no Docker engine answers ('docker info' failed: "
                    + info.stderr().lines().reduce((a, b) -> b).orElse("no output").strip() + ")");
        }
        return info.stdout().strip();
    }

    /** Makes this engine a one-node swarm on 127.0.0.1 when it is in none; returns whether it did. */
    public boolean ensureSwarm() {
        String state = swarmState();
        switch (state) {
            case "active":
                return false;
            case "inactive":
                docker.check("swarm", "init", "--advertise-addr", "127.0.0.1");
                return true;
            default:
                throw new DockerException("this engine's swarm is '" + state + "'; 'docker swarm init' or 'docker swarm"
                        + " leave' it by hand first");
        }
    }

    /** Leaves (and so ends) this engine's one-node swarm. */
    public void leaveSwarm() {
        docker.check("swarm", "leave", "--force");
    }

    /** Fails with one line naming the build script when {@code image} is not on this engine. */
    public void requireImage(String image) {
        if (!docker.run(Duration.ofSeconds(20), "image", "inspect", "--format", "{{.Id}}", image).ok()) {
            throw new DockerException("image " + image + " is not on this engine; build it with scripts/build-shard-image"
                    + " (nothing is pulled)");
        }
    }

    /** Deploys or updates {@code stack} from {@code file}, with the local image (never resolved at a registry). */
    public void deploy(Path file, String stack) {
        docker.check(DEPLOY_TIMEOUT, "stack", "deploy", "--resolve-image", "never", "--prune", "-c", file.toString(),
                stack);
    }

    /** The stacks deployed on this swarm; none when the engine is in no swarm. */
    public List<String> stacks() {
        if (!"active".equals(swarmState())) {
            return List.of();
        }
        return docker.check("stack", "ls", "--format", "{{.Name}}").lines();
    }

    /** Removes {@code stack} and waits until its containers and networks are gone; false when it was not deployed. */
    public boolean remove(String stack, Duration deadline) throws InterruptedException {
        if (!stacks().contains(stack)) {
            return false;
        }
        docker.check("stack", "rm", stack);
        long end = System.nanoTime() + deadline.toNanos();
        while (!leftovers(stack).isEmpty()) {
            if (System.nanoTime() >= end) {
                throw new DockerException("stack " + stack + " still has " + leftovers(stack) + " "
                        + deadline.toSeconds() + " s after 'docker stack rm'");
            }
            Thread.sleep(POLL_MILLIS);
        }
        return true;
    }

    /** Containers, services and networks still labelled with {@code stack}. */
    public List<String> leftovers(String stack) {
        List<String> left = new ArrayList<>();
        docker.check("ps", "-a", "-q", "--filter", STACK_LABEL + stack).lines().forEach(id -> left.add("container " + id));
        if ("active".equals(swarmState())) {
            docker.check("service", "ls", "-q", "--filter", STACK_LABEL + stack).lines()
                    .forEach(id -> left.add("service " + id));
        }
        docker.check("network", "ls", "-q", "--filter", STACK_LABEL + stack).lines()
                .forEach(id -> left.add("network " + id));
        return left;
    }

    /** The services of {@code stack}, sorted by name. */
    public List<Service> services(String stack) {
        return docker.check("service", "ls", "--filter", STACK_LABEL + stack, "--format",
                "{{.Name}}\t{{.Replicas}}\t{{.Image}}").lines().stream().sorted().map(line -> {
                    String[] cells = line.split("\t", -1);
                    return new Service(cells[0], cells.length > 1 ? cells[1] : "", cells.length > 2 ? cells[2] : "");
                }).toList();
    }

    /** The containers of {@code stack} that run or are paused (not the exited ones Swarm keeps). */
    public List<Task> liveTasks(String stack) {
        return docker.check("ps", "--filter", STACK_LABEL + stack, "--format",
                "{{.Label \"com.docker.swarm.service.name\"}}\t{{.State}}\t{{.Status}}").lines().stream().map(line -> {
                    String[] cells = line.split("\t", -1);
                    return new Task(cells[0], cells.length > 1 ? cells[1] : "", cells.length > 2 ? cells[2] : "");
                }).toList();
    }

    /** The id of the container that runs (or, with {@code paused}, is paused in) the task of {@code service}. */
    public String taskContainer(String service, boolean paused) {
        List<String> ids = docker.check("ps", "-q", "--filter", SERVICE_LABEL + service, "--filter",
                "status=" + (paused ? "paused" : "running")).lines();
        if (ids.isEmpty()) {
            throw new DockerException("service " + service + " has no " + (paused ? "paused" : "running")
                    + " container (see 'deploy swarm status')");
        }
        return ids.get(0);
    }

    /** Sends SIGKILL to a container, as a crashed machine would go; Swarm starts a new task. */
    public void kill(String container) {
        docker.check("kill", "--signal", "KILL", container);
    }

    /** Freezes every process of a container (the cgroup freezer): connections stay open, nothing answers. */
    public void pause(String container) {
        docker.check("pause", container);
    }

    /** Thaws a paused container. */
    public void unpause(String container) {
        docker.check("unpause", container);
    }

    /** Sets the replicas of {@code service} without waiting for them to converge. */
    public void scale(String service, int replicas) {
        docker.check("service", "scale", "--detach", service + "=" + replicas);
    }

    /**
     * The state of each task of {@code service} as Swarm reports it, newest first: {@code Running}, {@code Complete},
     * {@code Failed}, ..., with the task's error when there is one ({@code Failed: task: non-zero exit (1)}).
     */
    public List<String> taskStates(String service) {
        return docker.check("service", "ps", "--no-trunc", "--format", "{{.CurrentState}}\t{{.Error}}", service)
                .lines().stream().map(line -> {
                    String[] cells = line.split("\t", -1);
                    String state = cells[0].split(" ", 2)[0];
                    return cells.length > 1 && !cells[1].isBlank() ? state + ": " + cells[1].strip() : state;
                }).toList();
    }

    /** Whether the engine knows a service of this name. */
    public boolean hasService(String service) {
        return docker.run(Duration.ofSeconds(20), "service", "inspect", "--format", "{{.ID}}", service).ok();
    }
}
