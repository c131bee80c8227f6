/**
 * Deployments of a target cluster and its injectors: Docker Swarm stacks, Kubernetes manifests, the health command
 * of the image. Depends on {@code inject}, {@code options} and {@code print}; only the top package's commands depend
 * on it.
 */
package io.hotshard.cli.deploy;
