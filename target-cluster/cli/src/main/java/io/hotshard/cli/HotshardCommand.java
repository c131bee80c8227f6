package io.hotshard.cli;

import io.hotshard.cli.deploy.DeployCommand;
import io.hotshard.cli.deploy.HealthCommand;
import io.hotshard.cli.inject.InjectorTaskCommand;
import picocli.CommandLine.Command;

/** The root command: every hotshard tool is one of its subcommands. */
@Command(name = "hotshard", mixinStandardHelpOptions = true, version = "hotshard 0.1.0",
        description = "Load-testing and hot-spot chaos harness for sharded systems.",
        subcommands = {RingCommand.class, ShardCommand.class, RouterCommand.class, ClusterCommand.class,
                DeployCommand.class, HealthCommand.class, InjectorTaskCommand.class, PgCommand.class, PrometheusConfigCommand.class,
                RedisCommand.class, CassandraCommand.class})
public final class HotshardCommand {
}
