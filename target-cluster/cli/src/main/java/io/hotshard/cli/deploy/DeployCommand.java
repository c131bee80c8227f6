package io.hotshard.cli.deploy;

import picocli.CommandLine.Command;

/** Runs the target cluster on an orchestrator: a Docker Swarm stack, or Kubernetes manifests. */
@Command(name = "deploy", mixinStandardHelpOptions = true,
        description = "Runs the target cluster on an orchestrator: 'swarm' deploys a stack on this Docker engine,"
                + " 'k8s' writes Kubernetes manifests.",
        subcommands = {SwarmCommand.class, KubernetesCommand.class})
public final class DeployCommand {
}
