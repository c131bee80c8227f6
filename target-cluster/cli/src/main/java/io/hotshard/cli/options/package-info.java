/**
 * What the commands, the deployments and the injector task share: the cluster and router option mixins and the
 * duration and latency converters. Depends on nothing else of the command line.
 */
package io.hotshard.cli.options;
