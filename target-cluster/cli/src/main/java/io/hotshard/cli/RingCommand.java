package io.hotshard.cli;

import picocli.CommandLine.Command;

/** Partitioner experiments: the seed claims about rings, vnodes, rebalancing and failover. */
@Command(name = "ring", mixinStandardHelpOptions = true,
        description = "Partitioner experiments: placement, movement on membership change, balance, failover.",
        subcommands = {RingDemoCommand.class, RingOwnersCommand.class, RingWorkedExampleCommand.class,
                RingRebalanceCommand.class, RingBalanceCommand.class, RingFailoverCommand.class, RingWeightsCommand.class})
public final class RingCommand {
}
