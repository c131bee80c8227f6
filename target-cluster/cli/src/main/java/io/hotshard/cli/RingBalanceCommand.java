package io.hotshard.cli;

import io.hotshard.cli.print.TextTable;
import io.hotshard.ring.experiment.BalanceSweep;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** Balance (max/mean keys) versus vnodes, with ring neighbours per node beside it. */
@Command(name = "balance", mixinStandardHelpOptions = true,
        description = {"Load of the most loaded node over the mean, for several vnode counts, with the mean number of",
                "distinct ring neighbours per node (more vnodes: better balance, but every node neighbours every other:",
                "the trade-off behind Cassandra's move from 256 to 16 tokens). Other partitioners follow with vnodes 0."})
public final class RingBalanceCommand extends SweepCommand {

    private static final BalanceSweep.Params DEFAULTS = BalanceSweep.Params.defaults();

    @Option(names = "--nodes", defaultValue = "10", paramLabel = "N", description = "Number of nodes. Default: ${DEFAULT-VALUE}.")
    int nodes;

    @Option(names = "--vnodes", split = ",", paramLabel = "N",
            defaultValue = "1,2,5,10,20,50,100,200,500,1000", description = "Vnode counts. Default: ${DEFAULT-VALUE}.")
    List<Integer> vnodeCounts;

    @Override
    public Integer call() {
        List<BalanceSweep.Row> rows = BalanceSweep.run(new BalanceSweep.Params(nodes, sweep.keyCount(DEFAULTS.keyCount()),
                sweep.keyPrefix, sweep.hash(DEFAULTS.hash()), vnodeCounts, sweep.partitioners(DEFAULTS.otherKinds())));
        TextTable.Builder table = TextTable.builder("Balance of " + nodes + " nodes", "partitioner", "vnodes",
                "max_over_mean", "max_keys", "mean_keys", "mean_neighbours");
        for (BalanceSweep.Row row : rows) {
            table.row(row.kind().label(), row.vnodes() == 0 ? null : row.vnodes(), row.maxOverMean(), row.maxKeys(),
                    row.meanKeys(), Double.isNaN(row.meanNeighbours()) ? null : row.meanNeighbours());
        }
        print(table.build());
        return 0;
    }
}
