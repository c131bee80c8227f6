/**
 * What the commands, the deployments and the injector task share: the cluster and router option mixins, the duration
 * and latency converters, and the banner a started cluster prints. Depends on nothing else of the command line.
 */
package io.hotshard.cli.options;
