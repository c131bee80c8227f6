package io.hotshard.cli;

import io.hotshard.cli.print.TextTable;
import io.hotshard.ring.PartitionerConfig;
import io.hotshard.ring.experiment.RebalanceSweep;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** Seed 003's sweep: share of keys that move when a cluster grows from N-1 to N nodes. */
@Command(name = "rebalance", mixinStandardHelpOptions = true,
        description = {"Percent of keys that move going from N-1 to N nodes, per partitioner (20,000 keys, md5, as in the seed).",
                "hash mod N moves about (N-1)/N of the keys; a consistent ring about 1/N."})
public final class RingRebalanceCommand extends SweepCommand {

    private static final RebalanceSweep.Params DEFAULTS = RebalanceSweep.Params.defaults();

    @Option(names = "--vnodes", defaultValue = "" + PartitionerConfig.DEFAULT_VNODES, paramLabel = "N", description = "Virtual nodes per node. Default: ${DEFAULT-VALUE}.")
    int vnodes;

    @Option(names = "--from", defaultValue = "2", paramLabel = "N", description = "Smallest N (grows from N-1). Default: ${DEFAULT-VALUE}.")
    int fromNodes;

    @Option(names = "--to", defaultValue = "10", paramLabel = "N", description = "Largest N. Default: ${DEFAULT-VALUE}.")
    int toNodes;

    @Override
    public Integer call() {
        List<RebalanceSweep.Row> rows = RebalanceSweep.run(new RebalanceSweep.Params(sweep.keyCount(DEFAULTS.keyCount()),
                sweep.keyPrefix, sweep.hash(DEFAULTS.hash()), vnodes, fromNodes, toNodes,
                sweep.partitioners(DEFAULTS.kinds())));
        TextTable.Builder table = TextTable.builder("Keys moved when growing N-1 -> N", "partitioner", "from", "to",
                "moved", "moved_percent", "ideal_percent");
        for (RebalanceSweep.Row row : rows) {
            table.row(row.kind().label(), row.nodesBefore(), row.nodesAfter(), row.moved(), row.movedPercent(),
                    row.idealPercent());
        }
        print(table.build());
        return 0;
    }
}
